import type { QuoteDraft } from '../api/quote';
import { quoteDetailsCheck } from '../details/quote-details-rules';
import type { QuoteContext } from '../quote/quote-rules';
import { routeFreightErrors, routeServiceErrors } from '../services/freight-and-service-errors';
import { dangerousGoodsRule, instructionsRule } from './shared-step-rules';
import { disableNext, NO_CHECK, reportOnNext, type StepCheck, type StepRule } from './step-check';

// The quote wizard's steps and the rule that gates each one's Next (spec 02 sections 2, 4 and 5),
// counted from 1 like every wizard's progress (wizard-steps.ts). Details holds the line items
// (docs/decisions/0017); their dangerous goods fields are checked on Dangerous Goods.

export const QUOTE_STEP = { details: 1, services: 2, dangerousGoods: 3, instructions: 4, summary: 5, accept: 6 } as const;

type QuoteRule = StepRule<QuoteDraft, QuoteContext>;

const details: QuoteRule = (draft, ctx) => {
  const route = quoteDetailsCheck(draft, ctx);
  return reportOnNext([...route.errors, ...routeFreightErrors(draft, route, ctx)]);
};

const services: QuoteRule = (draft, ctx) => disableNext(routeServiceErrors(draft, quoteDetailsCheck(draft, ctx), ctx));

/** The rules in step order: the steps before Summary. */
export const QUOTE_STEP_RULES: readonly QuoteRule[] = [details, services, dangerousGoodsRule, instructionsRule];

export function quoteStepCheck(step: number, draft: QuoteDraft, ctx: QuoteContext): StepCheck {
  return QUOTE_STEP_RULES[step - QUOTE_STEP.details]?.(draft, ctx) ?? NO_CHECK;
}
