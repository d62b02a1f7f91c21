import type { QuoteDraft, QuoteNewAnswer } from '@portal/domain/api/quote';
import { showsQuotePrice } from '@portal/domain/quote/quote-access';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { quoteNumberOf } from '../../db/record-numbers';
import type { Deps } from '../../deps';
import { conflict } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { PLAIN_COMMIT } from '../bookings/service';
import { companyBookingOptions } from '../reference/service';
import { checkAndPrice } from './price-draft';
import { assertQuoteAllowed, assertRepriceAllowed, quoteByNumber } from './quote-lookup';
import { createQuote, rewriteQuote } from './quote-writes';

/** The quotes service's `save`. */
export function saveQuoteWith({ db, config, writes }: Deps) {
  /** POST quoteNew: a new quote, or with quoteNumber the company's unaccepted quote re-priced. */
  return async function save(auth: CompanyAuth, draft: QuoteDraft, commit = PLAIN_COMMIT): Promise<QuoteNewAnswer> {
    const now = config.now();
    const updating = draft.quoteNumber.trim() !== '';
    // Re-pricing needs Quotations.edit, or Quotations.add for the caller's own new quote (quote-access.ts).
    let permissions = await assertQuoteAllowed(db, auth, updating ? 'reprice' : 'create', { isNew: true });
    const existing = updating ? await quoteByNumber(db, auth, draft.quoteNumber) : null;
    if (existing) permissions = await assertRepriceAllowed(db, auth, existing);
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
  };
}
