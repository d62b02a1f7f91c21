import type { DropFreightDraft } from '../api/drop-freight';
import type { Depot } from '../api/reference';
import { bookingRoute, bookingState, quoteLocked, type BookingContext } from '../booking/booking-rules';
import { parseConnoteNumber } from '../consignment/connote-number';
import { detailsErrors } from '../details/party-rules';
import type { Visits } from '../details/visited-party-rules';
import { checkDropInSchedule, dropInReviewError, type DepotReceives } from '../schedule/drop-in-rules';
import { receivalCutOffsOf } from '../schedule/same-day-delivery';
import { extraEmailError } from '../schedule/booking-fields';
import { SCHEDULE_MESSAGES } from '../schedule/schedule-messages';
import { routeFreightErrors, routeServiceErrors } from '../services/freight-and-service-errors';
import { SERVICE_NONE } from '../services/service-values';
import { accountsRule, dangerousGoodsRule, instructionsRule } from './shared-step-rules';
import { disableNext, draftErrors, NO_CHECK, reportOnNext, type StepCheck, type StepRule } from './step-check';
import { stepCheckOf, stepNumbers, stepRules, type StepKey, type WizardStepDefinition } from './step-table';

// The direct and quote-based drop-freight wizards' steps and the rule that gates each one's Next
// (spec 02 sections 2, 4 and 5). The freight is dropped in at the sender's depot, which receives
// it: the drop-in day and the same-day receival cut-offs are that depot's state's.

/** Texts the spec leaves to us, in the words of its nearest ones. */
export const DROP_FREIGHT_RULE_MESSAGES = {
  pickupNotDropped: 'Drop freight is dropped in at the depot: it has no pickup service.',
} as const;

export interface DropFreightContext extends BookingContext {
  /** The days the receiving depot takes freight in (decision 0040); undefined while the browser loads the calendar. */
  receives?: DepotReceives;
  /** The network's depots: the receiving depot's same-day cut-offs (the spec's while it is not known). */
  depots?: readonly Depot[];
}
type DropFreightRule = StepRule<DropFreightDraft, DropFreightContext>;

/** The depot state that receives the freight (the sender suburb's); '' until it is known. */
export const receivingState = (draft: DropFreightDraft, ctx: DropFreightContext) => bookingState(draft, ctx);

/** The depot that receives the freight: the route's first (the sender's); undefined until the route is known. */
function receivingDepot(draft: DropFreightDraft, ctx: DropFreightContext): Depot | undefined {
  const code = ctx.depots ? bookingRoute(draft, ctx).route?.depotFrom : undefined;
  return code === undefined ? undefined : ctx.depots?.find((depot) => depot.code === code);
}

const dropInContext = (draft: DropFreightDraft, ctx: DropFreightContext) => ({
  state: receivingState(draft, ctx),
  now: ctx.now,
  freightType: draft.freightList[0]?.type ?? '',
  receives: ctx.receives,
  cutOffs: receivalCutOffsOf(receivingDepot(draft, ctx)),
});

/** Enter Consignment Number: a manual number must be well formed (the server checks its book); the copy-to e-mail. */
const consignmentNumber: DropFreightRule = (draft) => {
  const parsed = draft.conType === 'preManual' && !draft._created ? parseConnoteNumber(draft.conNumber) : null;
  const email = extraEmailError(draft.ExtraEmail);
  return reportOnNext([...(parsed && 'error' in parsed ? [parsed.error] : []), ...(email ? [email] : [])]);
};

/**
 * Whom the carrier visits (decision 0043): never the sender, who drops the freight in at the
 * depot; the receiver unless it collects from the depot.
 */
export const dropFreightVisits = (draft: Pick<DropFreightDraft, 'deliveryRequired'>): Visits => ({
  pickupRequired: SERVICE_NONE,
  deliveryRequired: draft.deliveryRequired,
});

const details: DropFreightRule = (draft, ctx) => reportOnNext(detailsErrors({ ...draft, pickupRef: draft.customerRef }, ctx, dropFreightVisits(draft)));

const freight: DropFreightRule = (draft, ctx) => reportOnNext(routeFreightErrors(draft, bookingRoute(draft, ctx), ctx));

