import { SCHEDULE_HORIZON_DAYS } from './schedule-constants';
import { addDays, timeOf } from './schedule-time';
import { epochOfLocal, localTimeAt, timeZoneOf } from './zoned-time';

// Today and the scheduling horizon in the pickup state's local time, from an injected clock
// (spec 02 section 9: the horizon is 15 days from today's midnight).

/** Today's date in the state, 'YYYY-MM-DD'. */
export function todayIn(state: string, now: Date): string {
  return localTimeAt(now.getTime(), timeZoneOf(state)).date;
}

/** The first moment beyond the horizon: local midnight starting today + 15. */
export function horizonLimit(state: string, now: Date): number {
  return epochOfLocal(addDays(todayIn(state, now), SCHEDULE_HORIZON_DAYS), 0, timeZoneOf(state));
}

/** The first and last schedulable days, for date pickers' minimum and maximum. */
export function scheduleBounds(state: string, now: Date): { firstDay: string; lastDay: string } {
  const today = todayIn(state, now);
  return { firstDay: today, lastDay: addDays(today, SCHEDULE_HORIZON_DAYS - 1) };
}

/** A moment as the state's local 'YYYY-MM-DD HH:mm' (spec 02 section 9 date format). */
export function localDateTime(state: string, at: Date): string {
  const local = localTimeAt(at.getTime(), timeZoneOf(state));
  return `${local.date} ${timeOf(Math.floor(local.seconds / 60))}`;
}

/** The moment the state's wall clock shows date and time ('YYYY-MM-DD', normalised 'HH:MM'). */
export function localMoment(state: string, date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  return new Date(epochOfLocal(date, h! * 60 + m!, timeZoneOf(state)));
}
