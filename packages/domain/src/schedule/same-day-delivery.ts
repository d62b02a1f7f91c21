import { CHILLED_RECEIVAL_CUT_OFF_MINUTES, GENERAL_RECEIVAL_CUT_OFF_MINUTES } from './schedule-constants';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { localTimeAt, timeZoneOf } from './zoned-time';

// Same-day delivery (spec 02 section 5): drop freight received today must reach the depot before
// its receivals close, 11am for Freezer and Chiller freight, 1pm for everything else (General
// freight and the price-per-item types). A message only: the user picks another date.

/** Freezer and Chiller freight types, by name as the rate cards spell them. */
export function isChilledFreight(freightType: string): boolean {
  return /freezer|chiller/i.test(freightType);
}

export interface ReceivalInput {
  /** The drop-in date, 'YYYY-MM-DD'. */
  date: string;
  /** The freight type of the line items (they all share the first item's type). */
  freightType: string;
  /** The receiving depot's state: its time zone. */
  state: string;
  now: Date;
}

/** The receivals message for a drop in today after its cut-off, else ''. */
export function sameDayReceivalMessage(input: ReceivalInput): string {
  const now = localTimeAt(input.now.getTime(), timeZoneOf(input.state));
  if (input.date !== now.date) return '';
  const chilled = isChilledFreight(input.freightType);
  const cutOff = chilled ? CHILLED_RECEIVAL_CUT_OFF_MINUTES : GENERAL_RECEIVAL_CUT_OFF_MINUTES;
  if (now.seconds <= cutOff * 60) return '';
  return chilled ? SCHEDULE_MESSAGES.chilledReceivalsClosed : SCHEDULE_MESSAGES.generalReceivalsClosed;
}
