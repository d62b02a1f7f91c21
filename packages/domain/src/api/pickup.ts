import type { ConsignedBookingFields } from '../booking/booking';
import type { ListPage } from './list-page';
import type { PickupScheduleFields } from './pickup-schedule';

// The pickup calls of spec 02 section 7 and the pickup draft of section 3, shared by the server
// and the new-pickup and convert-quote wizards. Typed fields stay strings, as typed.

/** 0 is a booked draft and editable; any other value is completed (spec 02 section 4). */
export const PICKUP_STATUS_EDITABLE = 0;
export const PICKUP_STATUS_COMPLETED = 1;

export interface PickupDraft extends PickupScheduleFields, ConsignedBookingFields {
  /** Customer reference. */
  pickupRef: string;
  /** '' until the server booked the pickup. */
  pickupNumber: string;
  /** Set by the server from the schedule rules (spec 02 section 4: message only). */
  readyAt: string;
  /** Epoch milliseconds of booking; 0 before. */
  bookedAt: number;
}

/** Answer of POST pickups/new, pickups/edit and quoteConvert. */
export interface PickupSaveAnswer {
  success: boolean;
  pickupNumber: string;
  scheduleDay: string;
  freightItemIDs: number[];
  /** The schedule message when a cut-off moved the pickup, else a confirmation. */
  message: string;
  /** The pickup's version after this save: the next save sends it (decision 0030). */
  version: number;
}

export interface GetPickupInput {
  pickupNumber: string;
}

/** POST quoteConvert: the draft plus the spec's pickupOrConsignment flag (0 = pickup). */
export interface QuoteConvertInput extends PickupDraft {
  pickupOrConsignment: 0;
}

export interface GetQuoteConvertInput {
  quote: string;
}

/** POST pickups/convert: create the consignment note; conNumber '' asks for an electronic one. */
export interface PickupConvertInput {
  pickupNumber: string;
  conNumber: string;
  ExtraEmail: string;
}

export interface PickupConvertAnswer {
  success: boolean;
  conNumber: string;
  pickupNumber: string;
  message: string;
}

export interface DuplicatePickupInput {
  pickupNumber: string;
}

export interface PickupListRow {
  pickupNum: string;
  /** Epoch milliseconds of booking. */
  date: number;
  /** The zone whose clock shows `date`, e.g. Australia/Perth (decision 0042: the place of the event). */
  timeZone: string;
  senderCompany: string;
  senderSuburb: string;
  receiverCompany: string;
  receiverSuburb: string;
  quoteNum: string;
  conNum: string;
  status: number;
  scanned: boolean;
}

/** One page of GET pickups/list (decision 0029). */
export interface PickupsAnswer extends ListPage {
  pickups: PickupListRow[];
}

/** The header a booking POST carries so that a retried submit never books twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
