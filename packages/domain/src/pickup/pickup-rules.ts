import { suburbValueOf } from '../api/party';
import type { PickupDraft } from '../api/pickup';
import type { PickupScheduleOutcome } from '../api/pickup-schedule';
import type { QuoteDraft } from '../api/quote';
import type { RateOption } from '../api/reference';
import { BOOKING_MESSAGES } from '../booking-messages';
import type { RouteRates } from '../reference/route-rates';
import * as scheduleRules from '../schedule/pickup-schedule-rules';
import { SCHEDULE_MESSAGES } from '../schedule/schedule-messages';
import { draftErrors } from '../wizard/step-check';
import {
  PICKUP_RULE_MESSAGES,
  PICKUP_STEP_RULES,
  pickupRoute,
  pickupState,
  type PickupContext,
  type PickupStepContext,
} from '../wizard/pickup-step-rules';

// Every message a booked pickup draft can produce, in the wizard's step order (spec 02 sections
// 2 and 5): the wizard's own step rules (wizard/pickup-step-rules.ts), which the browser shows
// step by step. The server runs them all on POST pickups/new, pickups/edit and quoteConvert
// before its own database checks.

export { PICKUP_RULE_MESSAGES, type PickupContext };

export interface PickupCheck {
  errors: string[];
  /** The route's rates once both suburbs are valid and served. */
  route: RouteRates<RateOption> | null;
  /** The pickup's state (the sender suburb's): its time zone and public holidays. */
  state: string;
  /** The normalised schedule and its cut-off outcome, when the schedule has no errors. */
  schedule?: PickupScheduleOutcome;
}

export function pickupDraftCheck(draft: PickupDraft, ctx: PickupContext): PickupCheck {
  const stepCtx: PickupStepContext = { ...ctx, schedule: scheduleRules };
  const errors = draftErrors(PICKUP_STEP_RULES, draft, stepCtx);
  // At booking a Ready At time now past is Review Pickup's block, said once in its words.
  const reviewBlock = errors.includes(SCHEDULE_MESSAGES.reviewPickupInPast);
  const state = pickupState(draft, ctx);
  const schedule = state === '' ? undefined : scheduleRules.checkPickupSchedule(draft, { state, now: ctx.now }).outcome;
  return {
    errors: reviewBlock ? errors.filter((m) => m !== SCHEDULE_MESSAGES.readyInPast) : errors,
    route: pickupRoute(draft, ctx).route,
    state,
    ...(schedule ? { schedule } : {}),
  };
}

/** What a quote fixes of the pickup converted from it (spec 02 section 4: 'A quoted pickup ... cannot change'). */
export type QuotedFields = Pick<
  QuoteDraft,
  'sender' | 'receiver' | 'freightList' | 'ppi' | '_dgHas' | 'dgClasses' | 'pickupRequired' | 'deliveryRequired'
>;

const FREIGHT_FIELDS = ['quantity', 'type', 'description', 'unitWeight', 'length', 'width', 'height', 'ppi', 'ref'] as const;
// The technical name is the UN list's, filled in by the lookup: not the user's to change.
const DG_FIELDS = ['dgClass', 'dgUNCode', 'dgSubRisk', 'dgPackGroup', 'dgPackType', 'dgPackCount', 'dgQty'] as const;

type Line = QuotedFields['freightList'][number];
const same = (a: string | number, b: string | number) => String(a).trim() === String(b).trim();
const linesMatch = (a: readonly Line[], b: readonly Line[], fields: readonly (keyof Line)[]) =>
  a.length === b.length && a.every((line, i) => fields.every((field) => same(line[field], b[i]![field])));
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const sameSuburb = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * A pickup or drop freight converted from a quote keeps the quote's route, freight, dangerous
 * goods and services (spec 02 sections 2, 4 and 8): each change is refused with the quoting
 * notice of its step. It reads only those fields, so either draft can be checked.
 */
export function quotedPickupErrors(draft: Pick<PickupDraft, keyof QuotedFields>, quote: QuotedFields): string[] {
  const errors: string[] = [];
  if (!sameSuburb(suburbValueOf(draft.sender), quote.sender) || !sameSuburb(suburbValueOf(draft.receiver), quote.receiver)) {
    errors.push(PICKUP_RULE_MESSAGES.quotedRouteLocked);
  }
  if (draft.ppi !== quote.ppi || !linesMatch(draft.freightList, quote.freightList, FREIGHT_FIELDS)) {
    errors.push(BOOKING_MESSAGES.quotedFreightLocked);
  }
  const quotedDg = quote._dgHas === true;
  const dgChanged =
    (draft._dgHas === true) !== quotedDg ||
    (quotedDg && !sameSet(draft.dgClasses, quote.dgClasses)) ||
    (draft.freightList.length === quote.freightList.length && !linesMatch(draft.freightList, quote.freightList, DG_FIELDS));
  if (dgChanged) errors.push(quotedDg ? BOOKING_MESSAGES.dgCannotBeAmended : BOOKING_MESSAGES.dgCannotBeSelected);
  if (draft.pickupRequired !== quote.pickupRequired || draft.deliveryRequired !== quote.deliveryRequired) {
    errors.push(PICKUP_RULE_MESSAGES.quotedServicesLocked);
  }
  return errors;
}
