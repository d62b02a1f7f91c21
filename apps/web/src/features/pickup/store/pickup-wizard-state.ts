import { BLANK_PARTY } from '@portal/domain/api/party';
import {
  PICKUP_STATUS_COMPLETED,
  PICKUP_STATUS_EDITABLE,
  type PickupConvertAnswer,
  type PickupDraft,
  type PickupSaveAnswer,
} from '@portal/domain/api/pickup';
import type { BookingCustomerDefaults, BookingOptions } from '@portal/domain/api/reference';
import { resetFreight } from '@portal/domain/freight/freight-list';
import { SERVICE_REQUIRED } from '@portal/domain/services/service-values';
import { PICKUP_STEP } from '@portal/domain/wizard/pickup-step-rules';
import type { DraftStoreFields } from '../../../components/booking/draft-store';
import { withFreightItemIds } from '../../../components/booking/freight-item-ids';
import { bookedByOf, defaultSenderParty, quotedBookingFields, type ConvertQuoteState } from '../../../components/booking/booking-from-quote';
import type { DetailsValue } from '../../../components/booking/steps/details/details-value';

// The data of the pickup wizards (spec 02 section 3, 'Pickup draft') and the pure steps between
// it, the options, a quote being converted and the server's answers.

/** What the last booking POST answered, shown until the wizard closes. */
export interface BookingNotice {
  pickupNumber: string;
  scheduleDay: string;
  message: string;
}

export interface PickupWizard extends DraftStoreFields<PickupDraft> {
  /** Started in this browser rather than opened from the server. */
  isNew: boolean;
  booking: BookingNotice | null;
}

export type PickupDefaults = Pick<BookingCustomerDefaults, 'defaultOpen' | 'defaultClose' | 'defaultInstructions' | 'defaultExtraEmail'>;

const NO_DEFAULTS: PickupDefaults = { defaultOpen: '', defaultClose: '', defaultInstructions: '', defaultExtraEmail: '' };

/**
 * A blank pickup: business hours, instructions and copy-to e-mail from the customer defaults
 * (spec 02 section 3). A pickup is required of a pickup booking; delivery is settled from the
 * route on submit (docs/decisions/0018).
 */
export function blankPickupDraft(defaults: PickupDefaults = NO_DEFAULTS, bookedBy = ''): PickupDraft {
  return {
    progress: PICKUP_STEP.accounts,
    version: 0,
    accounts: null,
    sender: { ...BLANK_PARTY },
    receiver: { ...BLANK_PARTY },
    poNumber: '',
    pickupRef: '',
    freightList: resetFreight(),
    ppi: false,
    _dgHas: null,
    dgClasses: [],
    when: 'now',
    _readyAtDate: '',
    _readyAtTime: '',
    openFrom: defaults.defaultOpen,
    closedAfter: defaults.defaultClose,
    bookedBy,
    instructions: defaults.defaultInstructions,
    pickupRequired: SERVICE_REQUIRED,
    deliveryRequired: SERVICE_REQUIRED,
    quoteNumber: '',
    pickupNumber: '',
    status: PICKUP_STATUS_EDITABLE,
    conType: 'preElectronic',
    conNumber: '',
    ExtraEmail: defaults.defaultExtraEmail,
    readyAt: '',
    scheduleDay: '',
    scheduleMsg: '',
    bookedAt: 0,
  };
}

export function blankPickupWizard(draft: PickupDraft = blankPickupDraft()): PickupWizard {
  return { draft, dirty: false, worked: false, isNew: true, submitKey: '', booking: null };
}

/** A new pickup: blank, with the customer defaults and the usual sender. */
export function newPickupDraft(options: BookingOptions, userName: string): PickupDraft {
  return { ...blankPickupDraft(options.customerDefaults, bookedByOf(userName)), sender: defaultSenderParty(options) };
}

/** A pickup converted from a quote: the quote's fields, the rest blank with the customer defaults. */
export function pickupFromQuote(convert: ConvertQuoteState, options: BookingOptions, userName: string): PickupDraft {
  const { customerRef, instructions, ...quoted } = quotedBookingFields(convert, options);
  const blank = blankPickupDraft(options.customerDefaults, bookedByOf(userName));
  return { ...blank, ...quoted, pickupRef: customerRef, instructions: instructions || blank.instructions };
}

/** The server's pickup, opened at `progress`; nothing local is kept. */
export function pickupFromServer(pickup: PickupDraft, progress: number): PickupWizard {
  const draft = { ...pickup, progress, freightList: pickup.freightList.length > 0 ? pickup.freightList : resetFreight() };
  return { draft, dirty: false, worked: false, isNew: false, submitKey: '', booking: null };
}

/** The shared Details step's value: the pickup names the customer reference pickupRef. */
export function detailsOf(draft: PickupDraft): DetailsValue {
  const { sender, receiver, poNumber, pickupRef, quoteNumber } = draft;
  return { sender, receiver, poNumber, customerRef: pickupRef, quoteNumber };
}

/** A Details step patch as a draft patch; the quote number is not the step's to change. */
export function detailsPatch(patch: Partial<DetailsValue>): Partial<PickupDraft> {
  const { customerRef, quoteNumber: _quoteNumber, ...rest } = patch;
  return customerRef === undefined ? rest : { ...rest, pickupRef: customerRef };
}

/** The booking POST answered success: the pickup is numbered and its lines have their ids. */
export function applyBooking(draft: PickupDraft, answer: PickupSaveAnswer): PickupDraft {
  const freightList = withFreightItemIds(draft.freightList, answer.freightItemIDs);
  // The next save sends the version this one made (decision 0030).
  return { ...draft, pickupNumber: answer.pickupNumber, scheduleDay: answer.scheduleDay || draft.scheduleDay, freightList, version: answer.version };
}

/** POST pickups/convert answered success: the consignment exists and the pickup is completed. */
export function applyConversion(draft: PickupDraft, answer: PickupConvertAnswer): PickupDraft {
  // After a manual submit succeeds the type becomes manual (spec 02 section 4).
  const conType = draft.conType === 'preManual' || draft.conType === 'manual' ? 'manual' : 'electronic';
  return { ...draft, conType, conNumber: answer.conNumber, status: PICKUP_STATUS_COMPLETED };
}

/**
 * Whether the local copy should be offered before `opening` (a pickup number, or '' for a new
 * pickup or a converted quote) replaces it: it holds work, and it is another pickup or has
 * unsaved edits (spec 02 section 4).
 */
export function localCopyConflicts(local: PickupWizard, opening: string): boolean {
  if (!local.worked) return false;
  if (opening === '') return true;
  return local.draft.pickupNumber !== opening || local.dirty;
}
