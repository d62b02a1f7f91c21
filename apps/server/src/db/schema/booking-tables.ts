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
  position: number;
}

export interface FuelLeviesTable {
  /** 'YYYY-MM'. */
  month: string;
  percent: number;
  /** When and by which staff member it was last set (issue 27); null for seeded months. */
  setAt: number | null;
  setBy: number | null;
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
  /** The rate card version and levy month it was priced with (issue 27): its price can be reproduced. */
  rateVersionId: number | null;
  levyMonth: Generated<string>;
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
