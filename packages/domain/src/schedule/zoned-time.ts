import { DAY_MS } from '../constants';
import { isAustralianState, type AustralianState } from '../reference/australian-states';

// The pickup state's local time (spec 02 section 5: cut-offs are clock times where the freight is).
// Zone conversion uses the platform's Intl time zone data, so daylight saving in NSW, ACT, VIC,
// SA and TAS follows the IANA database without a date library.

const STATE_TIME_ZONES: Readonly<Record<AustralianState, string>> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

/** The carrier's home zone (its head depot is BNE), for a state the list does not know. */
const FALLBACK_TIME_ZONE = 'Australia/Brisbane';

export function timeZoneOf(state: string): string {
  const key = state.trim().toUpperCase();
  return isAustralianState(key) ? STATE_TIME_ZONES[key] : FALLBACK_TIME_ZONE;
}

/** A moment in a zone's local time. */
export interface LocalTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Seconds after local midnight. */
  seconds: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type Fields = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

function intlFieldsAt(epochMs: number, timeZone: string): Fields {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields as Fields;
}

/** How far the zone's wall clock is ahead of UTC at a moment, in ms. */
function offsetOf(f: Fields, epochMs: number): number {
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/** Per zone, by UTC day number: the offset the whole day has, or null when it changes that day. */
const dayOffsets = new Map<string, Map<number, number | null>>();
const DAYS_KEPT = 4096;

/**
 * formatToParts costs microseconds a call, and a tracking answer formats every event (issue 12).
 * A daylight saving change moves the offset at most once a day (as epochOfLocal assumes), so a
 * day whose first and last second have the same offset has it throughout: asked of Intl once
 * per zone and day, then the wall clock is plain UTC arithmetic. A day with a change asks Intl.
 */
function steadyOffset(day: number, timeZone: string): number | null {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  let offset = days.get(day);
  if (offset === undefined) {
    const first = day * DAY_MS;
    const last = first + DAY_MS - 1000;
    const start = offsetOf(intlFieldsAt(first, timeZone), first);
    offset = start === offsetOf(intlFieldsAt(last, timeZone), last) ? start : null;
    if (days.size >= DAYS_KEPT) days.clear();
    days.set(day, offset);
  }
  return offset;
}

function fieldsAt(epochMs: number, timeZone: string): Fields {
  const offset = steadyOffset(Math.floor(epochMs / DAY_MS), timeZone);
  if (offset === null) return intlFieldsAt(epochMs, timeZone);
  const wall = new Date(epochMs + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

export function localTimeAt(epochMs: number, timeZone: string): LocalTime {
  const f = fieldsAt(epochMs, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${String(f.year).padStart(4, '0')}-${pad(f.month)}-${pad(f.day)}`,
    seconds: f.hour * 3600 + f.minute * 60 + f.second,
  };
}

/** How far the zone's wall clock is ahead of UTC at a moment, in ms. */
function offsetAt(epochMs: number, timeZone: string): number {
  return offsetOf(fieldsAt(epochMs, timeZone), epochMs);
}

/**
 * The moment a zone's wall clock shows date at minutes after midnight. A wall time skipped by
 * daylight saving maps to the moment an hour later; a repeated one to its first occurrence.
 */
export function epochOfLocal(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, 0, minutes);
  const day = 86_400_000;
  // A daylight saving change moves the offset at most once a day: the offsets a day either side
  // are the only candidates.
  const offsets = [offsetAt(wall - day, timeZone), offsetAt(wall + day, timeZone)];
  const matches = offsets.map((o) => wall - o).filter((e) => e + offsetAt(e, timeZone) === wall);
  return matches.length > 0 ? Math.min(...matches) : wall - Math.min(...offsets);
}
