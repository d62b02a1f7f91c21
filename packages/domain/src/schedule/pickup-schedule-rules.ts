import type {
  PickupScheduleErrors,
  PickupScheduleFields,
  PickupScheduleOutcome,
} from '../api/pickup-schedule';
import { bookedByError } from './booking-fields';
import { pickupCutOff } from './cutoffs';
import { horizonLimit, localDateTime, localMoment, todayIn } from './schedule-clock';
import { READY_PAST_TOLERANCE_MINUTES } from './schedule-constants';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { isCalendarDate, minutesOf, normaliseScheduleTime } from './schedule-time';

/** The business days of a state: the days depots receive drop freight too (decision 0040). */
export { isBusinessDay } from './business-days';

// The Schedule Pickup step (spec 02 section 5 'Scheduling'): one check for the browser's step
// and the server's POST pickups/new and pickups/edit. Times are the pickup state's local time.

export interface ScheduleContext {
  /** The pickup's (sender's) state: its time zone and public holidays. */
  state: string;
  /** The injected clock. */
  now: Date;
}

export interface PickupScheduleCheck {
  errors: PickupScheduleErrors;
  /** Present exactly when there are no errors. */
  outcome?: PickupScheduleOutcome;
}

const TOLERANCE_MS = READY_PAST_TOLERANCE_MINUTES * 60_000;

/** The Ready At moment, or undefined while its date or time is not valid. */
export function readyAtMoment(fields: PickupScheduleFields, state: string): Date | undefined {
  const time = normaliseScheduleTime(fields._readyAtTime);
  if (!isCalendarDate(fields._readyAtDate) || !time) return undefined;
  return localMoment(state, fields._readyAtDate, time);
}

function readyAtErrors(fields: PickupScheduleFields, ctx: ScheduleContext): PickupScheduleErrors {
  const errors: PickupScheduleErrors = {};
  if (!isCalendarDate(fields._readyAtDate)) errors.readyAtDate = SCHEDULE_MESSAGES.invalidReadyAtDate;
  if (!normaliseScheduleTime(fields._readyAtTime)) errors.readyAtTime = SCHEDULE_MESSAGES.invalidReadyAtTime;
  const ready = readyAtMoment(fields, ctx.state);
  if (!ready) return errors;
  if (ready.getTime() < ctx.now.getTime() - TOLERANCE_MS) {
    // On the date when the whole day is past, else on the time.
    const pastDay = fields._readyAtDate < todayIn(ctx.state, ctx.now);
    return pastDay ? { readyAtDate: SCHEDULE_MESSAGES.readyInPast } : { readyAtTime: SCHEDULE_MESSAGES.readyInPast };
  }
  if (ready.getTime() >= horizonLimit(ctx.state, ctx.now)) return { readyAtDate: SCHEDULE_MESSAGES.pickupBeyondHorizon };
  return errors;
}

function businessHoursErrors(openFrom: string | undefined, closedAfter: string | undefined): PickupScheduleErrors {
  if (!openFrom || !closedAfter) {
    return {
      ...(openFrom ? {} : { openFrom: SCHEDULE_MESSAGES.invalidOpenFrom }),
      ...(closedAfter ? {} : { closedAfter: SCHEDULE_MESSAGES.invalidClosedAfter }),
    };
  }
  // 'Open From must be before Closed After': equal times leave no business hours either.
  return minutesOf(openFrom) >= minutesOf(closedAfter) ? { openFrom: SCHEDULE_MESSAGES.openAfterClose } : {};
}

/** Every Schedule Pickup message by field; with none, the normalised schedule and its cut-off. */
export function checkPickupSchedule(fields: PickupScheduleFields, ctx: ScheduleContext): PickupScheduleCheck {
  const openFrom = normaliseScheduleTime(fields.openFrom);
  const closedAfter = normaliseScheduleTime(fields.closedAfter);
  const bookedBy = bookedByError(fields.bookedBy);
  const errors: PickupScheduleErrors = {
    ...(fields.when === 'at' ? readyAtErrors(fields, ctx) : {}),
    ...businessHoursErrors(openFrom, closedAfter),
    ...(bookedBy ? { bookedBy } : {}),
  };
  if (Object.keys(errors).length > 0 || !openFrom || !closedAfter) return { errors };
  const readyAt = fields.when === 'at' ? readyAtMoment(fields, ctx.state)! : ctx.now;
  const cutOff = pickupCutOff({ state: ctx.state, readyAt, openFrom, closedAfter, now: ctx.now });
  return {
    errors,
    outcome: {
      readyAt: localDateTime(ctx.state, readyAt),
      openFrom,
      closedAfter,
      scheduleDay: cutOff.scheduleDay,
      scheduleMsg: cutOff.message,
      rule: cutOff.rule,
    },
  };
}

const FIELD_ORDER = ['readyAtDate', 'readyAtTime', 'openFrom', 'closedAfter', 'bookedBy'] as const;

/** The messages as one list in the step's order (the server's validation answer). */
export function pickupScheduleErrorList(errors: PickupScheduleErrors): string[] {
  return FIELD_ORDER.map((field) => errors[field]).filter((m): m is string => m !== undefined);
}

/** Review Pickup: a Ready At time that has passed since the schedule step blocks the booking. */
export function pickupReviewError(fields: PickupScheduleFields, ctx: ScheduleContext): string | undefined {
  if (fields.when !== 'at') return undefined;
  const ready = readyAtMoment(fields, ctx.state);
  return ready && ready.getTime() < ctx.now.getTime() - TOLERANCE_MS ? SCHEDULE_MESSAGES.reviewPickupInPast : undefined;
}
