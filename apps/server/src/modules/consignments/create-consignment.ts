import { randomBytes } from 'node:crypto';
import { DROP_FREIGHT_STATUS_BOOKED, DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import { BOOKED_CODE, type FirstStage } from '@portal/domain/tracking/event-codes';
import type { Db } from '../../db/database';
import { insertDocuments } from '../documents/service';
import { insertEvent } from '../tracking/service';
import { consignmentLines, insertConsignment, updateDraftConsignment, type ConsignmentUpdate, type NewConsignment } from './repo';
import type { ItemFields } from '../../db/freight-lines-repo';

// A consignment is booked once its note is: at a pickup's Create Consignment (inserted booked)
// or when a drop freight, numbered earlier and kept at status 2, is booked (decision 0025). It
// keeps its own copy of what was booked (decision 0022) and, booked, starts its tracking with the
// Booked event of its first stage (spec 02 section 4: 0 for a pickup, 10 for drop freight) at
// its despatching depot, with its note and labels on file. A status-2 draft has neither.

/** Tracking ids: 20 characters of Crockford-like base32, 100 random bits, nothing to guess from. */
const TRACKING_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newTrackingId(): string {
  return Array.from(randomBytes(20), (byte) => TRACKING_ALPHABET[byte & 31]).join('');
}

export type ConsignmentBooking = Omit<NewConsignment, 'trackingId' | 'firstStage' | 'status' | 'updatedAt' | 'scannedAt'>;

export interface CreatedConsignment {
  id: number;
  trackingId: string;
  /** The lines' ids in the order given. */
  itemIds: number[];
}

async function insertWithLines(
  trx: Db,
  booking: ConsignmentBooking,
  items: readonly ItemFields[],
  firstStage: FirstStage,
  status: number,
): Promise<CreatedConsignment | null> {
  const trackingId = newTrackingId();
  const id = await insertConsignment(trx, { ...booking, trackingId, firstStage, status, updatedAt: booking.createdAt });
  if (id === null) return null;
  return { id, trackingId, itemIds: await consignmentLines.insert(trx, id, items) };
}

/** What makes a consignment booked: its first Booked event and its note and labels on file. */
async function startTracking(trx: Db, c: { id: number; companyId: number; depotFrom: string }, firstStage: FirstStage, at: number): Promise<void> {
  await insertEvent(trx, { consignmentId: c.id, code: BOOKED_CODE[firstStage], at, depot: c.depotFrom, recordedAt: at });
  await insertDocuments(trx, c.companyId, c.id, ['CON', 'LBL'], at);
}

/** A consignment booked at once (a pickup's); null when its number is taken. */
export async function createConsignment(
  trx: Db,
  booking: ConsignmentBooking,
  items: readonly ItemFields[],
  firstStage: FirstStage,
): Promise<CreatedConsignment | null> {
  const created = await insertWithLines(trx, booking, items, firstStage, DROP_FREIGHT_STATUS_BOOKED);
  if (created) await startTracking(trx, { ...booking, id: created.id }, firstStage, booking.createdAt);
  return created;
}

/** A drop freight numbered before it is booked: status 2, no tracking or documents; null when its number is taken. */
export function createDraftConsignment(trx: Db, booking: ConsignmentBooking, items: readonly ItemFields[], firstStage: FirstStage): Promise<CreatedConsignment | null> {
  return insertWithLines(trx, booking, items, firstStage, DROP_FREIGHT_STATUS_DRAFT);
}

/**
 * Books a status-2 consignment with its final fields, from the version the booking was read at.
 * Status and version are checked in the UPDATE, so of two bookings at once one books and the
 * other is answered null; so is a booking from a copy changed since (decision 0030).
 */
export async function bookDraftConsignment(
  trx: Db,
  draft: { id: number; companyId: number; firstStage: FirstStage; version: number },
  fields: ConsignmentUpdate & { depotFrom: string },
  at: number,
): Promise<number | null> {
  const version = await updateDraftConsignment(trx, draft.companyId, draft.id, draft.version, { ...fields, status: DROP_FREIGHT_STATUS_BOOKED, updatedAt: at });
  if (version === null) return null;
  await startTracking(trx, { id: draft.id, companyId: draft.companyId, depotFrom: fields.depotFrom }, draft.firstStage, at);
  return version;
}
