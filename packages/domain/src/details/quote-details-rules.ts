import type { QuoteDraft } from '../api/quote';
import { referenceErrors } from './reference-rules';
import { routeCheck, type RouteCheck, type RouteContext } from './route-rules';

// The quote wizard's Details step (spec 02 section 2): sender and receiver suburb pickers, a
// purchase order number and a customer reference.

export interface QuoteDetailsContext extends RouteContext {
  requirePO: boolean;
}

/** The route check with the PO and reference messages added to its errors. */
export function quoteDetailsCheck(
  draft: Pick<QuoteDraft, 'sender' | 'receiver' | 'poNumber' | 'customerRef'>,
  ctx: QuoteDetailsContext,
): RouteCheck {
  const route = routeCheck(draft.sender, draft.receiver, ctx);
  return { ...route, errors: [...route.errors, ...referenceErrors(draft.poNumber, draft.customerRef, ctx.requirePO)] };
}
