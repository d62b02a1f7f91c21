import type { Generated, GeneratedAlways } from 'kysely';
import type { Flag } from '../schema';
import type { QuoteItemsTable } from './booking-tables';
import type { BookingColumnsTable } from './booking-columns';
import type { PartyColumnsTable } from './party-columns';

// Consignments and what hangs off them: freight, tracking events, PODs, scanned originals,
// label serials and documents (migrations 0006, 0007 and 0008, decisions 0019, 0022 and 0025).

// A pickup's consignment keeps the defaults of the draft columns (progress, ppi, dgHas).
export interface ConsignmentsTable extends PartyColumnsTable, Omit<BookingColumnsTable, 'progress' | 'ppi' | 'dgHas'> {
  id: Generated<number>;
  companyId: number;
  number: string;
  /** 'manual' or 'electronic'. */
  conType: string;
  pickupId: number | null;
  createdBy: number | null;
  createdAt: number;
  /** 1 booked; 2 a drop freight not yet booked (spec 02 section 4). */
  status: Generated<number>;
  /** 'pickup' or 'receival': where tracking starts. */
  firstStage: Generated<string>;
  /** The public tracking link's random id. */
  trackingId: string;
  customerRef: string;
  depotFrom: string;
  depotTo: string;
  extraEmail: string;
  quoteId: number | null;
  scannedAt: number | null;
  /** The searched columns lowercased and joined, computed by the database (migration 0013). */
  listSearch: GeneratedAlways<string>;
  // A drop freight's draft (migration 0008, decision 0025); a pickup's consignment keeps the defaults.
  /** The wizard step a drop freight was saved at (spec 02 section 4). */
  progress: Generated<number>;
  ppi: Generated<Flag>;
  /** The dangerous goods answer; null until asked. */
  dgHas: Generated<Flag | null>;
  /** The drop-in date as typed, 'YYYY-MM-DD'. */
  readyAt: Generated<string>;
  bookedBy: Generated<string>;
  openFrom: Generated<string>;
  closedAfter: Generated<string>;
  /** The drop-in day as the server scheduled it, and the same-day receivals message. */
  scheduleDay: Generated<string>;
  scheduleMsg: Generated<string>;
}

export interface ConsignmentItemsTable extends Omit<QuoteItemsTable, 'quoteId'> {
  consignmentId: number;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  consignmentId: number;
  code: number;
  /** When it happened (epoch ms); recordedAt when the service heard of it. */
  at: number;
  /** The code of the depot that scanned it. */
  depot: string;
  recordedAt: number;
  /** The staff member who recorded it by hand (migration 0024); null for the carrier's own systems. */
  staffUserId: Generated<number | null>;
}

export interface PodsTable {
  consignmentId: number;
  companyId: number;
  signedBy: string;
  /** PNG bytes, checked on upload. */
  signature: Buffer;
  deliveredAt: number;
  createdAt: number;
}

export interface ScannedOriginalsTable {
  consignmentId: number;
  /** 'application/pdf' or 'image/png'. */
  contentType: string;
  content: Buffer;
  scannedAt: number;
}

export interface SsccSerialsTable {
  /** The SSCC's serial reference. */
  id: Generated<number>;
  consignmentId: number;
  itemNo: number;
  createdAt: number;
}

export interface DocumentsTable {
  id: Generated<number>;
  companyId: number;
  consignmentId: number;
  /** 'CON', 'LBL' or 'POD'. */
  docType: string;
  createdAt: number;
  generatedAt: number;
  generatedCount: Generated<number>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface OutboxAttachmentsTable {
  id: Generated<number>;
  messageId: number;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** The number of a drop freight draft swept after 30 days untouched: never issued again (migration 0019, decision 0040). */
export interface RetiredConnotesTable {
  number: string;
  companyId: number;
  retiredAt: number;
}
