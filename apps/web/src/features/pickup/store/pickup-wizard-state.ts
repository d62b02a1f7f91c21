import { PICKUP_STATUS_COMPLETED, PICKUP_STATUS_EDITABLE, type PickupConvertAnswer, type PickupDraft, type PickupSaveAnswer } from '@portal/domain/api/pickup';
import type { BookingOptions } from '@portal/domain/api/reference';
import type { CustomerDefaults } from '@portal/domain/api/session';
import { blankConsignedBooking, bookedConType } from '@portal/domain/booking/blank-booking';
import { SERVICE_REQUIRED } from '@portal/domain/services/service-values';
import { openedFromServer, type BookingWizardFields } from '../../../components/booking/booking-store';
import type { BookingNotice } from '../../../components/booking/steps/create-consignment/booked-notice';
import { withFreightItemIds } from '../../../components/booking/freight-item-ids';
import { bookingFromQuote, newBooking, type ConvertQuoteState } from '../../../components/booking/booking-from-quote';
import type { DetailsValue } from '../../../components/booking/steps/details/details-value';

// The data of the pickup wizards (spec 02 section 3, 'Pickup draft') and the pure steps between
// it, the options, a quote being converted and the server's answers.

export interface PickupWizard extends BookingWizardFields<PickupDraft> {
  booking: BookingNotice | null;
}

/**
 * A blank pickup (spec 02 section 3). A pickup is required of a pickup booking; delivery is
 * settled from the route on submit (docs/decisions/0018).
 */
export function blankPickupDraft(defaults?: CustomerDefaults, bookedBy = ''): PickupDraft {
  return {
    ...blankConsignedBooking(defaults, bookedBy, PICKUP_STATUS_EDITABLE),
    pickupRef: '',
    when: 'now',
    _readyAtDate: '',
    _readyAtTime: '',
    pickupRequired: SERVICE_REQUIRED,
    deliveryRequired: SERVICE_REQUIRED,
    pickupNumber: '',
    bookedAt: 0,
  };
}

export function blankPickupWizard(draft: PickupDraft = blankPickupDraft()): PickupWizard {
  return { draft, dirty: false, worked: false, isNew: true, submitKey: '', booking: null };
}

/** The server's pickup, opened at `progress`; nothing local is kept. */
export const pickupFromServer = (pickup: PickupDraft, progress: number) => openedFromServer(blankPickupWizard, pickup, progress);

/** A new pickup: blank, with the customer defaults and the usual sender. */
export const newPickupDraft = (options: BookingOptions, userName: string) => newBooking(blankPickupDraft, options, userName);

/** A pickup converted from a quote: the quote's fields, its reference as the pickup's, the rest blank. */
export function pickupFromQuote(convert: ConvertQuoteState, options: BookingOptions, userName: string): PickupDraft {
  const { customerRef, ...pickup } = bookingFromQuote(blankPickupDraft, convert, options, userName);
  return { ...pickup, pickupRef: customerRef };
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
  return { ...draft, conType: bookedConType(draft.conType), conNumber: answer.conNumber, status: PICKUP_STATUS_COMPLETED };
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
