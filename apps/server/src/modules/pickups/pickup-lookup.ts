import { pickupDoesNotExist } from '@portal/domain/booking-messages';
import { can } from '@portal/domain/permissions';
import type { Db } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed } from '../bookings/service';
import { PICKUP_MESSAGES } from './pickup-messages';
import { pickupIdOf, pickupNumberOf } from '../../db/record-numbers';
import { findPickup, type PickupRow } from './repo';

// Finding the caller's pickup by number, and who may change one (spec 02 sections 4 and 6).

/** The company's pickup; 'Pickup {number} does not exist' for an unknown number or another company's. */
export async function pickupByNumber(db: Db, auth: CompanyAuth, pickupNumber: string): Promise<PickupRow> {
  const id = pickupIdOf(pickupNumber);
  const row = id === null ? undefined : await findPickup(db, auth.companyId, id);
  if (!row) throw notFound(pickupDoesNotExist(pickupNumber.trim()));
  return row;
}

/**
 * A status 0 pickup the caller may change (save again, or complete with a connote): Pickups.edit,
 * or Pickups.add for a pickup the caller booked, who finishes their own new pickup (decision 0018).
 */
export async function editablePickup(db: Db, auth: CompanyAuth, pickupNumber: string): Promise<PickupRow> {
  const permissions = await allowed(db, auth, (p) => (can(p, 'Pickups', 'edit') || can(p, 'Pickups', 'add') ? null : PICKUP_MESSAGES.noAccessEditPickups));
  const mayEdit = can(permissions, 'Pickups', 'edit');
  const row = await pickupByNumber(db, auth, pickupNumber);
  if (!mayEdit && row.createdBy !== auth.userId) throw forbidden(PICKUP_MESSAGES.noAccessEditPickups);
  if (row.status !== 0) throw conflict(PICKUP_MESSAGES.completed(pickupNumberOf(row.id)));
  return row;
}
