import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBusinessDay } from './business-days';
import { pickupCutOff } from './cutoffs';
import { checkPickupSchedule } from './pickup-schedule-rules';
import { horizonLimit } from './schedule-clock';
import { addDays, normaliseScheduleTime, timeOf } from './schedule-time';
import { epochOfLocal, localTimeAt, timeZoneOf } from './zoned-time';

// The schedule rules as properties over random clocks (2024-2028), states, ready times and
// business hours.

const STATES = ['QLD', 'NSW', 'ACT', 'VIC', 'SA', 'WA', 'TAS', 'NT'] as const;
const state = fc.constantFrom(...STATES);
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const clock = fc.integer({ min: Date.UTC(2024, 0, 1) / MINUTE, max: Date.UTC(2028, 0, 1) / MINUTE }).map((m) => m * MINUTE);
/** Business hours: opening before closing, whole minutes. */
const hours = fc
  .tuple(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: 1439 }))
  .filter(([open, close]) => open < close)
  .map(([open, close]) => ({ openFrom: timeOf(open), closedAfter: timeOf(close) }));

describe('schedule properties', () => {
  it('schedules on a business day, never before the ready day, skipping only closed days', () => {
    fc.assert(
      fc.property(state, clock, fc.integer({ min: 0, max: 15 * 1440 }), hours, (st, now, ahead, biz) => {
        const readyAt = new Date(now + ahead * MINUTE);
        const result = pickupCutOff({ state: st, now: new Date(now), readyAt, ...biz });
        const readyDay = localTimeAt(readyAt.getTime(), timeZoneOf(st)).date;
        expect(isBusinessDay(st, result.scheduleDay)).toBe(true);
        if (result.rule === 'none') {
          expect(result.scheduleDay).toBe(readyDay);
          expect(result.message).toBe('');
          return;
        }
        expect(result.scheduleDay > readyDay).toBe(true);
        expect(result.message).toMatch(/Freight will be picked up on the next business day\.$/);
        for (let day = addDays(readyDay, 1); day < result.scheduleDay; day = addDays(day, 1)) {
          expect(isBusinessDay(st, day)).toBe(false);
        }
      }),
    );
  });

  it('moves every pickup requested after 11am for today', () => {
    fc.assert(
      fc.property(state, clock, hours, (st, now, biz) => {
        const local = localTimeAt(now, timeZoneOf(st));
        const result = pickupCutOff({ state: st, now: new Date(now), readyAt: new Date(now), ...biz });
        if (local.seconds > 11 * 3600) expect(result.scheduleDay > local.date).toBe(true);
      }),
    );
  });

  it('accepts a Ready At exactly when it lies between 5 minutes ago and the horizon', () => {
    fc.assert(
      fc.property(state, clock, fc.integer({ min: -2 * 1440, max: 17 * 1440 }), (st, now, offset) => {
        const at = localTimeAt(now + offset * MINUTE, timeZoneOf(st));
        const ready = epochOfLocal(at.date, Math.floor(at.seconds / 60), timeZoneOf(st));
        const fields = {
          when: 'at' as const,
          _readyAtDate: at.date,
          _readyAtTime: timeOf(Math.floor(at.seconds / 60)),
          openFrom: '07:00',
          closedAfter: '17:00',
          bookedBy: 'Jo',
        };
        const valid = ready >= now - 5 * MINUTE && ready < horizonLimit(st, new Date(now));
        const check = checkPickupSchedule(fields, { state: st, now: new Date(now) });
        expect(Object.keys(check.errors).length === 0).toBe(valid);
        expect(check.outcome !== undefined).toBe(valid);
      }),
    );
  });

  it('reads back the wall time it converted, in every state', () => {
    fc.assert(
      fc.property(state, clock, (st, now) => {
        const zone = timeZoneOf(st);
        const local = localTimeAt(now, zone);
        const back = localTimeAt(epochOfLocal(local.date, local.seconds / 60, zone), zone);
        expect(back).toEqual(local);
      }),
    );
  });

  it('puts the horizon 15 local days ahead, a day of 23 to 25 hours each', () => {
    fc.assert(
      fc.property(state, clock, (st, now) => {
        const span = horizonLimit(st, new Date(now)) - now;
        expect(span).toBeGreaterThan(14 * DAY - 2 * 3_600_000);
        expect(span).toBeLessThanOrEqual(15 * DAY + 3_600_000);
      }),
    );
  });

  it('normalises every HH:MM time to itself, however typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const time = timeOf(h * 60 + m);
        const mm = String(m).padStart(2, '0');
        for (const typed of [time, `${h}:${mm}`, `${h}${mm}`, `${time}:00`, ` ${time} `]) {
          expect(normaliseScheduleTime(typed)).toBe(time);
        }
      }),
    );
  });
});
