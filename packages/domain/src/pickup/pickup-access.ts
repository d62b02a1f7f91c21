import { PICKUP_STATUS_EDITABLE } from '../api/pickup';
import { BOOKING_MESSAGES } from '../booking-messages';
import { can, type Permissions } from '../permissions';

// Who may do what with a pickup (spec 02 section 6), for the browser's screens and the server's
// routes. Converting a quote to a pickup is quote-access.ts's 'convertToPickup'. Each function
// answers the Permission Denied text, or null when allowed.

/** Texts of the pickups list the spec leaves to us, in the words of its drop-freight ones (section 2). */
export const PICKUP_LIST_MESSAGES = {
  duplicatePickupTitle: 'Duplicate Pickup',
} as const;

export function duplicatePickupConfirm(pickupNumber: string): string {
  return `This will create a copy of pickup ${pickupNumber}. Are you sure you want to continue?`;
}

/** The pickup status of section 4: 0 is a booked draft and editable, anything else completed. */
export function pickupEditable(status: number): boolean {
  return status === PICKUP_STATUS_EDITABLE;
}

/** New Pickup (and duplicating one, which makes a new pickup): Pickups.add. */
export function createPickupDenial(permissions: Permissions): string | null {
  return can(permissions, 'Pickups', 'add') ? null : BOOKING_MESSAGES.noAccessCreatePickup;
}

/** The pickups list: Pickups.view. */
export function viewPickupsDenial(permissions: Permissions): string | null {
  return can(permissions, 'Pickups', 'view') ? null : BOOKING_MESSAGES.noAccessViewPickups;
}

/** Opening an existing pickup at all: it may open editable (Pickups.edit) or read-only (Pickups.view). */
export function openPickupDenial(permissions: Permissions): string | null {
  return can(permissions, 'Pickups', 'edit') || can(permissions, 'Pickups', 'view') ? null : BOOKING_MESSAGES.noAccessViewPickups;
}

/**
 * How an existing pickup opens: editable with Pickups.edit while its status is 0, else read-only
 * with Pickups.view, else denied with 'You do not have access to view pickups.'
 */
export function existingPickupMode(permissions: Permissions, status: number): 'edit' | 'view' | { denied: string } {
  if (can(permissions, 'Pickups', 'edit') && pickupEditable(status)) return 'edit';
  return can(permissions, 'Pickups', 'view') ? 'view' : { denied: BOOKING_MESSAGES.noAccessViewPickups };
}
