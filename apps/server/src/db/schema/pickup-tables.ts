import type { Generated } from 'kysely';
import type { BookingColumnsTable } from './booking-columns';
import type { PartyColumnsTable } from './party-columns';
import type { QuoteItemsTable } from './booking-tables';

// Pickups, connote books and idempotency keys (migration 0006, decision 0019).

export interface PickupsTable extends PartyColumnsTable, BookingColumnsTable {
  id: Generated<number>;
  companyId: number;
  createdBy: number | null;
  /** 0 booked and editable, 1 completed (spec 02 section 4). */
  status: Generated<number>;
  pickupRef: string;
  depotFrom: string;
  depotTo: string;
  /** 'now' or 'at'. */
  readyWhen: string;
  readyAtDate: string;
  readyAtTime: string;
  openFrom: string;
  closedAfter: string;
  bookedBy: string;
  /** The schedule outcome: 'YYYY-MM-DD HH:mm' local, the pickup day, the cut-off message and rule. */
  readyAt: string;
  scheduleDay: string;
  scheduleMsg: string;
  scheduleRule: string;
  /** The quote converted to this pickup. */
  quoteId: number | null;
  conType: Generated<string>;
  conNumber: Generated<string>;
  extraEmail: string;
  createdAt: number;
  bookedAt: number;
  completedAt: Generated<number | null>;
}

export interface PickupItemsTable extends Omit<QuoteItemsTable, 'quoteId'> {
  pickupId: number;
}

export interface ConnoteBooksTable {
  id: Generated<number>;
  companyId: number;
  /** Serials (the 8 digits) of the book's first and last connote. */
  firstSerial: number;
  lastSerial: number;
  createdAt: number;
  /** When the company and the staff mailbox were told the book is nearly used (migration 0023); null until then. */
  nearlyUsedNoticeAt: Generated<number | null>;
}

export interface ElectronicConnotesTable {
  id: Generated<number>;
  companyId: number;
  issuedAt: number;
}

export interface IdempotencyKeysTable {
  companyId: number;
  key: string;
  call: string;
  requestHash: string;
  /** JSON of the answer given. */
  answer: string;
  createdAt: number;
}
