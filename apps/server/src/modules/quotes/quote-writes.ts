import type { QuoteDraft } from '@portal/domain/api/quote';
import { QUOTE_VALID_MS } from '@portal/domain/pricing/quote-terms';
import { FIRST_VERSION, ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import type { Db } from '../../db/database';
import { quoteNumberOf } from '../../db/record-numbers';
import { toFlag } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { bookingColumns, lineFields, rewrittenLineFields } from '../bookings/service';
import type { PricedDraft } from './price-draft';
import { QUOTE_MESSAGES } from './quote-messages';
import { findQuote, insertQuote, quoteLines, updateQuote, type QuoteRow } from './repo';

// A priced quote written: created with its lines, or an unaccepted one re-priced.

/** The stored columns of a priced draft. */
function quoteColumns(draft: QuoteDraft, priced: PricedDraft, now: number) {
  // Its own columns before the spread (decision 0052): none of them is a booking column.
  return {
    sender: draft.sender,
    receiver: draft.receiver,
    customerRef: draft.customerRef,
    depotFrom: priced.depotFrom,
    depotTo: priced.depotTo,
    generalRate: toFlag(priced.generalRate),
    price: priced.breakdown.total,
    breakdown: JSON.stringify(priced.breakdown),
    fuelLevyPercent: priced.breakdown.fuelLevyPercent,
    // What priced it (issue 27): the same price can be worked out again from these.
    rateVersionId: priced.rateVersionId,
    levyMonth: priced.levyMonth,
    // Priced today at today's levy: valid 14 days from now (spec 02 section 9).
    validUntil: now + QUOTE_VALID_MS,
    ...bookingColumns(draft, now),
  };
}

/** A new quote numbered from its id, with its lines. */
export async function createQuote(trx: Db, auth: CompanyAuth, draft: QuoteDraft, priced: PricedDraft, now: number) {
  const id = await insertQuote(trx, { companyId: auth.companyId, createdBy: auth.userId, createdAt: now, ...quoteColumns(draft, priced, now) });
  const itemIds = await quoteLines.insert(trx, id, lineFields(priced.items));
  return { id, itemIds, version: FIRST_VERSION };
}

/** Why a conditional change of a quote wrote nothing: accepted meanwhile, or changed by someone else. */
export async function refusal(trx: Db, auth: CompanyAuth, id: number) {
  const number = quoteNumberOf(id);
  const now = await findQuote(trx, auth.companyId, id);
  return conflict(now?.accepted === 1 ? QUOTE_MESSAGES.alreadyAccepted(number) : ROW_VERSION_MESSAGES.quote(number));
}

/**
 * An unaccepted quote re-priced from the version it was read at (decision 0030): the version is
 * checked in the UPDATE, before the lines are touched. Lines keep their ids when they come back.
 */
export async function rewriteQuote(trx: Db, auth: CompanyAuth, row: QuoteRow, draft: QuoteDraft, priced: PricedDraft, now: number) {
  const version = await updateQuote(trx, auth.companyId, row.id, draft.version, quoteColumns(draft, priced, now));
  if (version === null) throw await refusal(trx, auth, row.id);
  const itemIds = await quoteLines.rewrite(trx, row.id, rewrittenLineFields(priced.items));
  return { id: row.id, itemIds, version };
}
