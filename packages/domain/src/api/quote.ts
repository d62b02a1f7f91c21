import type { ListPage } from './list-page';
import type { RateCard } from './reference';

// The quote calls of spec 02 section 7 and the shapes the wizards share (freight line items,
// service values, dangerous goods answers). Fields a user types stay strings, exactly as typed,
// so that the browser and the server run the same checks on the same text.

/** 0 unset, 1 none or collect from depot, 2 required, 3 required with forklift (spec 02 section 4). */
export type ServiceValue = 0 | 1 | 2 | 3;

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

export interface QuoteDraft {
  progress: number;
  /** Suburb option values ('suburb, state, postCode'). */
  sender: string;
  receiver: string;
  customerRef: string;
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
  /** Empty until the server numbered the quote. */
  quoteNumber: string;
  /** The row's version as the server last read or wrote it; 0 until stored (decision 0030). */
  version: number;
}

export interface PriceBreakdown {
  card: RateCard;
  /** Dead weight of all items in kg. */
  deadWeight: number;
  cubicVolume: number;
  /** max(dead weight, cubic x conversion); 0 for price-per-item freight. */
  chargeableWeight: number;
  freightCharge: number;
  minimumApplied: boolean;
  pickupCharge: number;
  deliveryCharge: number;
  dangerousGoodsCharge: number;
  fuelLevyPercent: number;
  fuelLevy: number;
  /** Total excluding GST, in dollars rounded to cents. */
  total: number;
}

/** Answer of POST quoteNew. errorMsg is empty on success. */
export interface QuoteNewAnswer {
  quoteNumber: string;
  /** Total excluding GST; omitted (0) for users without QuotationFinancials view. */
  quotePrice: number;
  /** How the total was reached (DESIGN.md pricing); null without QuotationFinancials view, like quotePrice. */
  breakdown: PriceBreakdown | null;
  freightItemIDs: number[];
  freightList: FreightItem[];
  errorMsg: string;
  /** The General card priced the route because the customer's card has no rate for it. */
  generalRate: boolean;
  /** The quote's version after this save: the next save or accept sends it (decision 0030). */
  version: number;
}

/**
 * A stored quote's price as an answer carries it: the total excluding GST and how it was reached,
 * both null for a caller without QuotationFinancials view (spec 02 section 6).
 */
export interface QuotePriceFields {
  quotePrice: number | null;
  breakdown: PriceBreakdown | null;
}

/** Answer of GET quote: the stored quote. Price fields are null without QuotationFinancials view. */
export interface Quote extends QuoteDraft, QuotePriceFields {
  generalRate: boolean;
  accepted: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
  validUntil: number;
  /** The consignment number or pickup number made from this quote, empty when none. */
  connote: string;
  pickup: string;
}

export interface GetQuoteInput {
  quote: string;
}

export interface AcceptQuoteInput {
  quoteNumber: string;
  /** The version of the quote whose price is being accepted (decision 0030). */
  version: number;
}

/** POST quote: accepting changes the quote, so its new version comes back. */
export interface AcceptQuoteAnswer {
  success: boolean;
  message: string;
  version: number;
}

export interface DuplicateQuoteInput {
  quoteNumber: string;
}

/** Answer of the duplicate calls: the new record's number. */
export interface DuplicateAnswer {
  success: boolean;
  recordNumber: string;
  message: string;
}

export interface QuoteListRow {
  quoteNum: string;
  /** Epoch milliseconds of creation. */
  date: number;
  /** The zone whose clock shows `date`, e.g. Australia/Perth (decision 0042: the place of the event). */
  timeZone: string;
  /** Suburb labels. */
  sender: string;
  receiver: string;
  customerRef: string;
  pickupNum: string;
  conNum: string;
  /** 'Quoted', 'Accepted', 'Converted' or 'Expired'. */
  status: string;
  /** Accepted. */
  quoted: boolean;
  scanned: boolean;
  /** conNum is a drop freight not booked yet: the row links to the draft, not the consignment view (decision 0040). */
  conDraft: boolean;
}

/** One page of GET quotes (decision 0029). */
export interface QuotesAnswer extends ListPage {
  quotes: QuoteListRow[];
}
