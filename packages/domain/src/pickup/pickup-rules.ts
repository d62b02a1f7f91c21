import { suburbValueOf } from '../api/party';
import type { PickupDraft } from '../api/pickup';
import type { PickupScheduleOutcome } from '../api/pickup-schedule';
import type { QuoteDraft } from '../api/quote';
import type { RateOption, SavedAddress } from '../api/reference';
import { accountsNotPaying, BOOKING_MESSAGES } from '../booking-messages';
import { dangerousGoodsErrors } from '../dangerous-goods/dg-rules';
import { partyErrors } from '../details/party-rules';
import { referenceErrors } from '../details/reference-rules';
import { routeCheck } from '../details/route-rules';
import type { QuoteContext } from '../quote/quote-rules';
import { instructionsError } from '../quote/special-instructions';
import type { RouteRates } from '../reference/route-rates';
import { checkPickupSchedule, pickupReviewError, pickupScheduleErrorList } from '../schedule/pickup-schedule-rules';
import { SCHEDULE_MESSAGES } from '../schedule/schedule-messages';
import { freightAndServiceErrors } from '../services/freight-and-service-errors';
import { SERVICE_REQUIRED } from '../services/service-values';

// Every message a booked pickup draft can produce, in the wizard's step order (spec 02 sections
// 2 and 5): Accounts, Details (parties, route, PO and reference), Enter Freight, the services,
// Dangerous Goods, Schedule Pickup (with Review Pickup's past-time block), Special Instructions.
// The browser shows them step by step; the server runs them all on POST pickups/new,
// pickups/edit and quoteConvert before its own database checks.

/** Texts the spec leaves to us, in the words of its nearest ones (section 8's quoting notices). */
export const PICKUP_RULE_MESSAGES = {
  pickupNotRequired: 'A pickup booking needs a pickup service: please choose pickup required.',
  quotedRouteLocked: "The sender and receiver suburbs can't be amended as they were selected as part of the quoting process",
  quotedServicesLocked: "The pickup and delivery services can't be amended as they were selected as part of the quoting process",
} as const;

export interface PickupContext extends QuoteContext {
  /** The company's saved addresses: a party's key must name one of them (or be '' or 'new'). */
  addresses: readonly SavedAddress[];
  /** The company's name, for the Accounts step's answer. */
  company: string;
  /** The injected clock. */
  now: Date;
}

export interface PickupCheck {
  errors: string[];
  /** The route's rates once both suburbs are valid and served. */
  route: RouteRates<RateOption> | null;
  /** The pickup's state (the sender suburb's): its time zone and public holidays. */
  state: string;
  /** The normalised schedule and its cut-off outcome, when the schedule has no errors. */
  schedule?: PickupScheduleOutcome;
}

function scheduleErrors(draft: PickupDraft, state: string, now: Date) {
  const ctx = { state, now };
  const check = checkPickupSchedule(draft, ctx);
  // At booking a Ready At time now past is Review Pickup's block, said once in its words.
  const review = pickupReviewError(draft, ctx);
  const errors = pickupScheduleErrorList(check.errors).filter((m) => !(review && m === SCHEDULE_MESSAGES.readyInPast));
  return { errors: review ? [review, ...errors] : errors, outcome: check.outcome };
}

export function pickupDraftCheck(draft: PickupDraft, ctx: PickupContext): PickupCheck {
  const errors: string[] = [];
  // Only Yes on the Accounts step lets the booking go on (spec 02 section 2).
  if (draft.accounts !== true) errors.push(accountsNotPaying(ctx.company));

  const senderValue = suburbValueOf(draft.sender);
  const check = routeCheck(senderValue, suburbValueOf(draft.receiver), ctx);
  errors.push(
    ...partyErrors(draft.sender, 'Sender', ctx.addresses),
    ...partyErrors(draft.receiver, 'Receiver', ctx.addresses),
    ...check.errors,
    ...referenceErrors(draft.poNumber, draft.pickupRef, ctx.requirePO),
  );

  errors.push(...freightAndServiceErrors(draft, check, ctx));
  // A pickup is collected: 'none or collect from depot' is drop freight's (spec 02 section 4, Quote).
  if (draft.pickupRequired !== 0 && draft.pickupRequired < SERVICE_REQUIRED) errors.push(PICKUP_RULE_MESSAGES.pickupNotRequired);

  errors.push(...dangerousGoodsErrors(draft));

  // Times are the sender's: without a known sender suburb the route's message says why.
  const state = ctx.findSuburb(senderValue)?.state ?? '';
  let schedule: PickupScheduleOutcome | undefined;
  if (state !== '') {
    const checked = scheduleErrors(draft, state, ctx.now);
    errors.push(...checked.errors);
    schedule = checked.outcome;
  }

  const instructions = instructionsError(draft.instructions);
  if (instructions) errors.push(instructions);
  return { errors, route: check.route, state, ...(schedule ? { schedule } : {}) };
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
 * A pickup converted from a quote keeps the quote's route, freight, dangerous goods and services
 * (spec 02 sections 2, 4 and 8): each change is refused with the quoting notice of its step.
 */
export function quotedPickupErrors(draft: PickupDraft, quote: QuotedFields): string[] {
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
