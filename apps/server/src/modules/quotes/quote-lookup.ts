import type { Permissions } from '@portal/domain/permissions';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { quoteAccessDenial, type QuoteAction, type QuoteAccessContext } from '@portal/domain/quote/quote-access';
import type { Db } from '../../db/database';
import { quoteIdOf } from '../../db/record-numbers';
import { conflict, notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed } from '../bookings/service';
import { QUOTE_MESSAGES } from './quote-messages';
import { findQuote, type QuoteRow } from './repo';

// The quote calls' checks: the caller's access (spec 02 section 6) and the quote a number names.

/** The one permission check of every booking call (bookings/service.ts), with the quote's rule. */
export const assertQuoteAllowed = (db: Db, auth: CompanyAuth, action: QuoteAction, ctx?: QuoteAccessContext): Promise<Readonly<Permissions>> =>
  allowed(db, auth, (permissions) => quoteAccessDenial(action, permissions, ctx));

/** Re-pricing an accepted quote is a conflict; another user's quote without Quotations.edit is refused. */
export async function assertRepriceAllowed(db: Db, auth: CompanyAuth, row: QuoteRow): Promise<Readonly<Permissions>> {
  const ctx = { accepted: row.accepted === 1, isNew: row.createdBy === auth.userId };
  return allowed(db, auth, (permissions) => {
    const denial = quoteAccessDenial('reprice', permissions, ctx);
    if (denial === BOOKING_MESSAGES.quoteAlreadyAccepted) throw conflict(denial);
    return denial;
  });
}

/** The company's quote of a typed number, or 404. */
export async function quoteByNumber(db: Db, auth: CompanyAuth, quoteNumber: string): Promise<QuoteRow> {
  const id = quoteIdOf(quoteNumber);
  const row = id === null ? undefined : await findQuote(db, auth.companyId, id);
  if (!row) throw notFound(QUOTE_MESSAGES.notFound(quoteNumber.trim()));
  return row;
}
