/** A failed call: `message` is the text a user reads (spec 01 section 8). */
export class CallError extends Error {
  readonly status: number | undefined;
  /** Every validation message when the server sent several. */
  readonly errors: string[];

  constructor(message: string, status?: number, errors: string[] = []) {
    super(message);
    this.name = 'CallError';
    this.status = status;
    this.errors = errors;
  }
}

/** The lines to show for any error a call hook reports. */
export function errorLines(error: unknown): string[] {
  if (error instanceof CallError && error.errors.length > 0) return error.errors;
  if (error instanceof Error) return [error.message];
  return error ? [String(error)] : [];
}
