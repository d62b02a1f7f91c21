import type { QuotePriceFields } from '@portal/domain/api/quote';
import type { Permissions } from '@portal/domain/permissions';
import { showsQuotePrice } from '@portal/domain/quote/quote-access';
import type { Db } from '../../db/database';
import type { CompanyAuth } from '../../http/session-auth';
import { quotePriceOf } from './quote-rows';
import { findQuote } from './repo';

// The price of the quote a booking was made from, wherever the booking is shown (issue 24): the
// quote's stored total and breakdown, never priced again, and read only for a caller with
// QuotationFinancials view, as GET quote does (spec 02 section 6). The quote is the caller's
// company's: a booking's quote id is only looked up under that company.

export async function bookedQuotePrice(db: Db, auth: CompanyAuth, quoteId: number | null, permissions: Readonly<Permissions>): Promise<QuotePriceFields> {
  if (quoteId === null || !showsQuotePrice(permissions)) return quotePriceOf(undefined);
  return quotePriceOf(await findQuote(db, auth.companyId, quoteId));
}
