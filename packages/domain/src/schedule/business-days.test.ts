import { describe, expect, it } from 'vitest';
import { isBusinessDay, isPublicHoliday, nextBusinessDay } from './business-days';

// Public holidays of the pickup's state come from date-holidays (DESIGN.md).

describe('business days', () => {
  it.each([
    ['QLD', '2025-12-25', 'Christmas Day'],
    ['NSW', '2025-12-26', 'Boxing Day'],
    ['VIC', '2025-04-21', 'Easter Monday'],
    ['TAS', '2025-04-18', 'Good Friday'],
    ['QLD', '2025-05-05', 'Labour Day (QLD, May)'],
    ['NSW', '2025-06-09', "King's Birthday (NSW, June)"],
    ['VIC', '2025-11-04', 'Melbourne Cup (VIC)'],
    ['ACT', '2025-03-10', 'Canberra Day (ACT)'],
    ['WA', '2025-06-02', 'Western Australia Day'],
    ['QLD', '2026-12-28', 'Boxing Day substitute (Boxing Day on a Saturday)'],
    ['NSW', '2027-04-26', 'Anzac Day substitute (NSW)'],
  ])('%s %s is a public holiday: %s', (state, date) => {
    expect(isPublicHoliday(state, date)).toBe(true);
    expect(isBusinessDay(state, date)).toBe(false);
  });

  it.each([
    ['NSW', '2025-05-05', "QLD's Labour Day"],
    ['QLD', '2025-06-09', "the other states' King's Birthday (QLD's is in October)"],
    ['NSW', '2025-11-04', 'Melbourne Cup'],
    ['QLD', '2025-12-24', 'Christmas Eve: a holiday in QLD only from 6pm'],
    ['SA', '2025-12-31', "New Year's Eve: a holiday in SA only from 7pm"],
  ])('%s %s is a business day: %s', (state, date) => {
    expect(isBusinessDay(state, date)).toBe(true);
  });

  it('skips weekends', () => {
    expect(isBusinessDay('QLD', '2025-06-14')).toBe(false);
    expect(isBusinessDay('QLD', '2025-06-15')).toBe(false);
    expect(nextBusinessDay('QLD', '2025-06-13')).toBe('2025-06-16');
  });

  it('skips Easter and Christmas runs', () => {
    expect(nextBusinessDay('QLD', '2025-04-17')).toBe('2025-04-22');
    expect(nextBusinessDay('NSW', '2025-12-24')).toBe('2025-12-29');
    expect(nextBusinessDay('QLD', '2026-12-24')).toBe('2026-12-29');
    expect(nextBusinessDay('QLD', '2025-12-31')).toBe('2026-01-02');
  });

  it('keeps to the state: the day after a Friday before a state holiday Monday', () => {
    expect(nextBusinessDay('QLD', '2025-05-02')).toBe('2025-05-06');
    expect(nextBusinessDay('NSW', '2025-05-02')).toBe('2025-05-05');
  });

  it('gives a state it does not know the national holidays only', () => {
    expect(isBusinessDay('XX', '2025-12-25')).toBe(false);
    expect(isBusinessDay('XX', '2025-05-05')).toBe(true);
  });
});
