import type { DropInScheduleErrors, DropInScheduleFields } from '../api/pickup-schedule';
import { bookedByError } from './booking-fields';
import { sameDayReceivalMessage, type ReceivalCutOffs } from './same-day-delivery';
import { scheduleBounds } from './schedule-clock';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { isCalendarDate } from './schedule-time';

// Schedule Drop In (spec 02 section 5 'Scheduling'): a date from today up to the horizon, and
// Freight Booked By. Dates compare as 'YYYY-MM-DD' text in the depot state's local time.

export interface DropInContext {
  /** The state whose depot receives the freight: its time zone. */
  state: string;
  now: Date;
  /** The freight type of the line items, for the same-day receival cut-offs. */
  freightType: string;
  /** The receiving depot's same-day receival cut-offs; the spec's when left out (decision 0055). */
  cutOffs?: ReceivalCutOffs;
  /**
   * Whether the state's depots receive on a date: business days only (decision 0040). The
   * browser loads the holiday calendar lazily (decision 0021): until then the server judges it.
   */
  receives?: DepotReceives;
}

export type DepotReceives = (state: string, date: string) => boolean;

export interface DropInScheduleCheck {
  errors: DropInScheduleErrors;
  /** The same-day receivals message ('' when none); the schedule stays valid. */
  message: string;
}

/** The drop-in date's message, if any. */
export function dropInDateError(date: string, state: string, now: Date, receives?: DepotReceives): string | undefined {
  if (!isCalendarDate(date)) return SCHEDULE_MESSAGES.invalidDropInDate;
  const { firstDay, lastDay } = scheduleBounds(state, now);
  if (date < firstDay) return SCHEDULE_MESSAGES.dropInInPast;
  if (date > lastDay) return SCHEDULE_MESSAGES.dropInBeyondHorizon;
  return receives && !receives(state, date) ? SCHEDULE_MESSAGES.depotClosedDay : undefined;
}

export function checkDropInSchedule(fields: DropInScheduleFields, ctx: DropInContext): DropInScheduleCheck {
  const readyAt = dropInDateError(fields.readyAt, ctx.state, ctx.now, ctx.receives);
  const bookedBy = bookedByError(fields.bookedBy);
  const errors: DropInScheduleErrors = { ...(readyAt ? { readyAt } : {}), ...(bookedBy ? { bookedBy } : {}) };
  const message = readyAt
    ? ''
    : sameDayReceivalMessage({ date: fields.readyAt, freightType: ctx.freightType, state: ctx.state, now: ctx.now, cutOffs: ctx.cutOffs });
  return { errors, message };
}

/** Review Dropfreight: a drop-in day that has passed since the schedule step blocks the booking. */
export function dropInReviewError(date: string, state: string, now: Date): string | undefined {
  return isCalendarDate(date) && date < scheduleBounds(state, now).firstDay
    ? SCHEDULE_MESSAGES.reviewDropInInPast
    : undefined;
}
