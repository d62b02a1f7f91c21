import { describe, expect, it } from 'vitest';
import { codesOf, currentStageOf, eventCodeError, TRACKING_MESSAGES, trackingTabs } from './event-codes';

describe('tracking event codes (spec 02 section 4)', () => {
  it('lists the spec codes of each first stage in order', () => {
    expect(codesOf('pickup').map((c) => c.code)).toEqual([0, 2, 3, 4, 5, 20, 35, 37, 41, 44, 45, 52, 53, 55]);
    expect(codesOf('receival').map((c) => c.code)).toEqual([10, 14, 20, 35, 37, 41, 44, 45, 52, 53, 55]);
  });

  it('takes the highest code as the current stage', () => {
    expect(currentStageOf([])).toBeNull();
    expect(currentStageOf([0, 2])).toBe('pickup');
    expect(currentStageOf([10, 14, 20])).toBe('transit');
    expect(currentStageOf([0, 55, 3])).toBe('delivery');
  });

  it('refuses a code that goes backwards, repeats, is unknown or belongs to the other first stage', () => {
    expect(eventCodeError(20, 'pickup', 5)).toBeNull();
    expect(eventCodeError(0, 'pickup', null)).toBeNull();
    expect(eventCodeError(4, 'pickup', 20)).toBe(TRACKING_MESSAGES.backwards(4, 20));
    expect(eventCodeError(20, 'pickup', 20)).toBe(TRACKING_MESSAGES.backwards(20, 20));
    expect(eventCodeError(7, 'pickup', null)).toBe(TRACKING_MESSAGES.unknownCode(7));
    expect(eventCodeError(14, 'pickup', 5)).toBe(TRACKING_MESSAGES.wrongFirstStage(14, 'pickup'));
    expect(eventCodeError(3, 'receival', null)).toBe(TRACKING_MESSAGES.wrongFirstStage(3, 'receival'));
  });

  it('disables tabs without events and selects the last enabled one', () => {
    expect(trackingTabs('pickup', [])).toEqual({
      tabs: [
        { stage: 'pickup', enabled: false },
        { stage: 'transit', enabled: false },
        { stage: 'delivery', enabled: false },
      ],
      selected: null,
    });
    expect(trackingTabs('receival', [10, 14, 20, 35])).toEqual({
      tabs: [
        { stage: 'receival', enabled: true },
        { stage: 'transit', enabled: true },
        { stage: 'delivery', enabled: false },
      ],
      selected: 'transit',
    });
    expect(trackingTabs('pickup', [0, 2, 3, 4, 5, 20, 52, 53, 55]).selected).toBe('delivery');
  });
});
