import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import { bookingZone } from '@portal/domain/clock/place-zones';
import type { PriceBreakdown, Quote, QuoteDraft, QuoteListRow, QuotePriceFields } from '@portal/domain/api/quote';
import { quoteExpired } from '@portal/domain/quote/quote-accept';
import { isSet } from '../../db/schema';
import type { SuburbIndex } from '../reference/service';
import { quoteNumberOf } from '../../db/record-numbers';
import type { QuoteRow } from './repo';
import type { QuoteListDbRow } from './quote-list-repo';
import type { LineRow } from '../../db/freight-lines-repo';
import { bookingFieldsOf } from '../bookings/service';

// Between the shared quote shapes (packages/domain/src/api/quote.ts) and the rows.


export function draftOf(row: QuoteRow, items: readonly LineRow[]): QuoteDraft {
  return {
    ...bookingFieldsOf(row, items, quoteNumberOf(row.id)),
    sender: row.sender,
    receiver: row.receiver,
    customerRef: row.customerRef,
  };
}

/**
 * The stored price of a quote as every answer carries it: the quote's own, and a booking's made
 * from it. Undefined (no quote, or a caller without QuotationFinancials view) answers nulls.
 */
export function quotePriceOf(row: Pick<QuoteRow, 'price' | 'breakdown'> | undefined): QuotePriceFields {
  if (!row) return { quotePrice: null, breakdown: null };
  return { quotePrice: row.price, breakdown: JSON.parse(row.breakdown) as PriceBreakdown };
}

/** GET quote's answer; prices only for QuotationFinancials view (spec 02 section 6). */
export function quoteOf(row: QuoteRow, items: readonly LineRow[], showPrice: boolean): Quote {
  return {
    ...draftOf(row, items),
    ...quotePriceOf(showPrice ? row : undefined),
    generalRate: isSet(row.generalRate),
    accepted: isSet(row.accepted),
    createdAt: row.createdAt,
    validUntil: row.validUntil,
    connote: row.connote,
    pickup: row.pickup,
  };
}

export const QUOTE_STATUS = { quoted: 'Quoted', accepted: 'Accepted', converted: 'Converted', expired: 'Expired' } as const;

export function quoteStatus(row: Pick<QuoteRow, 'accepted' | 'validUntil' | 'pickup' | 'connote'>, now: number): string {
  if (row.pickup !== '' || row.connote !== '') return QUOTE_STATUS.converted;
  if (isSet(row.accepted)) return QUOTE_STATUS.accepted;
  return quoteExpired(row.validUntil, now) ? QUOTE_STATUS.expired : QUOTE_STATUS.quoted;
}

/** A row of GET quotes: suburbs by their labels. */
export function listRowOf(row: QuoteListDbRow, suburbs: SuburbIndex, now: number): QuoteListRow {
  const label = (value: string) => suburbs.find(value)?.label ?? value;
  return {
    quoteNum: quoteNumberOf(row.id),
    date: row.createdAt,
    timeZone: bookingZone(suburbs.find(row.sender)?.state ?? ''),
    sender: label(row.sender),
    receiver: label(row.receiver),
    customerRef: row.customerRef,
    pickupNum: row.pickup,
    conNum: row.connote,
    status: quoteStatus(row, now),
    quoted: isSet(row.accepted),
    // The consignment's scanned original is on file (spec 02 section 2, Document Link).
    scanned: row.scannedAt !== null,
    // Until it is booked the link opens the drop freight's draft (decision 0040).
    conDraft: row.conStatus === DROP_FREIGHT_STATUS_DRAFT,
  };
}
