import type { PickupDraft } from '../api/pickup';
import type { ServiceValue } from '../booking/booking';
import { bookingRoute, bookingState, quoteLocked, type BookingContext } from '../booking/booking-rules';
import { detailsErrors } from '../details/party-rules';
import type { Visits } from '../details/visited-party-rules';
import type { QuoteContext } from '../quote/quote-rules';
import type * as ScheduleRules from '../schedule/pickup-schedule-rules';
import { routeFreightErrors, routeServiceErrors, routeServices } from '../services/freight-and-service-errors';
import { SERVICE_NONE, SERVICE_REQUIRED } from '../services/service-values';
import { accountsRule, dangerousGoodsRule, instructionsRule } from './shared-step-rules';
import { NO_CHECK, reportOnNext, type StepCheck, type StepRule } from './step-check';
import { stepCheckOf, stepNumbers, stepRules, type StepKey, type WizardStepDefinition } from './step-table';

// The New Pickup and Convert Quote wizards' steps and the rule that gates each one's Next (spec
// 02 sections 2, 4 and 5). The schedule rules come in the context: the browser loads them (and
// date-holidays) lazily, decision 0021, the server imports them; the type import here is erased.

/** A text the spec leaves to us. */
export const PICKUP_RULE_MESSAGES = {
  pickupNotRequired: 'A pickup booking needs a pickup service: please choose pickup required.',
} as const;

export type PickupScheduleRules = Pick<typeof ScheduleRules, 'checkPickupSchedule' | 'pickupReviewError' | 'pickupScheduleErrorList'>;

export interface PickupStepContext extends BookingContext {
  /** The schedule rules; undefined while the browser loads them (Schedule and Review then wait). */
  schedule: PickupScheduleRules | undefined;
}

type PickupRule = StepRule<PickupDraft, PickupStepContext>;

/**
 * The services of a new pickup (docs/decisions/0018): a pickup is required; delivery is required
 * unless the route's rates for the freight type offer none, when the receiver collects from the depot.
 */
export function newPickupServices(draft: PickupDraft, ctx: QuoteContext): { pickupRequired: ServiceValue; deliveryRequired: ServiceValue } {
  const available = routeServices(draft, bookingRoute(draft, ctx), ctx);
  return { pickupRequired: SERVICE_REQUIRED, deliveryRequired: available.delivery ? SERVICE_REQUIRED : SERVICE_NONE };
}

/** The draft a booking POST takes: a quote's services stay, a new pickup's are settled from the route. */
export function pickupDraftForSubmit(draft: PickupDraft, ctx: QuoteContext): PickupDraft {
  return quoteLocked(draft) ? draft : { ...draft, ...newPickupServices(draft, ctx) };
}

/** Whom the carrier visits (decision 0043): the services the pickup would be booked with. */
export function pickupVisits(draft: PickupDraft, ctx: QuoteContext): Visits {
  const { pickupRequired, deliveryRequired } = pickupDraftForSubmit(draft, ctx);
  return { pickupRequired, deliveryRequired };
}

const scheduleContext = (draft: PickupDraft, ctx: PickupStepContext) => ({ state: bookingState(draft, ctx), now: ctx.now });

// The sender is visited, the receiver unless the route delivers nothing (decision 0043).
const details: PickupRule = (draft, ctx) => reportOnNext(detailsErrors(draft, { ...ctx, addresses: ctx.addresses }, pickupVisits(draft, ctx)));

// The items' dangerous goods fields are asked on the Dangerous Goods step, as in the quote.
const freight: PickupRule = (draft, ctx) => reportOnNext(routeFreightErrors(draft, bookingRoute(draft, ctx), ctx));

// A quoted pickup's answer came with the quote and cannot change: nothing to hold Next for.
const dangerousGoods: PickupRule = (draft, ctx) => {
  const check = dangerousGoodsRule(draft, ctx);
  return quoteLocked(draft) ? { ...check, canAdvance: true } : check;
};

const schedule: PickupRule = (draft, ctx) => {
  if (!ctx.schedule) return { canAdvance: false, errors: [] };
  // Times are the sender's: without a known sender suburb the route's message says why.
  const at = scheduleContext(draft, ctx);
  if (at.state === '') return NO_CHECK;
  return reportOnNext(ctx.schedule.pickupScheduleErrorList(ctx.schedule.checkPickupSchedule(draft, at).errors));
};

/** Review Pickup's blocking messages: a Ready At time now past, services the route does not take. */
const review: PickupRule = (draft, ctx) => {
  if (!ctx.schedule) return { canAdvance: false, errors: [] };
  const at = scheduleContext(draft, ctx);
  const past = at.state === '' ? undefined : ctx.schedule.pickupReviewError(draft, at);
  // A pickup is collected: 'none or collect from depot' is drop freight's (spec 02 section 4, Quote).
  const notCollected = draft.pickupRequired !== 0 && draft.pickupRequired < SERVICE_REQUIRED;
  return reportOnNext([
    ...(past ? [past] : []),
    ...routeServiceErrors(draft, bookingRoute(draft, ctx), ctx),
    ...(notCollected ? [PICKUP_RULE_MESSAGES.pickupNotRequired] : []),
  ]);
};

/** The New Pickup and Convert Quote wizards' 8 steps (Create Consignment comes after booking). */
export const PICKUP_STEPS = [
  { key: 'accounts', name: 'Accounts', rule: accountsRule },
  { key: 'details', name: 'Details', rule: details },
  { key: 'freight', name: 'Enter Freight', quotedName: 'Check Freight', rule: freight },
  { key: 'dangerousGoods', name: 'Dangerous Goods', rule: dangerousGoods },
  { key: 'schedule', name: 'Schedule Pickup', rule: schedule },
  { key: 'instructions', name: 'Special Instructions', rule: instructionsRule },
  { key: 'review', name: 'Review Pickup', rule: review },
  { key: 'createConsignment', name: 'Create Consignment' },
] as const satisfies readonly WizardStepDefinition<PickupDraft, PickupStepContext>[];

export type PickupStepKey = StepKey<typeof PICKUP_STEPS>;

/** The steps' numbers, counted from 1 as the spec's progress is. */
export const PICKUP_STEP = stepNumbers(PICKUP_STEPS);

/** The rules in step order, Accounts to Review Pickup. */
export const PICKUP_STEP_RULES = stepRules<PickupDraft, PickupStepContext>(PICKUP_STEPS);

/** The check of `step` for the draft as it would be booked (pickupDraftForSubmit). */
export function pickupStepCheck(step: number, draft: PickupDraft, ctx: PickupStepContext): StepCheck {
  return stepCheckOf<PickupDraft, PickupStepContext>(PICKUP_STEPS, step, draft, ctx);
}

/** The schedule outcome a valid Schedule Pickup step leaves in the draft, or null while it has errors. */
export function scheduleOutcome(draft: PickupDraft, ctx: PickupStepContext) {
  const at = scheduleContext(draft, ctx);
  const outcome = at.state === '' ? undefined : ctx.schedule?.checkPickupSchedule(draft, at).outcome;
  if (!outcome) return null;
  const { readyAt, openFrom, closedAfter, scheduleDay, scheduleMsg } = outcome;
  return { readyAt, openFrom, closedAfter, scheduleDay, scheduleMsg };
}
