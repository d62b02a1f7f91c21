import type { AcceptQuoteAnswer, AcceptQuoteInput, DuplicateAnswer, Quote, QuoteDraft, QuoteNewAnswer, QuotesAnswer } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { can, type Permissions } from '@portal/domain/permissions';
import { QUOTE_VALID_MS } from '@portal/domain/pricing/quote-terms';
import { FIRST_VERSION, ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { listSince, quoteExpired } from '@portal/domain/quote/quote-accept';
import { quoteAccessDenial, showsQuotePrice, type QuoteAction, type QuoteAccessContext } from '@portal/domain/quote/quote-access';
import type { Db } from '../../db/database';
import { toFlag } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import type { ListInput } from '@portal/domain/api/list-page';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed } from '../bookings/booking-access';
import { companyBookingOptions, bookingOptionsAnswer, type OptionsAnswer } from '../reference/booking-options';
import { checkAndPrice, type PricedDraft } from './price-draft';
import { QUOTE_MESSAGES } from './quote-messages';
import { quoteIdOf, quoteNumberOf } from '../bookings/record-numbers';
import { bookingColumns } from '../bookings/booking-columns';
import { PLAIN_COMMIT } from '../bookings/booking-commit';
import { itemFields } from '../bookings/freight-items';
import { draftOf, listRowOf, quoteOf } from './quote-rows';
import { findQuote, insertQuote, markAccepted, quoteLines, updateQuote, type QuoteRow } from './repo';
import { listQuotes } from './quote-list';
import { pageOf } from '../bookings/list-query';

// The quote calls of spec 02 section 7, with the access rules of section 6 (quote-access.ts in
// the domain, shared with the browser). Denials answer 403 with the spec's texts; a quote of
// another company is simply not found.

