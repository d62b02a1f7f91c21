import { placeDay } from '../clock/place-time';
import { epochOfLocal } from '../schedule/zoned-time';

// Rate card versions (issue 27, DESIGN.md 'The carrier's side'). The General card and each
// customer's card are a list of versions. A draft is being prepared; scheduling gives it an
// effective date, from 00:00 on the carrier's clock (a setting, Australia/Brisbane by default),
// and fixes it. Of a card's scheduled versions, the latest whose day has come is in force, the
// earlier ones are superseded and the later ones wait. A version in force is never edited: a
// change is a new version. This file is the one place that rule is written.

export const VERSION_STATUSES = ['draft', 'scheduled', 'in force', 'superseded'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export interface DatedVersion {
  id: number;
  /** 'YYYY-MM-DD' on the carrier's clock; null while a draft. */
  effectiveFrom: string | null;
}

/** The carrier's day of a moment: the day a quote is priced on and a version takes effect. */
export const carrierDay = (epochMs: number, timeZone: string): string => placeDay(epochMs, timeZone);

/** The first moment of a carrier day: 00:00 on the carrier's clock. */
export const carrierDayStart = (day: string, timeZone: string): number => epochOfLocal(day, 0, timeZone);

/** The version of one card in force on `day`, or undefined when none had taken effect by then. */
export function versionInForce<V extends DatedVersion>(versions: readonly V[], day: string): V | undefined {
  let best: V | undefined;
  for (const v of versions) {
    if (v.effectiveFrom === null || v.effectiveFrom > day) continue;
    if (!best || v.effectiveFrom > best.effectiveFrom!) best = v;
  }
  return best;
}

/** Each version's status on `day`, by id (the versions of one card). */
export function versionStatuses(versions: readonly DatedVersion[], day: string): Map<number, VersionStatus> {
  const inForce = versionInForce(versions, day);
  const statuses = new Map<number, VersionStatus>();
  for (const v of versions) {
    if (v.effectiveFrom === null) statuses.set(v.id, 'draft');
    else if (v.effectiveFrom > day) statuses.set(v.id, 'scheduled');
    else statuses.set(v.id, v.id === inForce?.id ? 'in force' : 'superseded');
  }
  return statuses;
}

/** Only a draft is changed: lanes, charges and prices per item of any other version stay as they are. */
export const isEditable = (status: VersionStatus): boolean => status === 'draft';

/** A scheduled version may go back to draft until its day comes; in force it is part of what priced. */
export const mayUnschedule = (status: VersionStatus): boolean => status === 'scheduled';
