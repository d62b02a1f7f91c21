import { Anchor, Table } from '@mantine/core';
import type { QuoteListRow } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { Link } from 'react-router';
import { BookingTable, DateCell, DuplicateCell, type DuplicateAction } from '../../../components/booking/list/booking-table';
import { ConsignmentLink } from '../../../components/consignment-link';
import { DOCUMENT_LINK_COLUMN, DocumentLinkCell, PARTY_COLUMNS, PartyCell } from '../../../components/list/list-cells';
import { existingDropFreightState } from '../../../components/drop-freight-route-state';
import { existingPickupState } from '../../../components/pickup-route-state';
import { existingQuoteState } from '../../../components/quote-route-state';

interface QuoteListProps {
  rows: readonly QuoteListRow[];
  /** Copying a row (spec 02 section 2). */
  duplicate: DuplicateAction;
}

const COLUMNS = ['Quote Number', 'Date', PARTY_COLUMNS.sender, PARTY_COLUMNS.receiver, 'Customer Reference', 'Pickup', 'Consignment', DOCUMENT_LINK_COLUMN, 'Status'];

/** The quotes of the last 30 days (spec 02 section 3, 'Quote list row'), each linking to its quote, pickup and consignment. */
export function QuoteList({ rows, duplicate }: QuoteListProps) {
  return (
    <BookingTable testId="quote-list" columns={COLUMNS}>
      {rows.map((row) => (
        <Table.Tr key={row.quoteNum} data-testid={`quote-row-${row.quoteNum}`}>
          <Table.Td>
            <Anchor component={Link} to="/quote/existing" state={existingQuoteState(row.quoteNum)}>
              {row.quoteNum}
            </Anchor>
          </Table.Td>
          <DateCell date={row.date} timeZone={row.timeZone} />
          {/* A quote's parties are suburbs only: the cell shows the suburb alone. */}
          <PartyCell company="" suburb={row.sender} />
          <PartyCell company="" suburb={row.receiver} />
          <Table.Td>{row.customerRef}</Table.Td>
          <Table.Td>
            {/* List screens link to each other (spec 02 section 2): a converted quote opens its pickup. */}
            {row.pickupNum && (
              <Anchor component={Link} to="/pickup/existing" state={existingPickupState(row.pickupNum)}>
                {row.pickupNum}
              </Anchor>
            )}
          </Table.Td>
          <Table.Td>
            {/* A drop freight not booked yet has no consignment view: the row opens its draft (decision 0040). */}
            {row.conNum && row.conDraft && (
              <Anchor component={Link} to="/directdropfreight/existing" state={existingDropFreightState(row.conNum)}>
                {row.conNum}
              </Anchor>
            )}
            {row.conNum && !row.conDraft && <ConsignmentLink conNumber={row.conNum} />}
          </Table.Td>
          <DocumentLinkCell conNumber={row.conNum} scanned={row.scanned} />
          <Table.Td>{row.status}</Table.Td>
          <DuplicateCell title={BOOKING_MESSAGES.duplicateQuoteTitle} recordNumber={row.quoteNum} action={duplicate} />
        </Table.Tr>
      ))}
    </BookingTable>
  );
}
