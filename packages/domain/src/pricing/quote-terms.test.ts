import { describe, expect, it } from 'vitest';
import { fuelLevyFor, levyMonth, QUOTE_VALID_MS } from './quote-terms';

const LEVIES = [
  { month: '2026-01', percent: 18.2 },
  { month: '2026-03', percent: 19 },
  { month: '2026-04', percent: 19.4 },
];

describe('fuel levy of a month', () => {
  it('uses the month its own row', () => {
    expect(fuelLevyFor(LEVIES, '2026-03')).toBe(19);
  });

  it('uses the latest earlier month when a month has no row', () => {
    expect(fuelLevyFor(LEVIES, '2026-02')).toBe(18.2);
    expect(fuelLevyFor(LEVIES, '2027-09')).toBe(19.4);
  });

  it('is 0 before any levy was set', () => {
    expect(fuelLevyFor(LEVIES, '2025-12')).toBe(0);
    expect(fuelLevyFor([], '2026-03')).toBe(0);
  });

  it('turns the month over at midnight in Brisbane (UTC+10)', () => {
    expect(levyMonth(Date.UTC(2026, 2, 31, 13, 59))).toBe('2026-03');
    expect(levyMonth(Date.UTC(2026, 2, 31, 14, 0))).toBe('2026-04');
  });

  it('keeps a quote 14 days', () => {
    expect(QUOTE_VALID_MS).toBe(14 * 86_400_000);
  });
});
