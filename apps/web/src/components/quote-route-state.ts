// Navigation state of the quote routes (spec 02 section 2: 'state carries the quotation').

/** /quote/existing: the quote to open; without it the route shows the quotes list. */
export interface ExistingQuoteState {
  quoteNumber: string;
}

export const existingQuoteState = (quoteNumber: string): ExistingQuoteState => ({ quoteNumber });

export function quoteNumberOfState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('quoteNumber' in state)) return '';
  const { quoteNumber } = state as { quoteNumber: unknown };
  return typeof quoteNumber === 'string' ? quoteNumber : '';
}
