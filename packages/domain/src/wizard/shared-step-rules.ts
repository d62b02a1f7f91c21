import type { QuoteDraft } from '../api/quote';
import { accountsNotPaying } from '../booking-messages';
import { dgNextEnabled } from '../dangerous-goods/dg-flow';
import { dangerousGoodsErrors } from '../dangerous-goods/dg-rules';
import { instructionsError } from '../quote/special-instructions';
import { disableNext, type StepRule } from './step-check';

// Step rules every wizard that has the step shares (spec 02 sections 2, 4 and 5), written once.

/** Accounts: only Yes allows Next; No says to contact the provider. */
export const accountsRule: StepRule<{ accounts: boolean | null }, { company: string }> = (draft, ctx) =>
  disableNext(draft.accounts === true ? [] : [accountsNotPaying(ctx.company)]);

/** Next once the answer is no, or yes with allowed classes; the item information answers after Next. */
export const dangerousGoodsRule: StepRule<Pick<QuoteDraft, '_dgHas' | 'dgClasses' | 'freightList'>, unknown> = (draft) => ({
  canAdvance: dgNextEnabled(draft, draft.freightList.length),
  errors: dangerousGoodsErrors(draft),
});

export const instructionsRule: StepRule<Pick<QuoteDraft, 'instructions'>, unknown> = (draft) => {
  const error = instructionsError(draft.instructions);
  return disableNext(error ? [error] : []);
};
