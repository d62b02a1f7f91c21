import { BOOKING_MESSAGES } from '../booking-messages';
import type { DocType } from '../documents/document-names';
import { can, type Permissions } from '../permissions';

// Who may see consignments, their documents and PODs (spec 02 section 6), for the browser's
// screens and the server's routes. Each function answers the Permission Denied text, or null.

/** The consignments list: Consignments.view ('You do not have access to view consignments.'). */
export function viewConsignmentsDenial(permissions: Permissions): string | null {
  return can(permissions, 'Consignments', 'view') ? null : BOOKING_MESSAGES.noAccessViewConsignments;
}

/** One consignment's view (the spec's text without a full stop). */
export function viewConsignmentDenial(permissions: Permissions): string | null {
  return can(permissions, 'Consignments', 'view') || can(permissions, 'Consignments', 'edit') ? null : BOOKING_MESSAGES.noAccessViewConsignment;
}

/** PODs: POD.view ('You do not have access to view PODs.'). */
export function viewPodsDenial(permissions: Permissions): string | null {
  return can(permissions, 'POD', 'view') ? null : BOOKING_MESSAGES.noAccessViewPods;
}

/**
 * A consignment's note and labels: whoever may see consignments, and whoever books them, since
 * Print Label ends a booking (spec 02 section 4: 'The manual path shows the label; the
 * electronic path generates the note and label'). A POD needs POD.view.
 */
export function documentDenial(permissions: Permissions, docType: DocType): string | null {
  if (docType === 'POD') return viewPodsDenial(permissions);
  const books = can(permissions, 'Consignments', 'add') || can(permissions, 'Pickups', 'add');
  return books ? null : viewConsignmentDenial(permissions);
}
