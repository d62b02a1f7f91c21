import type { QuoteListRow } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES, duplicateQuoteConfirm } from '@portal/domain/booking-messages';
import { quoteAccessDenial } from '@portal/domain/quote/quote-access';
import { bookingListScreen, type BookingListKind } from '../../../components/booking/list/booking-list';
import { dateColumn } from '../../../components/booking/list/booking-table';
import { ConsignmentLink } from '../../../components/consignment-link';
import { existingDropFreightState } from '../../../components/drop-freight-route-state';
import { DOCUMENT_LINK_COLUMN, DocumentLink, PARTY_COLUMNS } from '../../../components/list/list-cells';
import { RecordLink } from '../../../components/list/record-link';
import { existingPickupState } from '../../../components/pickup-route-state';
import { existingQuoteState } from '../../../components/quote-route-state';
import { useDuplicateQuote, useQuotes } from '../api/quote-calls';

/** The quotes of the last 30 days (spec 02 section 3, 'Quote list row'), each linking to its quote, pickup and consignment. */
const QUOTES: BookingListKind<QuoteListRow> = {
  title: 'Existing Quotes',
  newRecord: { to: '/quote/new', label: 'New Quote' },
  searchDescription: 'Quote, pickup or consignment number, reference or suburb',
  noun: 'quotes',
  dialog: { title: BOOKING_MESSAGES.duplicateQuoteTitle, text: duplicateQuoteConfirm, confirmTestId: 'confirm-duplicate-quote' },
  testId: 'quote-list',
  rowTestId: (quoteNumber) => `quote-row-${quoteNumber}`,
  number: { title: 'Quote Number', of: (row) => row.quoteNum },
  columns: [
    dateColumn('Date'),
    // A quote's parties are suburbs only: the cell shows the suburb alone.
    { title: PARTY_COLUMNS.sender, cell: (row) => row.sender },
    { title: PARTY_COLUMNS.receiver, cell: (row) => row.receiver },
    { title: 'Customer Reference', cell: (row) => row.customerRef },
    // List screens link to each other (spec 02 section 2): a converted quote opens its pickup.
    { title: 'Pickup', cell: (row) => row.pickupNum && <RecordLink to="/pickup/existing" state={existingPickupState(row.pickupNum)} recordNumber={row.pickupNum} /> },
    { title: 'Consignment', cell: consignmentCell },
    { title: DOCUMENT_LINK_COLUMN, cell: (row) => <DocumentLink conNumber={row.conNum} scanned={row.scanned} /> },
    { title: 'Status', cell: (row) => row.status },
  ],
  opens: { route: '/quote/existing', stateOf: existingQuoteState },
};

function consignmentCell(row: QuoteListRow) {
  if (!row.conNum) return null;
  // A drop freight not booked yet has no consignment view: the row opens its draft (decision 0040).
  if (row.conDraft) return <RecordLink to="/directdropfreight/existing" state={existingDropFreightState(row.conNum)} recordNumber={row.conNum} />;
  return <ConsignmentLink conNumber={row.conNum} />;
}

/**
 * /quote (the landing) and /quote/existing without a quote: New Quote and the quotes of the
 * last 30 days. Needs Quotations view (spec 02 section 6).
 */
export const QuotesScreen = bookingListScreen({
  kind: QUOTES,
  denials: { view: (permissions) => quoteAccessDenial('view', permissions), create: (permissions) => quoteAccessDenial('create', permissions) },
  useList: useQuotes,
  useDuplicate: useDuplicateQuote,
});
