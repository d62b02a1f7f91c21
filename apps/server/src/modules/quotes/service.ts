import type { AcceptQuoteAnswer, AcceptQuoteInput, DuplicateAnswer, Quote, QuotesAnswer } from '@portal/domain/api/quote';
import type { ListInput } from '@portal/domain/api/list-page';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { can, type Permissions } from '@portal/domain/permissions';
import { listSince, quoteExpired } from '@portal/domain/quote/quote-accept';
import { quoteAccessDenial, showsQuotePrice } from '@portal/domain/quote/quote-access';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { pageOf } from '../../db/paged-list';
import { quoteNumberOf } from '../../db/record-numbers';
import type { Deps } from '../../deps';
import { conflict } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed, PLAIN_COMMIT } from '../bookings/service';
import { bookingOptionsAnswer, companyBookingOptions, type OptionsAnswer } from '../reference/service';
import { checkAndPrice } from './price-draft';
import { assertQuoteAllowed, quoteByNumber } from './quote-lookup';
import { listQuotes } from './quote-list-repo';
import { QUOTE_MESSAGES } from './quote-messages';
import { draftOf, listRowOf, quoteOf } from './quote-rows';
import { createQuote, refusal } from './quote-writes';
import { markAccepted, quoteLines } from './repo';
import { saveQuoteWith } from './save-quote';

// The quote calls of spec 02 section 7, with the access rules of section 6 (quote-access.ts in
// the domain, shared with the browser). Denials answer 403 with the spec's texts; a quote of
// another company is simply not found. Saving is save-quote.ts, the writes quote-writes.ts, the
// checks quote-lookup.ts.

export function createQuotesService(deps: Deps) {
  const { db, config, writes } = deps;
  return {
    /** GET quoteNew: any quotation access opens the wizard's screens (new, existing, read-only). */
    async options(auth: CompanyAuth): Promise<OptionsAnswer> {
      const anyAccess = (p: Permissions) => (['add', 'edit', 'view'] as const).some((flag) => can(p, 'Quotations', flag));
      await allowed(db, auth, (p) => (anyAccess(p) ? null : (quoteAccessDenial('view', p) ?? SERVER_MESSAGES.forbidden)));
      return bookingOptionsAnswer(db, auth.companyId, config.now());
    },

    save: saveQuoteWith(deps),

    async get(auth: CompanyAuth, quoteNumber: string): Promise<Quote> {
      const permissions = await assertQuoteAllowed(db, auth, 'view');
      const row = await quoteByNumber(db, auth, quoteNumber);
      return quoteOf(row, await quoteLines.find(db, row.id), showsQuotePrice(permissions));
    },

    /** POST quote: Quotations.edit, or Quotations.add for a quote the caller has just made. */
    async accept(auth: CompanyAuth, { quoteNumber, version }: AcceptQuoteInput): Promise<AcceptQuoteAnswer> {
      const row = await quoteByNumber(db, auth, quoteNumber);
      const number = quoteNumberOf(row.id);
      await assertQuoteAllowed(db, auth, 'accept', { isNew: row.createdBy === auth.userId && row.accepted === 0 });
      const now = config.now();
      if (row.accepted === 1) throw conflict(QUOTE_MESSAGES.alreadyAccepted(number));
      if (quoteExpired(row.validUntil, now)) throw conflict(QUOTE_MESSAGES.expired(number));
      // The price accepted is the one the caller saw: a quote re-priced since is not accepted (decision 0030).
      if (row.version !== version) throw conflict(ROW_VERSION_MESSAGES.quote(number));
      const accepted = await markAccepted(db, auth.companyId, row.id, version, now);
      if (accepted === null) throw await refusal(db, auth, row.id);
      return { success: true, message: QUOTE_MESSAGES.accepted(number), version: accepted };
    },

    /** GET quotes: a page of the company's quotes of the last 30 days (spec 02 section 2, decision 0029). */
    async list(auth: CompanyAuth, input: ListInput): Promise<QuotesAnswer> {
      await assertQuoteAllowed(db, auth, 'view');
      const now = config.now();
      const since = listSince(now);
      const [rows, ctx] = await Promise.all([listQuotes(db, auth, { ...input, since }), companyBookingOptions(db, auth.companyId, now)]);
      const { next, rows: page } = pageOf(rows, since);
      return { since, next, quotes: page.map((row) => listRowOf(row, ctx.suburbs, now)) };
    },

    /** POST quotes/duplicate: a new, unaccepted quote of the same freight, priced today. */
    async duplicate(auth: CompanyAuth, quoteNumber: string, commit = PLAIN_COMMIT): Promise<DuplicateAnswer> {
      await assertQuoteAllowed(db, auth, 'create');
      const row = await quoteByNumber(db, auth, quoteNumber);
      const now = config.now();
      const draft = { ...draftOf(row, await quoteLines.find(db, row.id)), quoteNumber: '' };
      draft.freightList = draft.freightList.map((item) => ({ ...item, id: 0 }));
      const priced = checkAndPrice(draft, await companyBookingOptions(db, auth.companyId, now), auth.companyId);
      return writes.run(async (trx) => {
        const copy = quoteNumberOf((await createQuote(trx, auth, draft, priced, now)).id);
        return commit.settle(trx, { success: true, recordNumber: copy, message: QUOTE_MESSAGES.duplicated(quoteNumberOf(row.id), copy) });
      });
    },
  };
}

// What other modules use of quotes (issue 25, decision 0051).
/** The price a booked consignment's quote showed. */
export { bookedQuotePrice } from './booked-quote-price';
/** Converting a quote into a pickup or a drop freight (decision 0051). */
export { claimQuote, convertibleQuote, quotedFields, quoteToConvert, recordConvertedConsignment, recordConvertedPickup } from './quote-conversion';
