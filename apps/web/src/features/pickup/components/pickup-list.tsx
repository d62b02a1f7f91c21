import { Anchor, Table } from '@mantine/core';
import type { PickupListRow } from '@portal/domain/api/pickup';
import { PICKUP_LIST_MESSAGES, pickupEditable } from '@portal/domain/pickup/pickup-access';
import { Link } from 'react-router';
import { BookingTable, DateCell, DuplicateRowAction } from '../../../components/booking/list/booking-table';
import { ConsignmentLink } from '../../../components/consignment-link';
import { partyText } from '../../../components/list-table';
import { existingQuoteState } from '../../quote/components/quote-route-state';
import { existingPickupState } from './pickup-route-state';

interface PickupListProps {
  rows: readonly PickupListRow[];
  /** Pickups.add: duplicating makes a new pickup. */
  canDuplicate: boolean;
  /** While a duplicate is in flight every row's action waits (spec 02 section 2). */
  busy: boolean;
  onDuplicate: (pickupNumber: string) => void;
}

const COLUMNS = ['Pickup Number', 'Date', 'Sender (Suburb)', 'Receiver (Suburb)', 'Quote', 'Consignment', 'Status'];


/** Status 0 is a booked draft, anything else completed (spec 02 section 4). */
export const pickupStatusText = (status: number) => (pickupEditable(status) ? 'Booked' : 'Completed');

/**
 * The pickups of the last 30 days (spec 02 section 3, 'Pickup list row'), linking to each
 * pickup, its quote and its consignment (spec 02 section 2: list screens link to each other).
 */
export function PickupList({ rows, canDuplicate, busy, onDuplicate }: PickupListProps) {
  return (
    <BookingTable testId="pickup-list" columns={COLUMNS}>
      {rows.map((row) => (
        <Table.Tr key={row.pickupNum} data-testid={`pickup-row-${row.pickupNum}`}>
          <Table.Td>
            <Anchor component={Link} to="/pickup/existing" state={existingPickupState(row.pickupNum)}>
              {row.pickupNum}
            </Anchor>
          </Table.Td>
          <DateCell date={row.date} />
          <Table.Td>{partyText(row.senderCompany, row.senderSuburb)}</Table.Td>
          <Table.Td>{partyText(row.receiverCompany, row.receiverSuburb)}</Table.Td>
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
          <Table.Td>{pickupStatusText(row.status)}</Table.Td>
          <Table.Td>
            <DuplicateRowAction
              label={`${PICKUP_LIST_MESSAGES.duplicatePickupTitle} ${row.pickupNum}`}
              canDuplicate={canDuplicate}
              busy={busy}
              onClick={() => onDuplicate(row.pickupNum)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </BookingTable>
  );
}
