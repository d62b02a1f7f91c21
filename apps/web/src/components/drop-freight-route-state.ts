// Navigation state of the drop-freight routes (spec 02 section 2): /directdropfreight/existing
// carries the consignment; /quote/dropfreight the quote (components/booking/booking-from-quote.ts).

export interface ExistingDropFreightState {
  conNumber: string;
}

export const existingDropFreightState = (conNumber: string): ExistingDropFreightState => ({ conNumber });

/** The drop freight to open, or '' for the list. */
export function conNumberOfState(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const { conNumber } = state as { conNumber?: unknown };
  return typeof conNumber === 'string' ? conNumber : '';
}
