import type { QuoteDraft } from '../api/quote';
import type { FreightTypeOption, RateOption, SuburbOption } from '../api/reference';
import type { FreightLimits } from '../api/session';
import { draftErrors } from '../wizard/step-check';
import { QUOTE_STEP_RULES } from '../wizard/quote-step-rules';

// Every message the quote wizard can produce for a submitted draft, in step order (spec 02
// sections 2 and 5): the wizard's own step rules, which the browser shows step by step. The server
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
  return draftErrors(QUOTE_STEP_RULES, draft, ctx);
}
