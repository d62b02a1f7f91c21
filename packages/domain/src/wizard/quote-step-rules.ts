import type { QuoteDraft } from '../api/quote';
import { quoteDetailsCheck } from '../details/quote-details-rules';
import type { QuoteContext } from '../quote/quote-rules';
import { routeFreightErrors, routeServiceErrors } from '../services/freight-and-service-errors';
import { dangerousGoodsRule, instructionsRule } from './shared-step-rules';
import { disableNext, reportOnNext, type StepCheck, type StepRule } from './step-check';
import { stepCheckOf, stepNumbers, stepRules, type StepKey, type WizardStepDefinition } from './step-table';

// The quote wizard's steps and the rule that gates each one's Next (spec 02 sections 2, 4 and 5),
// counted from 1 like every wizard's progress (wizard-steps.ts). Details holds the line items
// (docs/decisions/0017); their dangerous goods fields are checked on Dangerous Goods.

type QuoteRule = StepRule<QuoteDraft, QuoteContext>;

const details: QuoteRule = (draft, ctx) => {
  const route = quoteDetailsCheck(draft, ctx);
  return reportOnNext([...route.errors, ...routeFreightErrors(draft, route, ctx)]);
};

const services: QuoteRule = (draft, ctx) => disableNext(routeServiceErrors(draft, quoteDetailsCheck(draft, ctx), ctx));

/** The quote wizard's 5 steps; Summary's Accept Quote leads to the Accept Quote screen. */
export const QUOTE_STEPS = [
  { key: 'details', name: 'Details', rule: details },
  { key: 'services', name: 'Additional Services', rule: services },
  { key: 'dangerousGoods', name: 'Dangerous Goods', rule: dangerousGoodsRule },
  { key: 'instructions', name: 'Special Instructions', rule: instructionsRule },
  { key: 'summary', name: 'Summary' },
] as const satisfies readonly WizardStepDefinition<QuoteDraft, QuoteContext>[];

export type QuoteStepKey = StepKey<typeof QUOTE_STEPS>;

/** The steps' numbers, and the Accept Quote screen's after them. */
export const QUOTE_STEP = { ...stepNumbers(QUOTE_STEPS), accept: QUOTE_STEPS.length + 1 } as const;

/** The rules in step order: the steps before Summary. */
export const QUOTE_STEP_RULES = stepRules<QuoteDraft, QuoteContext>(QUOTE_STEPS);

export function quoteStepCheck(step: number, draft: QuoteDraft, ctx: QuoteContext): StepCheck {
  return stepCheckOf<QuoteDraft, QuoteContext>(QUOTE_STEPS, step, draft, ctx);
}
