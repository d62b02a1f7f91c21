import type { BookingFields, FreightItem } from '../booking/booking';
import type { ListPage } from './list-page';
import type { RateCard } from './reference';

// The quote calls of spec 02 section 7. What every booking shares (freight line items, service
// values, dangerous goods answers) is in booking/booking.ts.

/** A quote draft: a booking whose parties are suburbs only (spec 02 section 3). */
export interface QuoteDraft extends BookingFields {
  /** Suburb option values ('suburb, state, postCode'). */
  sender: string;
  receiver: string;
  customerRef: string;
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
