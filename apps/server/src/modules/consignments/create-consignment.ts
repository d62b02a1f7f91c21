import { randomBytes } from 'node:crypto';
import { BOOKED_CODE, type FirstStage } from '@portal/domain/tracking/event-codes';
import type { Db } from '../../db/database';
import { insertDocuments } from '../documents/repo';
import { insertEvent } from '../tracking/repo';
import { insertConsignment, consignmentLines, type NewConsignment } from './repo';
import type { ItemFields } from '../bookings/freight-lines';

// A consignment is created once its note is: from a pickup (Create Consignment) or, from issue
// 11, a drop freight. It keeps its own copy of what was booked (decision 0022) and starts its
// tracking with the Booked event of its first stage (spec 02 section 4: 0 for a pickup, 10 for
// drop freight) at its despatching depot, with its note and labels on file.

/** Tracking ids: 20 characters of Crockford-like base32, 100 random bits, nothing to guess from. */
const TRACKING_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newTrackingId(): string {
  return Array.from(randomBytes(20), (byte) => TRACKING_ALPHABET[byte & 31]).join('');
}

export type ConsignmentBooking = Omit<NewConsignment, 'trackingId' | 'firstStage' | 'status' | 'updatedAt' | 'scannedAt'>;

/** The new consignment's id and tracking id, or null when its number is taken. */
export async function createConsignment(
  trx: Db,
  booking: ConsignmentBooking,
  items: readonly ItemFields[],
  firstStage: FirstStage,
): Promise<{ id: number; trackingId: string } | null> {
  const trackingId = newTrackingId();
  const id = await insertConsignment(trx, { ...booking, trackingId, firstStage, status: 1, updatedAt: booking.createdAt });
  if (id === null) return null;
  await consignmentLines.insert(trx, id, items);
  await insertEvent(trx, { consignmentId: id, code: BOOKED_CODE[firstStage], at: booking.createdAt, depot: booking.depotFrom, recordedAt: booking.createdAt });
  await insertDocuments(trx, booking.companyId, id, ['CON', 'LBL'], booking.createdAt);
  return { id, trackingId };
}
