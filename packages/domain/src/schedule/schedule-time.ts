import { normaliseTime } from '../validation/time';

// Dates and clock times as the schedule steps take them: 'YYYY-MM-DD' and 'HH:MM' (spec 02
// section 5: times normalised to HH:MM, hours 0-23, minutes 00-59).

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DIGITS_ONLY = /^(\d{1,2})(\d{2})$/;
const WITH_SECONDS = /^(\d{1,2}:\d{2}):[0-5]\d$/;

/**
 * Normalises a typed time to 'HH:MM', or undefined when it is not a time.
 * Accepted: 'H:MM' and 'HH:MM' ('7:05' -> '07:05'); digits only, 'HMM' or 'HHMM'
 * ('700' and '0700' -> '07:00', as typed on a keypad); seconds, which time pickers may add, are
 * dropped ('07:00:00' -> '07:00'). Refused: one-digit minutes ('7:5' could mean 7:05 or 7:50),
 * hours alone ('7'), hours above 23 and minutes above 59, 12-hour forms ('4:00PM').
 */
export function normaliseScheduleTime(value: string): string | undefined {
  const text = value.trim();
  const digits = DIGITS_ONLY.exec(text);
  if (digits) return normaliseTime(`${digits[1]}:${digits[2]}`);
  const seconds = WITH_SECONDS.exec(text);
  return normaliseTime(seconds ? seconds[1]! : text);
}

/** 'HH:MM' (normalised) -> minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes after midnight -> 'HH:MM'. */
export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'HH:MM' -> '4:00PM', the way the spec writes clock times in messages. */
export function clockText(time: string): string {
  const minutes = minutesOf(time);
  const h = Math.floor(minutes / 60);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')}${h < 12 ? 'AM' : 'PM'}`;
}

/** A real calendar date written 'YYYY-MM-DD' (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The calendar date n days after date (n may be negative). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
}
