import { describe, expect, it } from 'vitest';
import { DEFAULT_OPEN_STEPS, nextEnabledByDefault, nextStep, previousStep, SKIPPABLE_STEP, stepClickable, stepCount, WIZARD_STEPS } from './wizard-steps';

describe('wizards (spec 02 section 2)', () => {
  it('have 5, 8, 8 and 10 steps', () => {
    expect([stepCount('quote'), stepCount('pickup'), stepCount('convertQuote'), stepCount('dropFreight')]).toEqual([5, 8, 8, 10]);
    expect(WIZARD_STEPS.quote).toEqual(['Details', 'Additional Services', 'Dangerous Goods', 'Special Instructions', 'Summary']);
    expect(WIZARD_STEPS.dropFreight[1]).toBe('Enter Consignment Number');
    expect(WIZARD_STEPS.convertQuote[2]).toBe('Check Freight');
    expect(WIZARD_STEPS.pickup[2]).toBe('Enter Freight');
  });

  it('mark steps up to the current one as clickable', () => {
    expect([1, 2, 3, 4].map((step) => stepClickable(step, 3))).toEqual([true, true, true, false]);
    expect(stepClickable(0, 3)).toBe(false);
  });

  it('disable Next on step 1 by default', () => {
    expect(nextEnabledByDefault(1)).toBe(false);
    expect(nextEnabledByDefault(2)).toBe(true);
  });

  it('skip step 2 in both directions on the existing drop freight route', () => {
    const steps = stepCount('dropFreight');
    expect(nextStep(1, steps, SKIPPABLE_STEP)).toBe(3);
    expect(previousStep(3, SKIPPABLE_STEP)).toBe(1);
    expect(nextStep(1, steps)).toBe(2);
    expect(previousStep(3)).toBe(2);
  });

  it('stay within the wizard', () => {
    expect(nextStep(5, stepCount('quote'))).toBe(5);
    expect(previousStep(1)).toBe(1);
  });

  it('open drop freight at the default steps', () => {
    expect(DEFAULT_OPEN_STEPS).toEqual({ loadedConsignment: 9, localCopy: 8, outstandingDraft: 1, duplicate: 7 });
  });
});
