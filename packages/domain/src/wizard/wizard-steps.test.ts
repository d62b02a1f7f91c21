import { describe, expect, it } from 'vitest';
import { DEFAULT_OPEN_STEPS, nextStep, previousStep, SKIPPABLE_STEP, WIZARD_STEPS } from './wizard-steps';

describe('wizards (spec 02 section 2)', () => {
  it('have 5, 8, 8 and 10 steps', () => {
    expect([WIZARD_STEPS.quote, WIZARD_STEPS.pickup, WIZARD_STEPS.convertQuote, WIZARD_STEPS.dropFreight].map((steps) => steps.length)).toEqual([5, 8, 8, 10]);
    expect(WIZARD_STEPS.quote).toEqual(['Details', 'Additional Services', 'Dangerous Goods', 'Special Instructions', 'Summary']);
    expect(WIZARD_STEPS.dropFreight[1]).toBe('Enter Consignment Number');
    expect(WIZARD_STEPS.convertQuote[2]).toBe('Check Freight');
    expect(WIZARD_STEPS.pickup[2]).toBe('Enter Freight');
  });

  it('skip step 2 in both directions on the existing drop freight route', () => {
    const steps = WIZARD_STEPS.dropFreight.length;
    expect(nextStep(1, steps, SKIPPABLE_STEP)).toBe(3);
    expect(previousStep(3, SKIPPABLE_STEP)).toBe(1);
    expect(nextStep(1, steps)).toBe(2);
    expect(previousStep(3)).toBe(2);
  });

  it('stay within the wizard', () => {
    expect(nextStep(5, WIZARD_STEPS.quote.length)).toBe(5);
    expect(previousStep(1)).toBe(1);
  });

  it('open drop freight at the default steps', () => {
    expect(DEFAULT_OPEN_STEPS).toEqual({ loadedConsignment: 9, localCopy: 8, outstandingDraft: 1, duplicate: 7 });
  });
});