export function createQuotesService({ db, config, writes }: Deps) {
  /** The one permission check of every booking call (bookings/booking-access.ts), with the quote's rule. */
  const assertAllowed = (auth: CompanyAuth, action: QuoteAction, ctx?: QuoteAccessContext): Promise<Readonly<Permissions>> =>
    allowed(db, auth, (permissions) => quoteAccessDenial(action, permissions, ctx));

  /** Re-pricing an accepted quote is a conflict; another user's quote without Quotations.edit is refused. */
  async function assertAllowedOrConflict(auth: CompanyAuth, row: QuoteRow): Promise<Readonly<Permissions>> {
    const ctx = { accepted: row.accepted === 1, isNew: row.createdBy === auth.userId };
    return allowed(db, auth, (permissions) => {
      const denial = quoteAccessDenial('reprice', permissions, ctx);
      if (denial === BOOKING_MESSAGES.quoteAlreadyAccepted) throw conflict(denial);
      return denial;
    });
  }

  async function quoteByNumber(auth: CompanyAuth, quoteNumber: string): Promise<QuoteRow> {
    const id = quoteIdOf(quoteNumber);
    const row = id === null ? undefined : await findQuote(db, auth.companyId, id);
    if (!row) throw notFound(QUOTE_MESSAGES.notFound(quoteNumber.trim()));
    return row;
  }

  /** The stored columns of a priced draft (its own columns first: decision 0052). */
  function quoteColumns(draft: QuoteDraft, priced: PricedDraft, now: number) {
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
      // Priced today at today's levy: valid 14 days from now (spec 02 section 9).
      validUntil: now + QUOTE_VALID_MS,
      ...bookingColumns(draft, now),
    };
  }

  /** A new quote numbered from its id, with its lines. */
  async function createQuote(trx: Db, auth: CompanyAuth, draft: QuoteDraft, priced: PricedDraft, now: number) {
    const id = await insertQuote(trx, { companyId: auth.companyId, createdBy: auth.userId, createdAt: now, ...quoteColumns(draft, priced, now) });
    const itemIds = await quoteLines.insert(trx, id, priced.items.map(itemFields));
    return { id, itemIds, version: FIRST_VERSION };
  }

  /** Why a conditional change of a quote wrote nothing: accepted meanwhile, or changed by someone else. */
  async function refusal(trx: Db, auth: CompanyAuth, id: number) {
    const number = quoteNumberOf(id);
    const now = await findQuote(trx, auth.companyId, id);
    return conflict(now?.accepted === 1 ? QUOTE_MESSAGES.alreadyAccepted(number) : ROW_VERSION_MESSAGES.quote(number));
  }

  /**
   * An unaccepted quote re-priced from the version it was read at (decision 0030): the version is
   * checked in the UPDATE, before the lines are touched. Lines keep their ids when they come back.
   */
  async function rewriteQuote(trx: Db, auth: CompanyAuth, row: QuoteRow, draft: QuoteDraft, priced: PricedDraft, now: number) {
    const version = await updateQuote(trx, auth.companyId, row.id, draft.version, quoteColumns(draft, priced, now));
    if (version === null) throw await refusal(trx, auth, row.id);
    const itemIds = await quoteLines.rewrite(trx, row.id, priced.items.map((item, position) => ({ ...itemFields(item, position), id: item.id })));
    return { id: row.id, itemIds, version };
  }

  return {
    /** GET quoteNew: any quotation access opens the wizard's screens (new, existing, read-only). */
    async options(auth: CompanyAuth): Promise<OptionsAnswer> {
      const anyAccess = (p: Permissions) => (['add', 'edit', 'view'] as const).some((flag) => can(p, 'Quotations', flag));
      await allowed(db, auth, (p) => (anyAccess(p) ? null : (quoteAccessDenial('view', p) ?? SERVER_MESSAGES.forbidden)));
      return bookingOptionsAnswer(db, auth.companyId, config.now());
    },

    /** POST quoteNew: a new quote, or with quoteNumber the company's unaccepted quote re-priced. */
    async save(auth: CompanyAuth, draft: QuoteDraft, commit = PLAIN_COMMIT): Promise<QuoteNewAnswer> {
      const now = config.now();
      const updating = draft.quoteNumber.trim() !== '';
      // Re-pricing needs Quotations.edit, or Quotations.add for the caller's own new quote (quote-access.ts).
      let permissions = await assertAllowed(auth, updating ? 'reprice' : 'create', { isNew: true });
      const existing = updating ? await quoteByNumber(auth, draft.quoteNumber) : null;
      if (existing) permissions = await assertAllowedOrConflict(auth, existing);
      // Re-priced from a copy someone else has changed since: refused before pricing (decision 0030).
      if (existing && existing.version !== draft.version) throw conflict(ROW_VERSION_MESSAGES.quote(quoteNumberOf(existing.id)));
      const ctx = await companyBookingOptions(db, auth.companyId, now);
      const priced = checkAndPrice(draft, ctx, auth.companyId);
      const showPrice = showsQuotePrice(permissions);
      // The quote, its lines and its audit row in one transaction (a shared one, write-batch.ts).
      return writes.run(async (trx) => {
        const { id, itemIds, version } = existing
          ? await rewriteQuote(trx, auth, existing, draft, priced, now)
          : await createQuote(trx, auth, draft, priced, now);
        return commit.settle<QuoteNewAnswer>(trx, {
          quoteNumber: quoteNumberOf(id),
          quotePrice: showPrice ? priced.breakdown.total : 0,
          breakdown: showPrice ? priced.breakdown : null,
          freightItemIDs: itemIds,
          freightList: priced.items.map((item, i) => ({ ...item, id: itemIds[i] ?? 0 })),
          errorMsg: '',
          generalRate: priced.generalRate,
          version,
        });
      });
    },

    async get(auth: CompanyAuth, quoteNumber: string): Promise<Quote> {
      const permissions = await assertAllowed(auth, 'view');
      const row = await quoteByNumber(auth, quoteNumber);
      return quoteOf(row, await quoteLines.find(db, row.id), showsQuotePrice(permissions));
    },

    /** POST quote: Quotations.edit, or Quotations.add for a quote the caller has just made. */
    async accept(auth: CompanyAuth, { quoteNumber, version }: AcceptQuoteInput): Promise<AcceptQuoteAnswer> {
      const row = await quoteByNumber(auth, quoteNumber);
      const number = quoteNumberOf(row.id);
      await assertAllowed(auth, 'accept', { isNew: row.createdBy === auth.userId && row.accepted === 0 });
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
      await assertAllowed(auth, 'view');
      const now = config.now();
      const since = listSince(now);
      const [rows, ctx] = await Promise.all([listQuotes(db, auth, { ...input, since }), companyBookingOptions(db, auth.companyId, now)]);
      const { next, rows: page } = pageOf(rows, since);
      return { since, next, quotes: page.map((row) => listRowOf(row, ctx.suburbs, now)) };
    },

    /** POST quotes/duplicate: a new, unaccepted quote of the same freight, priced today. */
    async duplicate(auth: CompanyAuth, quoteNumber: string, commit = PLAIN_COMMIT): Promise<DuplicateAnswer> {
      await assertAllowed(auth, 'create');
      const row = await quoteByNumber(auth, quoteNumber);
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
