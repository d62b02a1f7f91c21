import type { QuoteDraft } from '@portal/domain/api/quote';

// Navigation state of the pickup routes (spec 02 section 2: /pickup/existing 'state carries the
// pickup', /quote/convert 'state carries the quote').

/** /pickup/existing: the pickup to open; without it the route shows the pickups list. */
export interface ExistingPickupState {
  pickupNumber: string;
}

/** /quote/convert, as the quote's Accept Quote screen navigates. */
export interface ConvertQuoteState {
  quoteNumber: string;
  /** The quote as posted: suburb values, line items with their server ids. */
  quote: QuoteDraft;
}

/** /quote/existing (the quotes' screen reads { quoteNumber }). */
export const existingQuoteState = (quoteNumber: string) => ({ quoteNumber });

export const existingPickupState = (pickupNumber: string): ExistingPickupState => ({ pickupNumber });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function pickupNumberOfState(state: unknown): string {
  return isRecord(state) && typeof state.pickupNumber === 'string' ? state.pickupNumber : '';
}

/** The quote to convert, or null when the state carries none ('You do not have a quotation to convert'). */
export function convertStateOf(state: unknown): ConvertQuoteState | null {
  if (!isRecord(state) || typeof state.quoteNumber !== 'string' || state.quoteNumber === '') return null;
  const { quote } = state;
  if (!isRecord(quote) || !Array.isArray(quote.freightList) || typeof quote.sender !== 'string') return null;
  return { quoteNumber: state.quoteNumber, quote: quote as unknown as QuoteDraft };
}
