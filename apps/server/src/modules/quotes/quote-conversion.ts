import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import type { QuoteDraft } from '@portal/domain/api/quote';
import type { QuotedFields } from '@portal/domain/booking/quoted-booking';
import { quoteExpired } from '@portal/domain/quote/quote-accept';
import { quoteAccessDenial, type QuoteAction } from '@portal/domain/quote/quote-access';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed } from '../bookings/service';
import { quoteIdOf, quoteNumberOf } from '../../db/record-numbers';
import { QUOTE_CONVERT_MESSAGES, QUOTE_MESSAGES } from './quote-messages';
import { draftOf } from './quote-rows';
import { claimQuoteForConversion, findQuote, quoteLines, setQuotePickup, setQuotePickupConnote, type QuoteRow } from './repo';

// The quotes module's conversion service: the only way another module reads a quote to convert
// it or writes on it that it was converted (issue 25: no module calls another's repository).
// Which quote may be converted, to a pickup (quoteConvert) or to drop freight (dropfreight):
// the caller's company's, accepted, still valid, not converted yet, and with the services the
// conversion needs. 'pickupRequired above 1 allows Convert to Pickup and disables Drop Freight
// in; 1 or less does the reverse' (spec 02 section 4). The rights are section 6's.

export type Conversion = 'pickup' | 'dropFreight';

const CONVERSIONS: Record<Conversion, { access: QuoteAction; to: string; allows: (pickupRequired: number) => boolean; unavailable: string }> = {
  pickup: { access: 'convertToPickup', to: 'a pickup', allows: (p) => p > 1, unavailable: BOOKING_MESSAGES.convertToPickupNotAvailable },
  dropFreight: { access: 'convertToConsignment', to: 'drop freight', allows: (p) => p <= 1, unavailable: BOOKING_MESSAGES.dropFreightNotAvailable },
};

/** The quote, or the refusal of section 6 (403), a missing quote (404) or its state (409). */
export async function convertibleQuote(db: Db, auth: CompanyAuth, quoteNumber: string, now: number, conversion: Conversion): Promise<QuoteRow> {
  const rule = CONVERSIONS[conversion];
  await allowed(db, auth, (permissions) => quoteAccessDenial(rule.access, permissions, { hasQuote: quoteNumber.trim() !== '' }));
  const id = quoteIdOf(quoteNumber);
  const row = id === null ? undefined : await findQuote(db, auth.companyId, id);
  if (!row) throw notFound(QUOTE_MESSAGES.notFound(quoteNumber.trim()));
  const number = quoteNumberOf(row.id);
  if (row.pickup !== '' || row.connote !== '') throw conflict(QUOTE_CONVERT_MESSAGES.converted(number, row.pickup || row.connote));
  if (row.accepted !== 1) throw conflict(QUOTE_CONVERT_MESSAGES.notAccepted(number, rule.to));
  if (quoteExpired(row.validUntil, now)) throw conflict(QUOTE_CONVERT_MESSAGES.expired(number));
  if (!rule.allows(row.pickupRequired)) throw conflict(rule.unavailable);
  return row;
}

/** A quote being converted: its id, and what it fixes of the booking (spec 02 section 4). */
export interface QuoteToConvert {
  id: number;
  quoted: QuoteDraft;
}

/** The convertible quote of `quoteNumber` and its draft, or the refusal convertibleQuote gives. */
export async function quoteToConvert(db: Db, auth: CompanyAuth, quoteNumber: string, now: number, conversion: Conversion): Promise<QuoteToConvert> {
  const row = await convertibleQuote(db, auth, quoteNumber, now, conversion);
  return { id: row.id, quoted: draftOf(row, await quoteLines.find(db, row.id)) };
}

/**
 * Takes the quote for this conversion, in the booking's transaction: the change is conditional,
 * so of two conversions at once the second finds the quote taken and is refused (409).
 */
export async function claimQuote(trx: Db, companyId: number, quoteId: number, now: number, conversion: Conversion): Promise<void> {
  if (!(await claimQuoteForConversion(trx, companyId, quoteId, now))) {
    throw conflict(QUOTE_CONVERT_MESSAGES.converted(quoteNumberOf(quoteId), CONVERSIONS[conversion].to));
  }
}

/** Writes on the quote the pickup it became (the quotes list's Pickup column). */
export const recordConvertedPickup = (trx: Db, companyId: number, quoteId: number, pickupNumber: string) =>
  setQuotePickup(trx, companyId, quoteId, pickupNumber);

/** Writes on the quote the consignment it became, directly or through its pickup (the Connote column). */
export const recordConvertedConsignment = (trx: Db, companyId: number, quoteId: number, conNumber: string) =>
  setQuotePickupConnote(trx, companyId, quoteId, conNumber);

/** What a converted quote fixes of its booking, for as long as the booking can change (spec 02 section 4). */
export async function quotedFields(db: Db, companyId: number, quoteId: number | null): Promise<QuotedFields | null> {
  const quote = quoteId === null ? undefined : await findQuote(db, companyId, quoteId);
  return quote ? draftOf(quote, await quoteLines.find(db, quote.id)) : null;
}
