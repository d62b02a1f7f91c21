import { describe, expect, it } from 'vitest';
import { DETAILS_MESSAGES } from '../details/details-messages';
import { FREIGHT_MESSAGES } from '../freight/freight-messages';
import { quoteDraftErrors } from '../quote/quote-rules';
import { buildFreightItem, buildQuoteContext, buildQuoteDraft, TEST_SUBURBS } from '../quote/test-factories';
import { QUOTE_STEP, quoteStepCheck } from './quote-step-rules';

const ctx = buildQuoteContext();

describe('quote step rules (spec 02 sections 2 and 5)', () => {
  it('one problem, one message: a failed route does not also fail the freight type (issue 10)', () => {
    const same = buildQuoteDraft({ receiver: TEST_SUBURBS.valley.value });
    const noRoute = buildQuoteDraft({ sender: TEST_SUBURBS.darwin.value, receiver: TEST_SUBURBS.hobart.value });
    expect(quoteStepCheck(QUOTE_STEP.details, same, ctx).errors).toEqual([DETAILS_MESSAGES.destinationsMatch]);
    expect(quoteStepCheck(QUOTE_STEP.details, noRoute, ctx).errors).toEqual([DETAILS_MESSAGES.cannotShip]);
    // The server answers the same (POST quoteNew calls the same rules).
    expect(quoteDraftErrors(same, ctx)).toEqual([DETAILS_MESSAGES.destinationsMatch]);
    expect(quoteDraftErrors(noRoute, ctx)).not.toContain(FREIGHT_MESSAGES.typeNotOnRoute);
  });

  it('reports Details after Next, and holds Next on services and instructions', () => {
    const details = quoteStepCheck(QUOTE_STEP.details, buildQuoteDraft({ freightList: [buildFreightItem({ ref: '' })] }), ctx);
    expect(details).toEqual({ canAdvance: true, errors: ['Item 1: Reference is required.'] });
    expect(quoteStepCheck(QUOTE_STEP.services, buildQuoteDraft({ pickupRequired: 0 }), ctx).canAdvance).toBe(false);
    expect(quoteStepCheck(QUOTE_STEP.instructions, buildQuoteDraft({ instructions: 'x'.repeat(851) }), ctx).canAdvance).toBe(false);
    expect(quoteStepCheck(QUOTE_STEP.dangerousGoods, buildQuoteDraft({ _dgHas: null }), ctx).canAdvance).toBe(false);
    expect(quoteStepCheck(QUOTE_STEP.summary, buildQuoteDraft({ _dgHas: null }), ctx)).toEqual({ canAdvance: true, errors: [] });
  });
});
