import type { CutOffRule } from '../api/pickup-schedule';
import { isBusinessDay, nextBusinessDay } from './business-days';
import {
  CLOSING_CHECK_MINUTES,
  COLLECTION_WINDOW_MINUTES,
  PICKUP_CUT_OFF_MINUTES,
} from './schedule-constants';
import { SCHEDULE_MESSAGES, closingWindowMessage } from './schedule-messages';
import { clockText, minutesOf } from './schedule-time';
import { localTimeAt, timeZoneOf } from './zoned-time';

// Pickup cut-off rules (spec 02 section 5). They yield a message only (section 4 'Schedule
// checks'): the schedule stays valid and the pickup moves to the next business day. At most one
// rule applies, checked in this order:
// 1. the ready day is a weekend or a public holiday of the pickup's state;
// 2. a pickup ready today, requested after the 11am cut-off;
// 3. fewer than 4 hours between freight ready for collection and the earlier of 4:00PM and the
//    business closing time. Freight is ready for collection from the later of its ready time and
//    the business's opening time: nobody can collect from a closed business.
// A moved pickup is not checked again on its new day: it is collected from opening time.

export interface CutOffInput {
  /** The pickup's state (QLD, NSW, ...): its time zone and public holidays. */
  state: string;
  /** When the freight is ready (Ready Now: the same as now). */
  readyAt: Date;
  /** Business hours, normalised 'HH:MM', opening before closing. */
  openFrom: string;
  closedAfter: string;
  now: Date;
}

export interface CutOffResult {
  /** The day the pickup is made, 'YYYY-MM-DD' in the state's local time. */
  scheduleDay: string;
  /** '' when no rule applies. */
  message: string;
  rule: CutOffRule;
}

const SECONDS_PER_MINUTE = 60;

export function pickupCutOff(input: CutOffInput): CutOffResult {
  const zone = timeZoneOf(input.state);
  // A ready time a few minutes past (the tolerance) counts as now.
  const ready = localTimeAt(Math.max(input.readyAt.getTime(), input.now.getTime()), zone);
  const now = localTimeAt(input.now.getTime(), zone);
  const moved = (rule: CutOffRule, message: string): CutOffResult => ({
    scheduleDay: nextBusinessDay(input.state, ready.date),
    message,
    rule,
  });

  if (!isBusinessDay(input.state, ready.date)) return moved('nonBusinessDay', SCHEDULE_MESSAGES.nonBusinessDay);
  if (ready.date === now.date && now.seconds > PICKUP_CUT_OFF_MINUTES * SECONDS_PER_MINUTE) {
    return moved('cutOff11am', SCHEDULE_MESSAGES.cutOff11am);
  }
  const start = Math.max(ready.seconds, minutesOf(input.openFrom) * SECONDS_PER_MINUTE);
  const closing = minutesOf(input.closedAfter);
  const deadline = Math.min(CLOSING_CHECK_MINUTES, closing) * SECONDS_PER_MINUTE;
  if (start + COLLECTION_WINDOW_MINUTES * SECONDS_PER_MINUTE > deadline) {
    return closing < CLOSING_CHECK_MINUTES
      ? moved('windowClosing', closingWindowMessage(clockText(input.closedAfter)))
      : moved('window4pm', SCHEDULE_MESSAGES.window4pm);
  }
  return { scheduleDay: ready.date, message: '', rule: 'none' };
}
