import type { QuoteDraft } from '../api/quote';
import type { FreightTypeOption, RateOption, SuburbOption } from '../api/reference';
import type { FreightLimits } from '../api/session';
import { dangerousGoodsErrors } from '../dangerous-goods/dg-rules';
import { quoteDetailsCheck } from '../details/quote-details-rules';
import { freightAndServiceErrors } from '../services/freight-and-service-errors';
import { instructionsError } from './special-instructions';

// Every message the quote wizard can produce for a submitted draft, in step order (spec 02
// sections 2 and 5): Details (suburbs, PO, reference), the line items and totals, Additional
// Services, Dangerous Goods, Special Instructions. The browser shows them per step; the server
// runs them all on POST quoteNew before its own database checks.

export interface QuoteContext {
  requirePO: boolean;
  limits: FreightLimits;
  dimensionFactor: number;
  findSuburb(value: string): SuburbOption | undefined;
  rates: readonly RateOption[];
  freightTypes: readonly FreightTypeOption[];
  /** The company's forklift options; forklift services are refused without them. */
  forkliftPickup?: boolean;
  forkliftDelivery?: boolean;
}

export function quoteDraftErrors(draft: QuoteDraft, ctx: QuoteContext): string[] {
  const route = quoteDetailsCheck(draft, ctx);
  const errors = [...route.errors];
  errors.push(...freightAndServiceErrors(draft, route, ctx));
  errors.push(...dangerousGoodsErrors(draft));
  const instructions = instructionsError(draft.instructions);
  if (instructions) errors.push(instructions);
  return errors;
}
