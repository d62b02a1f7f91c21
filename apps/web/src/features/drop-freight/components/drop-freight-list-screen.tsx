import { DROP_FREIGHT_STATUS_DRAFT, type DropFreightListRow } from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES, duplicateDropFreightConfirm } from '@portal/domain/booking-messages';
import { viewConsignmentsDenial } from '@portal/domain/consignment/consignment-access';
import { createDropFreightDenial, dropFreightDuplicable, dropFreightStatusText } from '@portal/domain/consignment/drop-freight-access';
import { bookingListScreen, type BookingListKind } from '../../../components/booking/list/booking-list';
import { dateColumn } from '../../../components/booking/list/booking-table';
import { ConsignmentViewIcon } from '../../../components/consignment-view-icon';
import { existingDropFreightState } from '../../../components/drop-freight-route-state';
import { ConsignmentsFrom, DOCUMENT_LINK_COLUMN, DocumentLink, PARTY_COLUMNS, partyText } from '../../../components/list/list-cells';
import { dropFreightQuery, useDropFreights, useDuplicateDropFreight } from '../api/drop-freight-calls';

/**
 * The Existing Drop Freight list (spec 02 sections 2 and 3): each consignment number is fetched
 * for editing, then opened in the direct drop-freight screen (a copy the same way); a scanned one
 * has its Document Link, every booked one links to its consignment view, and rows booked directly
 * (not a draft, not quoted) can be duplicated.
 */
const DROP_FREIGHTS: BookingListKind<DropFreightListRow> = {
  title: 'Existing Drop Freight',
  newRecord: { to: '/directdropfreight/new', label: 'New Drop Freight' },
  searchDescription: 'Consignment number, reference, business, name or suburb',
  noun: 'drop freights',
  dialog: { title: BOOKING_MESSAGES.duplicateDropFreightTitle, text: duplicateDropFreightConfirm, confirmTestId: 'confirm-duplicate-drop-freight' },
  testId: 'drop-freight-list',
  rowTestId: (conNumber) => `drop-freight-row-${conNumber}`,
  number: { title: 'Consignment Number', of: (row) => row.quoteNum },
  columns: [
    dateColumn('Date Created'),
    { title: PARTY_COLUMNS.sender, cell: (row) => partyText(row.senderCompany, row.sender) },
    { title: PARTY_COLUMNS.receiver, cell: (row) => partyText(row.receiverCompany, row.receiver) },
    { title: 'Customer Reference', cell: (row) => row.customerRef },
    { title: DOCUMENT_LINK_COLUMN, cell: (row) => <DocumentLink conNumber={row.quoteNum} scanned={row.scanned} /> },
    { title: 'Status', cell: (row) => dropFreightStatusText(row.status) },
  ],
  opens: { route: '/directdropfreight/existing', stateOf: existingDropFreightState, fetchFirst: dropFreightQuery },
  duplicable: dropFreightDuplicable,
  // The number opens the wizard; a booked one is a consignment too, with a view of its own.
  rowActions: (row) => row.status !== DROP_FREIGHT_STATUS_DRAFT && <ConsignmentViewIcon conNumber={row.quoteNum} />,
};

/**
 * /dropfreight, Existing Drop Freight (spec 02 section 2): 'Consignments from' the list's first
 * day and the drop freight of the last 30 days. Needs Consignments.view (spec 02 section 6).
 */
export const DropFreightListScreen = bookingListScreen({
  kind: DROP_FREIGHTS,
  denials: { view: viewConsignmentsDenial, create: createDropFreightDenial },
  useList: useDropFreights,
  useDuplicate: useDuplicateDropFreight,
  heading: (list) => <ConsignmentsFrom since={list.first?.since} />,
});
