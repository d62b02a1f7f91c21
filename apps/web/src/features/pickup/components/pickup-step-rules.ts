import type { PickupDraft } from '@portal/domain/api/pickup';
import type { BookingOptions, RateOption } from '@portal/domain/api/reference';
import type { ServiceValue } from '@portal/domain/api/quote';
import { serviceAvailability, serviceErrors } from '@portal/domain/services/service-rules';
import { SERVICE_NONE, SERVICE_REQUIRED } from '@portal/domain/services/service-values';
import { accountsCanAdvance } from '../../../components/booking/steps/accounts/accounts-step';
import { dangerousGoodsCanAdvance, dangerousGoodsStepErrors } from '../../../components/booking/steps/dangerous-goods/dangerous-goods-step';
import { detailsRoute, detailsStepErrors } from '../../../components/booking/steps/details/details-rules';
import { freightStepErrors } from '../../../components/booking/steps/freight/freight-rules';
import type { ScheduleRules } from '../../../components/booking/steps/schedule-pickup/schedule-rules';
import { specialInstructionsCanAdvance } from '../../../components/booking/steps/special-instructions/special-instructions-step';
import { detailsOf, PICKUP_STEP } from '../store/pickup-wizard-state';

// When each pickup step lets the user go on (spec 02 sections 4 and 5), composed from the shared
// steps' rules. Steps whose messages show only after a Next keep Next enabled and answer errors.

export interface StepCheck {
  /** Whether Next is enabled. */
  canAdvance: boolean;
  /** What a click on Next shows instead of advancing. */
  errors: string[];
}

export interface PickupCheckContext {
  options: BookingOptions;
  /** The lazily loaded schedule rules; undefined while they load. */
  rules: ScheduleRules | undefined;
  /** The browser's clock. */
  now: Date;
}

const NO_RATES: readonly RateOption[] = [];

/** The route of the chosen suburbs: its rates decide the freight types and the services. */
export function pickupRouteRates(draft: PickupDraft, options: BookingOptions): readonly RateOption[] {
  return detailsRoute(detailsOf(draft), options).route?.rates ?? NO_RATES;
}

/** A pickup converted from a quote keeps the quote's freight and dangerous goods (spec 02 section 4). */
export const quoteLocked = (draft: Pick<PickupDraft, 'quoteNumber'>) => draft.quoteNumber !== '';

const scheduleContext = (draft: PickupDraft, now: Date) => ({ state: draft.sender.state, now });

function newPickupAvailability(draft: PickupDraft, options: BookingOptions) {
  return serviceAvailability(pickupRouteRates(draft, options), draft.freightList[0]?.type ?? '', options);
}

/**
 * The services of a new pickup (docs/decisions/0018): a pickup is required; delivery is required
 * unless the route's rates for the freight type offer none, when the receiver collects from the depot.
 */
export function newPickupServices(draft: PickupDraft, options: BookingOptions): { pickupRequired: ServiceValue; deliveryRequired: ServiceValue } {
  const available = newPickupAvailability(draft, options);
  return { pickupRequired: SERVICE_REQUIRED, deliveryRequired: available.delivery ? SERVICE_REQUIRED : SERVICE_NONE };
}

/** The draft a booking POST takes: a quote's services stay, a new pickup's are settled from the route. */
export function draftForSubmit(draft: PickupDraft, options: BookingOptions): PickupDraft {
  return quoteLocked(draft) ? draft : { ...draft, ...newPickupServices(draft, options) };
}

/** A new pickup on a route whose rates take no pickups cannot be booked. */
function serviceProblems(draft: PickupDraft, options: BookingOptions): string[] {
  if (quoteLocked(draft)) return [];
  const { pickupRequired, deliveryRequired } = newPickupServices(draft, options);
  return serviceErrors(pickupRequired, deliveryRequired, newPickupAvailability(draft, options));
}

/** Review Pickup's blocking messages: a Ready At time now past, a route that takes no pickups. */
export function reviewErrors(draft: PickupDraft, ctx: PickupCheckContext): string[] {
  const past = ctx.rules?.pickupReviewError(draft, scheduleContext(draft, ctx.now));
  return [...(past ? [past] : []), ...serviceProblems(draft, ctx.options)];
}

export function pickupStepCheck(step: number, draft: PickupDraft, ctx: PickupCheckContext): StepCheck {
  const { options, rules } = ctx;
  switch (step) {
    case PICKUP_STEP.accounts:
      return { canAdvance: accountsCanAdvance(draft), errors: [] };
    case PICKUP_STEP.details:
      return { canAdvance: true, errors: detailsStepErrors(detailsOf(draft), options, 'full') };
    case PICKUP_STEP.freight:
      // The items' dangerous goods fields are asked on the Dangerous Goods step, as in the quote.
      return { canAdvance: true, errors: quoteLocked(draft) ? [] : freightStepErrors(draft, options, pickupRouteRates(draft, options), false) };
    case PICKUP_STEP.dangerousGoods:
      if (quoteLocked(draft)) return { canAdvance: true, errors: [] };
      return { canAdvance: dangerousGoodsCanAdvance(draft), errors: dangerousGoodsStepErrors(draft) };
    case PICKUP_STEP.schedule:
      if (!rules) return { canAdvance: false, errors: [] };
      return { canAdvance: true, errors: rules.pickupScheduleErrorList(rules.checkPickupSchedule(draft, scheduleContext(draft, ctx.now)).errors) };
    case PICKUP_STEP.instructions:
      return { canAdvance: specialInstructionsCanAdvance(draft), errors: [] };
    case PICKUP_STEP.review:
      return { canAdvance: rules !== undefined, errors: reviewErrors(draft, ctx) };
    default:
      return { canAdvance: true, errors: [] };
  }
}

/** The schedule outcome a valid Schedule Pickup step leaves in the draft, or null when it has errors. */
export function scheduleOutcome(draft: PickupDraft, ctx: PickupCheckContext) {
  const outcome = ctx.rules?.checkPickupSchedule(draft, scheduleContext(draft, ctx.now)).outcome;
  if (!outcome) return null;
  const { readyAt, openFrom, closedAfter, scheduleDay, scheduleMsg } = outcome;
  return { readyAt, openFrom, closedAfter, scheduleDay, scheduleMsg };
}
