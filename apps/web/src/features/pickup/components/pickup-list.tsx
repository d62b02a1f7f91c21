import { Anchor, Table } from '@mantine/core';
import type { PickupListRow } from '@portal/domain/api/pickup';
import { PICKUP_LIST_MESSAGES, pickupEditable } from '@portal/domain/pickup/pickup-access';
import { Link } from 'react-router';
import { BookingTable, DateCell, DuplicateCell, type DuplicateAction } from '../../../components/booking/list/booking-table';
import { ConsignmentLink } from '../../../components/consignment-link';
import { DOCUMENT_LINK_COLUMN, DocumentLinkCell, PARTY_COLUMNS, PartyCell } from '../../../components/list/list-cells';
import { existingQuoteState } from '../../../components/quote-route-state';
import { existingPickupState } from '../../../components/pickup-route-state';

interface PickupListProps {
  rows: readonly PickupListRow[];
  /** Copying a row (spec 02 section 2). */
  duplicate: DuplicateAction;
}

const COLUMNS = ['Pickup Number', 'Date', PARTY_COLUMNS.sender, PARTY_COLUMNS.receiver, 'Quote', 'Consignment', DOCUMENT_LINK_COLUMN, 'Status'];


/** Status 0 is a booked draft, anything else completed (spec 02 section 4). */
export const pickupStatusText = (status: number) => (pickupEditable(status) ? 'Booked' : 'Completed');

/**
 * The pickups of the last 30 days (spec 02 section 3, 'Pickup list row'), linking to each
 * pickup, its quote and its consignment (spec 02 section 2: list screens link to each other).
 */
export function PickupList({ rows, duplicate }: PickupListProps) {
  return (
    <BookingTable testId="pickup-list" columns={COLUMNS}>
      {rows.map((row) => (
        <Table.Tr key={row.pickupNum} data-testid={`pickup-row-${row.pickupNum}`}>
          <Table.Td>
            <Anchor component={Link} to="/pickup/existing" state={existingPickupState(row.pickupNum)}>
              {row.pickupNum}
            </Anchor>
          </Table.Td>
          <DateCell date={row.date} timeZone={row.timeZone} />
          <PartyCell company={row.senderCompany} suburb={row.senderSuburb} />
          <PartyCell company={row.receiverCompany} suburb={row.receiverSuburb} />
          <Table.Td>
            {row.quoteNum && (
              <Anchor component={Link} to="/quote/existing" state={existingQuoteState(row.quoteNum)}>
                {row.quoteNum}
              </Anchor>
            )}
          </Table.Td>
          <Table.Td>
            {row.conNum && <ConsignmentLink conNumber={row.conNum} />}
          </Table.Td>
          <DocumentLinkCell conNumber={row.conNum} scanned={row.scanned} />
          <Table.Td>{pickupStatusText(row.status)}</Table.Td>
          <DuplicateCell title={PICKUP_LIST_MESSAGES.duplicatePickupTitle} recordNumber={row.pickupNum} action={duplicate} />
        </Table.Tr>
      ))}
    </BookingTable>
  );
}
