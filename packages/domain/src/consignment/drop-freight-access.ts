import { DROP_FREIGHT_STATUS_DRAFT, type DropFreightListRow } from '../api/drop-freight';
import { BOOKING_MESSAGES } from '../booking-messages';
import { can, type Permissions } from '../permissions';
import { viewConsignmentDenial } from './consignment-access';

// Who may do what with a drop freight (spec 02 section 6), for the browser's screens and the
// server's routes. Converting a quote to one is quote-access.ts's 'convertToConsignment'; the
// list is the consignments list's (Consignments.view). Each answers the denial text, or null.

/** Status 2 means not yet booked and editable (spec 02 section 4). */
export function dropFreightEditable(status: number): boolean {
  return status === DROP_FREIGHT_STATUS_DRAFT;
}

/** The list's Status column: 'Draft' until booked (spec 02 section 2: 'Rows whose status is not Draft'). */
export const dropFreightStatusText = (status: number) => (dropFreightEditable(status) ? 'Draft' : 'Booked');

/** A new drop freight, or a copy of one: Consignments.add. */
export function createDropFreightDenial(permissions: Permissions): string | null {
  return can(permissions, 'Consignments', 'add') ? null : BOOKING_MESSAGES.noAccessCreateConsignment;
}

/** Opening an existing drop freight at all: editable (Consignments.edit) or read-only (Consignments.view). */
export const openDropFreightDenial = viewConsignmentDenial;

/**
 * How an existing drop freight opens: editable with Consignments.edit while its status is 2,
 * else read-only with Consignments.view, else 'You do not have access to view consignments'.
 */
export function existingDropFreightMode(permissions: Permissions, status: number): 'edit' | 'view' | { denied: string } {
  if (can(permissions, 'Consignments', 'edit') && dropFreightEditable(status)) return 'edit';
  return can(permissions, 'Consignments', 'view') ? 'view' : { denied: BOOKING_MESSAGES.noAccessViewConsignment };
}

/** Rows whose status is not Draft and that are not quoted can be copied (spec 02 section 2). */
export function dropFreightDuplicable(row: Pick<DropFreightListRow, 'status' | 'quoted'>): boolean {
  return !dropFreightEditable(row.status) && !row.quoted;
}
