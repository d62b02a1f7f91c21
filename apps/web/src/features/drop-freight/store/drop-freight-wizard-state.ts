import { BLANK_PARTY } from '@portal/domain/api/party';
import { DROP_FREIGHT_STATUS_DRAFT, type DropFreightDraft, type DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import type { BookingCustomerDefaults, BookingOptions } from '@portal/domain/api/reference';
import { resetFreight } from '@portal/domain/freight/freight-list';
import { SERVICE_NONE, SERVICE_UNSET } from '@portal/domain/services/service-values';
import { DROP_FREIGHT_STEP } from '@portal/domain/wizard/drop-freight-step-rules';
import { bookedByOf, defaultSenderParty, quotedBookingFields, type ConvertQuoteState } from '../../../components/booking/booking-from-quote';
import type { DraftStoreFields } from '../../../components/booking/draft-store';
import { withFreightItemIds } from '../../../components/booking/freight-item-ids';

// The data of the drop-freight wizards (spec 02 section 3, 'Drop freight adds') and the pure
// steps between it, the options, a quote being converted and the server's answers.

export interface DropFreightWizard extends DraftStoreFields<DropFreightDraft> {
  /** Started in this browser rather than opened from the server. */
  isNew: boolean;
}

type Defaults = Pick<BookingCustomerDefaults, 'defaultOpen' | 'defaultClose' | 'defaultInstructions' | 'defaultExtraEmail'>;

const NO_DEFAULTS: Defaults = { defaultOpen: '', defaultClose: '', defaultInstructions: '', defaultExtraEmail: '' };

/**
 * A blank drop freight: open and close times, instructions and the copy-to e-mail from the
 * customer defaults (spec 02 section 3). The freight is dropped in: no pickup service.
 */
export function blankDropFreightDraft(defaults: Defaults = NO_DEFAULTS, bookedBy = ''): DropFreightDraft {
  return {
    progress: DROP_FREIGHT_STEP.accounts,
    version: 0,
    _created: false,
    accounts: null,
    sender: { ...BLANK_PARTY },
    receiver: { ...BLANK_PARTY },
    poNumber: '',
    customerRef: '',
    freightList: resetFreight(),
    ppi: false,
    pickupRequired: SERVICE_NONE,
    deliveryRequired: SERVICE_UNSET,
    _dgHas: null,
    dgClasses: [],
    readyAt: '',
    bookedBy,
    openFrom: defaults.defaultOpen,
    closedAfter: defaults.defaultClose,
    instructions: defaults.defaultInstructions,
    quoteNumber: '',
    status: DROP_FREIGHT_STATUS_DRAFT,
    conType: 'preElectronic',
    conNumber: '',
    ExtraEmail: defaults.defaultExtraEmail,
    scheduleDay: '',
    scheduleMsg: '',
  };
}

/** 'A reset-page action returns a blank store' (spec 02 section 4). */
export function blankDropFreightWizard(draft: DropFreightDraft = blankDropFreightDraft()): DropFreightWizard {
  return { draft, dirty: false, worked: false, isNew: true, submitKey: '' };
}

/** A new direct drop freight: blank, with the customer defaults and the usual sender. */
export function newDropFreightDraft(options: BookingOptions, userName: string): DropFreightDraft {
  return { ...blankDropFreightDraft(options.customerDefaults, bookedByOf(userName)), sender: defaultSenderParty(options) };
}

/** A drop freight from an accepted quote without pickup: the quote's fields, the rest blank. */
export function dropFreightFromQuote(convert: ConvertQuoteState, options: BookingOptions, userName: string): DropFreightDraft {
  const { instructions, ...quoted } = quotedBookingFields(convert, options);
  const blank = blankDropFreightDraft(options.customerDefaults, bookedByOf(userName));
  return { ...blank, ...quoted, instructions: instructions || blank.instructions };
}

/** The server's drop freight, opened at `progress`; nothing local is kept. */
export function dropFreightFromServer(draft: DropFreightDraft, progress: number): DropFreightWizard {
  const freightList = draft.freightList.length > 0 ? draft.freightList : resetFreight();
  return { draft: { ...draft, progress, freightList }, dirty: false, worked: false, isNew: false, submitKey: '' };
}

/** A save answered success: the drop freight is numbered and its lines have their ids. */
export function applySave(draft: DropFreightDraft, answer: Pick<DropFreightSaveAnswer, 'recordNumber' | 'freightItemIDs' | 'version'>): DropFreightDraft {
  const freightList = withFreightItemIds(draft.freightList, answer.freightItemIDs);
  // The next save sends the version this one made (decision 0030).
  return { ...draft, _created: true, conNumber: answer.recordNumber, freightList, version: answer.version };
}

/** Booked: the type becomes manual or electronic and the drop freight is no longer a draft (spec 02 section 4). */
export function applyBooked(draft: DropFreightDraft, status: number): DropFreightDraft {
  const conType = draft.conType === 'preManual' || draft.conType === 'manual' ? 'manual' : 'electronic';
  return { ...draft, conType, status };
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
