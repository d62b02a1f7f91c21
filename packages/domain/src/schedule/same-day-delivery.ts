import type { Depot } from '../api/reference';
import { CHILLED_RECEIVAL_CUT_OFF_MINUTES, GENERAL_RECEIVAL_CUT_OFF_MINUTES } from './schedule-constants';
import { receivalsClosedMessage } from './schedule-messages';
import { minutesOf } from './schedule-time';
import { localTimeAt, timeZoneOf } from './zoned-time';

// Same-day delivery (spec 02 section 5): drop freight received today must reach the depot before
// its receivals close, 11am for Freezer and Chiller freight, 1pm for everything else (General
// freight and the price-per-item types). A message only: the user picks another date. The
// back office may set other times per depot (decision 0055): the receiving depot's are used.

/** Freezer and Chiller freight types, by name as the rate cards spell them. */
export function isChilledFreight(freightType: string): boolean {
  return /freezer|chiller/i.test(freightType);
}

/** When a depot's same-day receivals close, minutes after its local midnight. */
export interface ReceivalCutOffs {
  general: number;
  chilled: number;
}

/** The spec's times: what a depot not yet known (or not set otherwise) keeps. */
export const SPEC_RECEIVAL_CUT_OFFS: ReceivalCutOffs = { general: GENERAL_RECEIVAL_CUT_OFF_MINUTES, chilled: CHILLED_RECEIVAL_CUT_OFF_MINUTES };

/** A depot's cut-offs; the spec's while the depot is not known. */
export function receivalCutOffsOf(depot: Pick<Depot, 'generalReceivalCutOff' | 'chilledReceivalCutOff'> | undefined): ReceivalCutOffs {
  if (!depot) return SPEC_RECEIVAL_CUT_OFFS;
  return { general: minutesOf(depot.generalReceivalCutOff), chilled: minutesOf(depot.chilledReceivalCutOff) };
}

export interface ReceivalInput {
  /** The drop-in date, 'YYYY-MM-DD'. */
  date: string;
  /** The freight type of the line items (they all share the first item's type). */
  freightType: string;
  /** The receiving depot's state: its time zone. */
  state: string;
  now: Date;
  /** The receiving depot's cut-offs; the spec's when left out. */
  cutOffs?: ReceivalCutOffs;
}

/** The receivals message for a drop in today after its cut-off, else ''. */
export function sameDayReceivalMessage(input: ReceivalInput): string {
  const now = localTimeAt(input.now.getTime(), timeZoneOf(input.state));
  if (input.date !== now.date) return '';
  const chilled = isChilledFreight(input.freightType);
  const cutOffs = input.cutOffs ?? SPEC_RECEIVAL_CUT_OFFS;
  const cutOff = chilled ? cutOffs.chilled : cutOffs.general;
  return now.seconds <= cutOff * 60 ? '' : receivalsClosedMessage(chilled, cutOff);
}
