import type { CustomerDefaults, FreightLimits } from './session';

// Reference data the booking wizards read (spec 02 section 3, DESIGN.md 'Reference data and
// pricing'), shared by the server that builds the options answer and the browser that shows it.

export interface Depot {
  /** Three-letter code, e.g. BNE. */
  code: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /**
   * When same-day receivals close, 'HH:MM' in the depot's state: General freight, and Freezer
   * and Chiller freight (spec 02 section 5; the back office sets them per depot, decision 0055).
   */
  generalReceivalCutOff: string;
  chilledReceivalCutOff: string;
}

/**
 * One pickable locality. Entries with the same label are merged, so `depots` lists every depot
 * within the service radius. `available` is true when one of its depots has a route.
 */
export interface SuburbOption {
  suburb: string;
  state: string;
  postCode: string;
  depots: string[];
  /** 'suburb, state, postCode' (the value drop freight stores). */
  value: string;
  /** Capitalised suburb, post code and state: 'Fortitude Valley 4006 QLD'. */
  label: string;
  available: boolean;
}

/** Which rate card a rate comes from: the customer's own, or the General card as fallback. */
export type RateCard = 'customer' | 'general';

/**
 * A route or rate entry (spec 02 section 3) without its prices: what the browser needs to offer
 * freight types and services for a depot pair. When several match a pair, non-default ones win.
 */
export interface RateOption {
  depotFrom: string;
  depotTo: string;
  /** Freight type name. */
  freight: string;
  default: boolean;
  pickupAllowed: boolean;
  deliveryAllowed: boolean;
  card: RateCard;
}

export interface FreightTypeOption {
  freight: string;
  /** Priced per item: choosing it switches the line items to PPI mode. */
  ppiOnly: boolean;
}

/** A price-per-item entry of a ppiOnly freight type (POST options/ppi). */
export interface PpiEntry {
  id: number;
  name: string;
}

export interface SavedAddress {
  id: number;
  /** First and second name of the contact. */
  fName: string;
  sName: string;
  /** Business name. */
  name: string;
  phone: string;
  emailAddress: string;
  addr1: string;
  addr2: string;
  addr3: string;
  suburb: string;
  state: string;
  postCode: string;
  depot: string;
  /** 'SUBURB, STATE, POSTCODE' in upper case: how drafts are matched to saved addresses. */
  cityState: string;
}

export interface DefaultSender {
  id: number;
  suburb: string;
  state: string;
  postCode: string;
}

export interface BookingCustomerDefaults extends CustomerDefaults {
  /** The company's usual sender address, matched against the suburb list; null when none. */
  defaultSender: DefaultSender | null;
}

/**
 * The options the booking wizards read (GET quoteNew, pickups/new, quoteConvert, dropfreight,
 * directdropfreight/new), as the web client hands them to its screens: the company's answer
 * (BookingOptionsAnswer) joined with its gazetteer (decision 0028).
 */
export interface BookingOptions {
  suburbs: SuburbOption[];
  depots: Depot[];
  rates: RateOption[];
  freightTypes: FreightTypeOption[];
  addresses: SavedAddress[];
  requirePO: boolean;
  forkliftPickup: boolean;
  forkliftDelivery: boolean;
  customerDefaults: BookingCustomerDefaults;
  limits: FreightLimits;
  /** 1 when dimensions are entered in metres, 100 in centimetres. */
  dimensionFactor: number;
  /** This month's fuel levy in percent, so the browser can say what a quote includes. */
  fuelLevyPercent: number;
}

/**
 * What every company's options share (decision 0028): the suburb list, the depots and the
 * General card's rate options. GET gazetteer/{hash} answers it, immutable under its content hash.
 */
export interface Gazetteer {
  suburbs: SuburbOption[];
  depots: Depot[];
  /** The General card's rate options. */
  rates: RateOption[];
}

/** The options answer as the wire carries it: only what is the company's, and its gazetteer's hash. */
export interface BookingOptionsAnswer extends Omit<BookingOptions, 'suburbs' | 'depots' | 'rates'> {
  /** The rate options of the company's own card (none when it has none); the General card's are the gazetteer's. */
  rates: RateOption[];
  /** The content hash of the gazetteer these options go with: GET gazetteer/{hash}. */
  gazetteer: string;
}

export interface GazetteerInput {
  hash: string;
}

export interface PpiInput {
  /** The ppiOnly freight type name. */
  rate: string;
}

export interface PpiAnswer {
  ppi: PpiEntry[];
}

export interface DgDescriptionInput {
  /** 'dgClass3' or '3'. */
  class: string;
  /** Four digits. */
  code: string;
}

export interface DgDescriptionAnswer {
  description: string;
  result: { message: string };
}
