import { DROP_FREIGHT_STATUS_DRAFT, type DropFreightDraft, type DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import type { BookingOptions } from '@portal/domain/api/reference';
import type { CustomerDefaults } from '@portal/domain/api/session';
import { blankConsignedBooking, bookedConType } from '@portal/domain/booking/blank-booking';
import { SERVICE_NONE, SERVICE_UNSET } from '@portal/domain/services/service-values';
import { bookingFromQuote, newBooking, type ConvertQuoteState } from '../../../components/booking/booking-from-quote';
import type { BookingWizardFields } from '../../../components/booking/booking-store';
import { withFreightItemIds } from '../../../components/booking/freight-item-ids';

// The data of the drop-freight wizards (spec 02 section 3, 'Drop freight adds') and the pure
// steps between it, the options, a quote being converted and the server's answers.

export type DropFreightWizard = BookingWizardFields<DropFreightDraft>;

/**
 * A blank drop freight (spec 02 section 3): the freight is dropped in, so no pickup service;
 * delivery is the user's to choose.
 */
export function blankDropFreightDraft(defaults?: CustomerDefaults, bookedBy = ''): DropFreightDraft {
  return {
    ...blankConsignedBooking(defaults, bookedBy, DROP_FREIGHT_STATUS_DRAFT),
    _created: false,
    customerRef: '',
    pickupRequired: SERVICE_NONE,
    deliveryRequired: SERVICE_UNSET,
  };
}

/** 'A reset-page action returns a blank store' (spec 02 section 4). */
export function blankDropFreightWizard(draft: DropFreightDraft = blankDropFreightDraft()): DropFreightWizard {
  return { draft, dirty: false, worked: false, isNew: true, submitKey: '' };
}

/** A new direct drop freight: blank, with the customer defaults and the usual sender. */
export const newDropFreightDraft = (options: BookingOptions, userName: string) => newBooking(blankDropFreightDraft, options, userName);

/** A drop freight from an accepted quote without pickup: the quote's fields, the rest blank. */
export const dropFreightFromQuote = (convert: ConvertQuoteState, options: BookingOptions, userName: string): DropFreightDraft =>
  bookingFromQuote(blankDropFreightDraft, convert, options, userName);

/** A save answered success: the drop freight is numbered and its lines have their ids. */
export function applySave(draft: DropFreightDraft, answer: Pick<DropFreightSaveAnswer, 'recordNumber' | 'freightItemIDs' | 'version'>): DropFreightDraft {
  const freightList = withFreightItemIds(draft.freightList, answer.freightItemIDs);
  // The next save sends the version this one made (decision 0030).
  return { ...draft, _created: true, conNumber: answer.recordNumber, freightList, version: answer.version };
}

/** Booked: the type becomes manual or electronic and the drop freight is no longer a draft (spec 02 section 4). */
export function applyBooked(draft: DropFreightDraft, status: number): DropFreightDraft {
  return { ...draft, conType: bookedConType(draft.conType), status };
}

/** The step a drop freight opens at (spec 02 sections 4 and 9): its progress, else the default. */
export const openingStep = (progress: number, fallback: number) => (progress >= 1 ? progress : fallback);

/**
 * Whether the local copy is offered before `opening` (a consignment number, or '' for a new drop
 * freight) replaces it: a draft (status 2) that holds work (spec 02 section 4, 'Drop freight
 * local drafts'). A new drop freight offers any such copy. Opening a stored one (a list row, a
 * duplicate, a converted quote) opens that one: only its own unsaved edits are offered, since the
 * server holds every step of a numbered draft and an unnumbered one cannot take the existing
 * route, which skips Enter Consignment Number (decision 0040).
 */
export function localCopyConflicts(local: DropFreightWizard, opening: string): boolean {
  if (!local.worked || local.draft.status !== DROP_FREIGHT_STATUS_DRAFT) return false;
  if (opening === '') return true;
  return local.draft.conNumber === opening && local.dirty;
}
