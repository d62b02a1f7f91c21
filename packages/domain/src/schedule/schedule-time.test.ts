import { describe, expect, it } from 'vitest';
import { addDays, clockText, isCalendarDate, normaliseScheduleTime, weekdayOf } from './schedule-time';
import { epochOfLocal, localTimeAt, timeZoneOf } from './zoned-time';

describe('normaliseScheduleTime (spec 02 section 5: HH:MM, hours 0-23, minutes 00-59)', () => {
  it.each([
    ['07:00', '07:00'],
    ['7:05', '07:05'],
    [' 16:30 ', '16:30'],
    ['0:00', '00:00'],
    ['23:59', '23:59'],
    ['0700', '07:00'],
    ['700', '07:00'],
    ['1730', '17:30'],
    ['07:00:00', '07:00'],
  ])('%s -> %s', (typed, normalised) => {
    expect(normaliseScheduleTime(typed)).toBe(normalised);
  });

  it.each(['7:5', '7', '24:00', '12:60', '2400', '1260', '07:00:60', '4:00PM', '', 'noon', '-1:00'])(
    'refuses %j',
    (typed) => {
      expect(normaliseScheduleTime(typed)).toBeUndefined();
    },
  );
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-6-1')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('adds days across months and years, and names weekdays', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(weekdayOf('2025-06-13')).toBe(5);
    expect(weekdayOf('2025-06-15')).toBe(0);
  });

  it('writes clock times the way the spec writes 4:00PM', () => {
    expect(clockText('16:00')).toBe('4:00PM');
    expect(clockText('13:05')).toBe('1:05PM');
    expect(clockText('12:00')).toBe('12:00PM');
    expect(clockText('00:30')).toBe('12:30AM');
    expect(clockText('09:15')).toBe('9:15AM');
  });
});

describe('state time zones', () => {
  const at = (iso: string, state: string) => localTimeAt(Date.parse(iso), timeZoneOf(state));

  it('reads one moment on each state clock', () => {
    const moment = '2025-06-10T02:30:00Z';
    expect(at(moment, 'QLD')).toEqual({ date: '2025-06-10', seconds: 12.5 * 3600 });
    expect(at(moment, 'WA')).toEqual({ date: '2025-06-10', seconds: 10.5 * 3600 });
    expect(at(moment, 'SA')).toEqual({ date: '2025-06-10', seconds: 12 * 3600 });
    expect(at(moment, 'NT')).toEqual({ date: '2025-06-10', seconds: 12 * 3600 });
    expect(at(moment, 'nsw')).toEqual({ date: '2025-06-10', seconds: 12.5 * 3600 });
    // Summer: daylight saving in NSW, ACT, VIC, SA and TAS, not in QLD, WA and NT.
    expect(at('2025-12-01T00:00:00Z', 'VIC').seconds).toBe(11 * 3600);
    expect(at('2025-12-01T00:00:00Z', 'TAS').seconds).toBe(11 * 3600);
    expect(at('2025-12-01T00:00:00Z', 'QLD').seconds).toBe(10 * 3600);
  });

  it('turns a wall time back into a moment, through daylight saving changes', () => {
    const sydney = timeZoneOf('NSW');
    expect(new Date(epochOfLocal('2025-06-10', 9 * 60, sydney)).toISOString()).toBe('2025-06-09T23:00:00.000Z');
    expect(new Date(epochOfLocal('2025-12-10', 9 * 60, sydney)).toISOString()).toBe('2025-12-09T22:00:00.000Z');
    // 2:30am is skipped on 5 October 2025: an hour later, 3:30am daylight time.
    expect(new Date(epochOfLocal('2025-10-05', 150, sydney)).toISOString()).toBe('2025-10-04T16:30:00.000Z');
    // 2:30am happens twice on 6 April 2025: the first one, still daylight time.
    expect(new Date(epochOfLocal('2025-04-06', 150, sydney)).toISOString()).toBe('2025-04-05T15:30:00.000Z');
    expect(timeZoneOf('XX')).toBe('Australia/Brisbane');
  });
});
