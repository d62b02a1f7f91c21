import type { PickupDraft } from '../api/pickup';
import type { PickupScheduleOutcome } from '../api/pickup-schedule';
import type { RateOption } from '../api/reference';
import type { RouteRates } from '../reference/route-rates';
import * as scheduleRules from '../schedule/pickup-schedule-rules';
import { SCHEDULE_MESSAGES } from '../schedule/schedule-messages';
import { draftErrors } from '../wizard/step-check';
import { bookingRoute, bookingState, type BookingContext } from '../booking/booking-rules';
import { PICKUP_STEP_RULES, type PickupStepContext } from '../wizard/pickup-step-rules';

// Every message a booked pickup draft can produce, in the wizard's step order (spec 02 sections
// 2 and 5): the wizard's own step rules (wizard/pickup-step-rules.ts), which the browser shows
// step by step. The server runs them all on POST pickups/new, pickups/edit and quoteConvert
// before its own database checks.

export interface PickupCheck {
  errors: string[];
  /** The route's rates once both suburbs are valid and served. */
  route: RouteRates<RateOption> | null;
  /** The pickup's state (the sender suburb's): its time zone and public holidays. */
  state: string;
  /** The normalised schedule and its cut-off outcome, when the schedule has no errors. */
  schedule?: PickupScheduleOutcome;
}

export function pickupDraftCheck(draft: PickupDraft, ctx: BookingContext): PickupCheck {
  // The new key before the spread: after it, V8 (Node 20) adds it slowly (decision 0052).
  const stepCtx: PickupStepContext = { schedule: scheduleRules, ...ctx };
  const errors = draftErrors(PICKUP_STEP_RULES, draft, stepCtx);
  // At booking a Ready At time now past is Review Pickup's block, said once in its words.
  const reviewBlock = errors.includes(SCHEDULE_MESSAGES.reviewPickupInPast);
  const state = bookingState(draft, ctx);
  const schedule = state === '' ? undefined : scheduleRules.checkPickupSchedule(draft, { state, now: ctx.now }).outcome;
  return {
    errors: reviewBlock ? errors.filter((m) => m !== SCHEDULE_MESSAGES.readyInPast) : errors,
    route: bookingRoute(draft, ctx).route,
    state,
    ...(schedule ? { schedule } : {}),
  };
}