/** The route's services, and no pickup: the freight comes to the depot (spec 02 section 4, Quote). */
const services: DropFreightRule = (draft, ctx) => {
  const pickedUp = draft.pickupRequired > SERVICE_NONE ? [DROP_FREIGHT_RULE_MESSAGES.pickupNotDropped] : [];
  return disableNext([...routeServiceErrors(draft, bookingRoute(draft, ctx), ctx), ...pickedUp]);
};

// A quote-based drop freight's answer came with the quote and cannot change.
const dangerousGoods: DropFreightRule = (draft, ctx) => {
  const check = dangerousGoodsRule(draft, ctx);
  return quoteLocked(draft) ? { ...check, canAdvance: true } : check;
};

const schedule: DropFreightRule = (draft, ctx) => {
  const at = dropInContext(draft, ctx);
  // The day is the receiving depot's: without a known sender suburb the route's message says why.
  if (at.state === '') return NO_CHECK;
  const { errors } = checkDropInSchedule(draft, at);
  return reportOnNext([errors.readyAt, errors.bookedBy].filter((m): m is string => m !== undefined));
};

/** Review Dropfreight's blocking messages: a drop-in day now past, services the route does not take. */
const review: DropFreightRule = (draft, ctx) => {
  const { state, now } = dropInContext(draft, ctx);
  const past = state === '' ? undefined : dropInReviewError(draft.readyAt, state, now);
  return reportOnNext([...(past ? [past] : []), ...routeServiceErrors(draft, bookingRoute(draft, ctx), ctx)]);
};

/** The direct and quote-based drop-freight wizards' 10 steps (Create Consignment books it). */
export const DROP_FREIGHT_STEPS = [
  { key: 'accounts', name: 'Accounts', rule: accountsRule },
  { key: 'consignmentNumber', name: 'Enter Consignment Number', rule: consignmentNumber },
  { key: 'details', name: 'Details', rule: details },
  { key: 'freight', name: 'Check Freight', rule: freight },
  { key: 'services', name: 'Additional Services', rule: services },
  { key: 'dangerousGoods', name: 'Dangerous Goods', rule: dangerousGoods },
  { key: 'schedule', name: 'Schedule Drop In', rule: schedule },
  { key: 'instructions', name: 'Special Instructions', rule: instructionsRule },
  { key: 'review', name: 'Review Dropfreight', rule: review },
  { key: 'createConsignment', name: 'Create Consignment' },
] as const satisfies readonly WizardStepDefinition<DropFreightDraft, DropFreightContext>[];

export type DropFreightStepKey = StepKey<typeof DROP_FREIGHT_STEPS>;

/** The steps' numbers, counted from 1 as the spec's progress is. */
export const DROP_FREIGHT_STEP = stepNumbers(DROP_FREIGHT_STEPS);

/** The rules in step order, Accounts to Review Dropfreight. */
export const DROP_FREIGHT_STEP_RULES = stepRules<DropFreightDraft, DropFreightContext>(DROP_FREIGHT_STEPS);

export function dropFreightStepCheck(step: number, draft: DropFreightDraft, ctx: DropFreightContext): StepCheck {
  return stepCheckOf<DropFreightDraft, DropFreightContext>(DROP_FREIGHT_STEPS, step, draft, ctx);
}

/**
 * Every message of the steps a draft saved at `progress` has passed (all of them once it reaches
 * Create Consignment), each once: what the server answers a saved or booked drop freight.
 */
export function dropFreightDraftErrors(draft: DropFreightDraft, ctx: DropFreightContext, progress: number): string[] {
  const passed = Math.min(Math.max(progress - 1, 0), DROP_FREIGHT_STEP_RULES.length);
  const errors = draftErrors(DROP_FREIGHT_STEP_RULES.slice(0, passed), draft, ctx);
  // At booking a drop-in day now past is Review's block, said once in its words.
  const reviewBlock = errors.includes(SCHEDULE_MESSAGES.reviewDropInInPast);
  return reviewBlock ? errors.filter((m) => m !== SCHEDULE_MESSAGES.dropInInPast) : errors;
}

/** The schedule a valid Schedule Drop In leaves in the draft: the day and the same-day receivals message. */
export function dropInOutcome(draft: DropFreightDraft, ctx: DropFreightContext): { scheduleDay: string; scheduleMsg: string } | null {
  const at = dropInContext(draft, ctx);
  if (at.state === '') return null;
  const check = checkDropInSchedule(draft, at);
  return Object.keys(check.errors).length > 0 ? null : { scheduleDay: draft.readyAt, scheduleMsg: check.message };
}
