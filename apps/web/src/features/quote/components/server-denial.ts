import { CallError } from '../../../lib/api/call-error';

/** A 403 answer's text, which shows as Permission Denied like the browser's own checks (spec 02 section 6). */
export function serverDenial(error: unknown): string | null {
  return error instanceof CallError && error.status === 403 ? error.message : null;
}
