import Holidays from 'date-holidays';
import { addDays, weekdayOf } from './schedule-time';

// Business days of a pickup's state (DESIGN.md: next business day skips weekends and the sender
// state's public holidays), from the maintained date-holidays calendar rather than a list of our
// own. Only whole-day public holidays close a day: date-holidays also lists evening ones
// (Christmas Eve and New Year's Eve from 6 or 7pm in QLD, SA and NT), which leave business hours
// open.

const AU_STATES = new Set(['QLD', 'NSW', 'ACT', 'VIC', 'SA', 'WA', 'TAS', 'NT']);

const calendars = new Map<string, Holidays>();
const holidaysByYear = new Map<string, ReadonlySet<string>>();

function calendarOf(state: string): Holidays {
  let calendar = calendars.get(state);
  if (!calendar) {
    // A state the list does not know gets the national holidays only.
    calendar = AU_STATES.has(state)
      ? new Holidays('AU', state, { types: ['public'] })
      : new Holidays('AU', { types: ['public'] });
    calendars.set(state, calendar);
  }
  return calendar;
}

function holidaysOf(state: string, year: number): ReadonlySet<string> {
  const key = `${state} ${year}`;
  let days = holidaysByYear.get(key);
  if (!days) {
    // `date` is the holiday's local calendar date and start time: 'YYYY-MM-DD hh:mm:ss'.
    const whole = calendarOf(state)
      .getHolidays(year)
      .filter((h) => h.type === 'public' && h.date.slice(11, 19) === '00:00:00');
    days = new Set(whole.map((h) => h.date.slice(0, 10)));
    holidaysByYear.set(key, days);
  }
  return days;
}

function stateKey(state: string): string {
  return state.trim().toUpperCase();
}

/** A whole-day public holiday of the state on date ('YYYY-MM-DD'), substitute days included. */
export function isPublicHoliday(state: string, date: string): boolean {
  return holidaysOf(stateKey(state), Number(date.slice(0, 4))).has(date);
}

export function isBusinessDay(state: string, date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(state, date);
}

/** The first business day after date. */
export function nextBusinessDay(state: string, date: string): string {
  let day = addDays(date, 1);
  // Bounded: no state has more than a few closed days in a row (Easter, Christmas).
  for (let i = 0; i < 31 && !isBusinessDay(state, day); i += 1) day = addDays(day, 1);
  return day;
}
