import type { ServiceValue } from '../booking/booking';
import { BOOKING_MESSAGES } from '../booking-messages';
import { DAY_MS } from '../constants';
import { QUOTE_VALID_MS } from '../pricing/quote-terms';

// The Accept Quote screen (spec 02 sections 2, 4 and 8): Save, Convert to Pickup and Drop
// Freight in. A quote with pickup required (pickupRequired above 1) converts to a pickup only;
// otherwise the freight is dropped in at a depot, so only Drop Freight in is offered.

export interface AcceptOptions {
  convertToPickup: boolean;
  dropFreightIn: boolean;
  notice: string;
}

/** A quote converts once: to the pickup or drop freight it names (said by both sides). */
export const quoteConvertedTo = (quoteNumber: string, recordNumber: string) => `Quote ${quoteNumber} has already been converted to ${recordNumber}.`;

/**
 * The conversions an accepted quote offers, and why the others are not. A quote already
 * converted (`convertedTo`: its pickup or consignment number) offers none (decision 0040).
 */
export function acceptOptions(pickupRequired: ServiceValue, converted?: { quoteNumber: string; to: string }): AcceptOptions {
  if (converted?.to) {
    return { convertToPickup: false, dropFreightIn: false, notice: quoteConvertedTo(converted.quoteNumber, converted.to) };
  }
  return pickupRequired > 1
    ? { convertToPickup: true, dropFreightIn: false, notice: BOOKING_MESSAGES.dropFreightNotAvailable }
    : { convertToPickup: false, dropFreightIn: true, notice: BOOKING_MESSAGES.convertToPickupNotAvailable };
}

export const QUOTE_PRICE_ERROR = 'Issue retrieving the quotePrice.';

/** The quote price must be a finite, non-negative number. */
export function quotePriceError(price: unknown): string | undefined {
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? undefined : QUOTE_PRICE_ERROR;
}


/** Epoch milliseconds until which a quote created at `createdAt` is valid (14 days, pricing/quote-terms). */
export function quoteValidUntil(createdAt: number): number {
  return createdAt + QUOTE_VALID_MS;
}

export function quoteExpired(validUntil: number, now: number): boolean {
  return now > validUntil;
}

/** Quote, pickup and drop-freight lists cover the last 30 days. */
export const LIST_DAYS = 30;

export function listSince(now: number): number {
  return now - LIST_DAYS * DAY_MS;
}
