import type { PickupListRow } from '@portal/domain/api/pickup';
import { createPickupDenial, duplicatePickupConfirm, PICKUP_LIST_MESSAGES, pickupEditable, viewPickupsDenial } from '@portal/domain/pickup/pickup-access';
import { bookingListScreen, type BookingListKind } from '../../../components/booking/list/booking-list';
import { dateColumn } from '../../../components/booking/list/booking-table';
import { ConsignmentLink } from '../../../components/consignment-link';
import { DOCUMENT_LINK_COLUMN, DocumentLink, PARTY_COLUMNS, partyText } from '../../../components/list/list-cells';
import { RecordLink } from '../../../components/list/record-link';
import { existingPickupState } from '../../../components/pickup-route-state';
import { existingQuoteState } from '../../../components/quote-route-state';
import { useDuplicatePickup, usePickups } from '../api/pickup-calls';

/**
 * The pickups of the last 30 days (spec 02 section 3, 'Pickup list row'), linking to each
 * pickup, its quote and its consignment (spec 02 section 2: list screens link to each other).
 */
const PICKUPS: BookingListKind<PickupListRow> = {
  title: 'Existing Pickups',
  newRecord: { to: '/pickup/new', label: 'New Pickup' },
  searchDescription: 'Pickup or consignment number, reference, business, name or suburb',
  noun: 'pickups',
  // In the words of spec 02 section 2's drop-freight confirmation.
  dialog: { title: PICKUP_LIST_MESSAGES.duplicatePickupTitle, text: duplicatePickupConfirm, confirmTestId: 'confirm-duplicate-pickup' },
  testId: 'pickup-list',
  rowTestId: (pickupNumber) => `pickup-row-${pickupNumber}`,
  number: { title: 'Pickup Number', of: (row) => row.pickupNum },
  columns: [
    dateColumn('Date'),
    { title: PARTY_COLUMNS.sender, cell: (row) => partyText(row.senderCompany, row.senderSuburb) },
    { title: PARTY_COLUMNS.receiver, cell: (row) => partyText(row.receiverCompany, row.receiverSuburb) },
    { title: 'Quote', cell: (row) => row.quoteNum && <RecordLink to="/quote/existing" state={existingQuoteState(row.quoteNum)} recordNumber={row.quoteNum} /> },
    { title: 'Consignment', cell: (row) => row.conNum && <ConsignmentLink conNumber={row.conNum} /> },
    { title: DOCUMENT_LINK_COLUMN, cell: (row) => <DocumentLink conNumber={row.conNum} scanned={row.scanned} /> },
    // Status 0 is a booked draft, anything else completed (spec 02 section 4).
    { title: 'Status', cell: (row) => (pickupEditable(row.status) ? 'Booked' : 'Completed') },
  ],
  opens: { route: '/pickup/existing', stateOf: existingPickupState },
};

/**
 * /pickup (the landing) and /pickup/existing without a pickup: New Pickup and the pickups of the
 * last 30 days. Needs Pickups.view (spec 02 section 6).
 */
export const PickupsScreen = bookingListScreen({
  kind: PICKUPS,
  denials: { view: viewPickupsDenial, create: createPickupDenial },
  useList: usePickups,
  useDuplicate: useDuplicatePickup,
});
