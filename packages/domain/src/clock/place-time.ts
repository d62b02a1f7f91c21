import { timeOf } from '../schedule/schedule-time';
import { epochOfLocal, localTimeAt } from '../schedule/zoned-time';
import { zoneAbbreviation } from './zone-abbreviations';

// The one way a time is written (decision 0042): spec 02 section 9's 'YYYY-MM-DD HH:mm' on the
// clock of the zone the time belongs to (place-zones.ts), followed by that clock's name, so a
// viewer in Perth reads a Brisbane delivery as Brisbane time and knows it is.

function wallClock(epochMs: number, timeZone: string) {
  const local = localTimeAt(epochMs, timeZone);
  const [y, m, d] = local.date.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!) + local.seconds * 1000;
  const offsetMinutes = Math.round((wall - Math.floor(epochMs / 1000) * 1000) / 60_000);
  return { date: local.date, time: timeOf(Math.floor(local.seconds / 60)), zone: zoneAbbreviation(offsetMinutes) };
}

/** '2026-11-27 15:03 AEST': date, time and the zone's name at that moment. */
export function placeTime(epochMs: number, timeZone: string): string {
  const clock = wallClock(epochMs, timeZone);
  return `${clock.date} ${clock.time} ${clock.zone}`;
}

/** 'YYYY-MM-DD': the day it is in the zone (a date alone needs no zone name). */
export function placeDay(epochMs: number, timeZone: string): string {
  return localTimeAt(epochMs, timeZone).date;
}

/** The moment of a wall time 'YYYY-MM-DD HH:mm' on the zone's clock; undefined when it is not one. */
function momentOfWall(local: string, timeZone: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/.exec(local.trim());
  return match ? epochOfLocal(match[1]!, Number(match[2]) * 60 + Number(match[3]), timeZone) : undefined;
}

/** A wall time already on the zone's clock ('YYYY-MM-DD HH:mm', e.g. a pickup's Ready At) with the zone's name. */
export function placeWallTime(local: string, timeZone: string): string {
  const at = momentOfWall(local, timeZone);
  return at === undefined ? local : placeTime(at, timeZone);
}

/** Only the zone's name ('AEDT') at a wall time 'YYYY-MM-DD HH:mm'; '' when it is not one. */
export function wallZoneName(local: string, timeZone: string): string {
  const at = momentOfWall(local, timeZone);
  return at === undefined ? '' : wallClock(at, timeZone).zone;
}
