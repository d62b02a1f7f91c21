import type { Generated } from 'kysely';
import type { Flag } from '../schema';
import type { BookingColumnsTable } from './booking-columns';

// Reference data, rate cards and quotes (migrations 0004 and 0005, decision 0015).

export interface DepotsTable {
  code: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  // What the back office edits (migration 0023, decision 0055).
  /** Suburbs this far away (km, great circle) are served from the depot. */
  serviceRadiusKm: Generated<number>;
  /** 'HH:MM' in the depot's state: same-day receivals close then. */
  generalReceivalCutOff: Generated<string>;
  chilledReceivalCutOff: Generated<string>;
  pickupsRun: Generated<Flag>;
  deliveriesRun: Generated<Flag>;
  /** Closed to new bookings; what is booked still runs. */
  closed: Generated<Flag>;
}

export interface FreightTypesTable {
  name: string;
  ppiOnly: Flag;
  position: number;
}

export interface PpiEntriesTable {
  id: Generated<number>;
  freightType: string;
  name: string;
  price: number;
  position: number;
}

export interface RatesTable {
  id: Generated<number>;
  /** Null: the General card. */
  companyId: number | null;
  depotFrom: string;
  depotTo: string;
  freightType: string;
  isDefault: Flag;
  pickupAllowed: Flag;
  deliveryAllowed: Flag;
  basicCharge: number;
  ratePerKg: number;
  minimumCharge: number;
  /** kg per m³. */
  cubicConversion: number;
}

export interface ChargesTable {
  /** 'pickup', 'delivery', 'forklift' or 'dangerousGoods'. */
  code: string;
  amount: number;
}

export interface FuelLeviesTable {
  /** 'YYYY-MM'. */
  month: string;
  percent: number;
}

export interface SavedAddressesTable {
  id: Generated<number>;
  companyId: number;
  fName: string;
  sName: string;
  name: string;
  phone: string;
  emailAddress: string;
  addr1: string;
  addr2: string;
  addr3: string;
  suburb: string;
  state: string;
  postCode: string;
}

export interface QuotesTable extends BookingColumnsTable {
  id: Generated<number>;
  companyId: number;
  createdBy: number | null;
  sender: string;
  receiver: string;
  customerRef: string;
  depotFrom: string;
  depotTo: string;
  generalRate: Flag;
  /** Total excluding GST, dollars. */
  price: number;
  /** JSON of the PriceBreakdown. */
  breakdown: string;
  fuelLevyPercent: number;
  accepted: Generated<Flag>;
  acceptedAt: number | null;
  createdAt: number;
  validUntil: number;
  connote: Generated<string>;
  pickup: Generated<string>;
}

export interface QuoteItemsTable {
  id: Generated<number>;
  quoteId: number;
  position: number;
  itemKey: string;
  quantity: string;
  type: string;
  description: string;
  unitWeight: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  ppi: number;
  ref: string;
  dgClass: string;
  dgUnCode: string;
  dgTechName: string;
  dgSubRisk: string;
  dgPackGroup: string;
  dgPackType: string;
  dgPackCount: string;
  dgQty: string;
}
