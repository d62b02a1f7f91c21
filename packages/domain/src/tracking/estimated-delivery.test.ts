import { describe, expect, it } from 'vitest';
import { estimatedDeliveryDay, transitDays } from './estimated-delivery';

describe('estimated delivery day', () => {
  it('takes more business days the further apart the depots are', () => {
    expect(transitDays(0)).toBe(1);
    expect(transitDays(730)).toBe(2); // Brisbane - Sydney
    expect(transitDays(1370)).toBe(3); // Sydney - Adelaide... Brisbane - Melbourne
    expect(transitDays(3300)).toBe(5); // Brisbane - Perth
  });

  it('counts business days of the receiving state from the local day the freight started', () => {
    // Friday 2026-11-20 09:00 in Brisbane, two business days: Tuesday 2026-11-24 in NSW.
    const friday = Date.parse('2026-11-19T23:00:00Z');
    expect(estimatedDeliveryDay(friday, 'QLD', 'NSW', 2)).toBe('2026-11-24');
    // Over Christmas and Boxing Day (and the weekend after) in Victoria.
    const christmasEve = Date.parse('2026-12-23T22:00:00Z');
    expect(estimatedDeliveryDay(christmasEve, 'VIC', 'VIC', 1)).toBe('2026-12-29');
  });
});
