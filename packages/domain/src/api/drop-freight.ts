import type { ConsignedBookingFields } from '../booking/booking';
import type { ListPage } from './list-page';
import type { DropInScheduleFields } from './pickup-schedule';

// The drop-freight calls of spec 02 section 7 and the drop-freight draft of section 3, shared by
// the server and the direct and quote-based drop-freight wizards. A drop freight is a consignment
// (decision 0025): numbered when its Enter Consignment Number step is done, status 2 until booked.

/** Status 2 means not yet booked (editable); anything else booked (spec 02 section 4). */
export const DROP_FREIGHT_STATUS_DRAFT = 2;
export const DROP_FREIGHT_STATUS_BOOKED = 1;

export interface DropFreightDraft extends DropInScheduleFields, ConsignedBookingFields {
  /** The server holds this drop freight: later saves go to directdropfreight/edit (spec 02 section 3). */
  _created: boolean;
  customerRef: string;
  /** The receiver's business hours, defaulting from the customer defaults (spec 02 section 3). */
  openFrom: string;
  closedAfter: string;
}

/** GET directdropfreight/edit (spec 02 section 7: 'consignment (or conNumber)'). */
export interface GetDropFreightInput {
  consignment?: string;
  conNumber?: string;
}

/** GET dropfreight: the options of a quote-based drop freight. */
export interface DropFreightOptionsInput {
  quote: string;
}

/** POST dropfreight: the draft plus the quote and the spec's convertQuote flag. */
export interface QuoteDropFreightInput extends DropFreightDraft {
  convertQuote: true;
}

export interface QuoteDropFreightAnswer {
  success: boolean;
  conNumber: string;
  message: string;
  /** The numbered draft's version: its next save sends it (decision 0030). */
  version: number;
}

/** POST directdropfreight/new and /edit. recordNumber is the consignment number. */
export interface DropFreightSaveAnswer {
  success: boolean;
  recordNumber: string;
  freightItemIDs: number[];
  message: string;
  /** The drop freight's version after this save: the next save sends it (decision 0030). */
  version: number;
}

export interface ValidateConnoteInput {
  conNumber: string;
}

/** GET directdropfreight/validate, and POST directdropfreight/validate (every message of the draft). */
export interface ValidateAnswer {
  success: boolean;
  message: string;
}

export interface DuplicateDropFreightInput {
  recordNumber: string;
}

/** A row of the Existing Drop Freight list (spec 02 section 3). */
export interface DropFreightListRow {
  /** The consignment number (the spec names the column quoteNum). */
  quoteNum: string;
  /** Epoch milliseconds of creation. */
  date: number;
  /** The zone whose clock shows `date`, e.g. Australia/Perth (decision 0042: the place of the event). */
  timeZone: string;
  /** The sender's suburb label; its business beside it (the Sender (Suburb) column). */
  sender: string;
  senderCompany: string;
  receiver: string;
  receiverCompany: string;
  customerRef: string;
  scanned: boolean;
  /** Converted from a quote. */
  quoted: boolean;
  status: number;
}

/** One page of GET directdropfreight/existing (decision 0029). */
export interface DropFreightsAnswer extends ListPage {
  quotes: DropFreightListRow[];
}
