import type { Party } from '../api/party';

// What every booking shares (spec 02 sections 3 and 4): the quote, the pickup and the drop
// freight are each these fields and a few of their own (api/quote.ts, api/pickup.ts,
// api/drop-freight.ts). Fields a user types stay strings, exactly as typed, so that the browser
// and the server run the same checks on the same text.

/** 0 unset, 1 none or collect from depot, 2 required, 3 required with forklift (spec 02 section 4). */
export type ServiceValue = 0 | 1 | 2 | 3;

/** One freight line item (spec 02 section 3, Freight), with its dangerous goods answers. */
export interface FreightItem {
  /** Client-side key of the card. */
  key: string;
  quantity: string;
  /** Freight type name. */
  type: string;
  description: string;
  /** Weight per item in kg, as typed. */
  unitWeight: string;
  /** quantity x unitWeight, kept for the summary table. */
  weight: string;
  length: string;
  width: string;
  height: string;
  /** Server id of the line once saved (freightItemIDs); 0 before. */
  id: number;
  /** Selected price-per-item entry id in PPI mode; 0 otherwise. */
  ppi: number;
  ref: string;
  error: string;
  /** 'N/A' or a class name such as 'dgClass3'. */
  dgClass: string;
  dgUNCode: string;
  dgTechName: string;
  dgSubRisk: string;
  dgPackGroup: string;
  dgPackType: string;
  dgPackCount: string;
  dgQty: string;
}

/** The fields of every booking draft: a quote, a pickup and a drop freight. */
export interface BookingFields {
  /** How far the wizard got, in percent. */
  progress: number;
  poNumber: string;
  freightList: FreightItem[];
  /** Book Price Per Item mode. */
  ppi: boolean;
  pickupRequired: ServiceValue;
  deliveryRequired: ServiceValue;
  /** null until the Dangerous Goods question is answered. */
  _dgHas: boolean | null;
  /** Selected class names ('dgClass3', ...). */
  dgClasses: string[];
  instructions: string;
  /** The quote's own number, or the quote a pickup or drop freight converts; '' when none. */
  quoteNumber: string;
  /** The row's version as the server last read or wrote it; 0 until stored (decision 0030). */
  version: number;
}

/**
 * Create Consignment (spec 02 section 4, 'Consignment type'): the step starts at preManual or
 * preElectronic and becomes manual or electronic once the consignment note exists.
 */
export type ConType = 'preManual' | 'preElectronic' | 'manual' | 'electronic';

/**
 * A booking the carrier carries out: a pickup or a drop freight. Its parties are whole (the
 * carrier visits them), it ends in a consignment note, and the server schedules it.
 */
export interface ConsignedBookingFields extends BookingFields {
  /** Answer of the Accounts step: null until answered. */
  accounts: boolean | null;
  sender: Party;
  receiver: Party;
  status: number;
  /** preManual or preElectronic until the note exists, then manual or electronic. */
  conType: ConType;
  /** '' until the consignment is numbered. */
  conNumber: string;
  /** Copy-to e-mail of Create Consignment, defaulting from the customer defaults. */
  ExtraEmail: string;
  /** Set by the server from the schedule rules (spec 02 section 4: message only). */
  scheduleDay: string;
  scheduleMsg: string;
}
