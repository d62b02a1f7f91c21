import type { ListInput, ListPage } from './list-page';
import type { FirstStage, TrackingStage } from '../tracking/event-codes';
import type { Party } from './party';
import type { ConType } from '../booking/booking';
import type { QuotePriceFields } from './quote';
import type { FreightItem, ServiceValue } from '../booking/booking';

// The consignment view and the consignments list (spec 02 section 2, /consignment). Calls:
// GET consignment (one by number) and GET consignments (the list of the last 30 days, searched).

export interface GetConsignmentInput {
  conNumber: string;
}

export interface Depot {
  code: string;
  town: string;
}

/** The price fields are the quote's it was booked from: null for none, or without QuotationFinancials view. */
export interface ConsignmentView extends QuotePriceFields {
  conNumber: string;
  conType: Extract<ConType, 'manual' | 'electronic'>;
  /** Epoch milliseconds of creation. */
  date: number;
  /** The zone whose clock shows `date`, e.g. Australia/Perth (decision 0042: the place of the event). */
  timeZone: string;
  /** The pickup it was booked with; '' for drop freight. */
  pickupNumber: string;
  quoteNumber: string;
  sender: Party;
  receiver: Party;
  poNumber: string;
  customerRef: string;
  instructions: string;
  pickupRequired: ServiceValue;
  deliveryRequired: ServiceValue;
  freightList: FreightItem[];
  totals: { items: number; weight: number; cubic: number };
  dgClasses: string[];
  depotFrom: Depot;
  depotTo: Depot;
  trackingID: string;
  firstStage: FirstStage;
  stage: TrackingStage | null;
  /** A scanned original (the signed paper connote) is on file. */
  scanned: boolean;
  /** A proof of delivery is on file. */
  pod: boolean;
}

/** GET consignments: the list request every record list shares (decision 0029). */
export type ConsignmentsInput = ListInput;

export interface ConsignmentListRow {
  conNumber: string;
  date: number;
  /** The zone whose clock shows `date`, e.g. Australia/Perth (decision 0042: the place of the event). */
  timeZone: string;
  senderCompany: string;
  senderSuburb: string;
  receiverCompany: string;
  receiverSuburb: string;
  customerRef: string;
  stage: TrackingStage | null;
  delivered: boolean;
  scanned: boolean;
  pod: boolean;
}

/** One page of GET consignments (decision 0029). */
export interface ConsignmentsAnswer extends ListPage {
  consignments: ConsignmentListRow[];
}
