import { Anchor, Table } from '@mantine/core';
import type { DropFreightListRow } from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { dropFreightDuplicable, dropFreightStatusText } from '@portal/domain/consignment/drop-freight-access';
import { BookingTable, DateCell, DuplicateRowAction } from '../../../components/booking/list/booking-table';
import { ConsignmentLink } from '../../../components/consignment-link';

interface DropFreightListProps {
  rows: readonly DropFreightListRow[];
  /** Consignments.add: duplicating makes a new drop freight. */
  canDuplicate: boolean;
  /** An edit fetch or a duplicate in flight: every row's buttons wait (spec 02 section 2). */
  busy: boolean;
  onOpen: (conNumber: string) => void;
  onDuplicate: (conNumber: string) => void;
}

const COLUMNS = ['Consignment Number', 'Date Created', 'Sender (Suburb)', 'Receiver (Suburb)', 'Customer Reference', 'Document Link', 'Status'];

/**
 * The Existing Drop Freight list (spec 02 sections 2 and 3): each consignment number opens it in
 * the direct drop-freight screen, a scanned one links to its consignment view, and rows booked
 * directly (not a draft, not quoted) can be duplicated.
 */
export function DropFreightList({ rows, canDuplicate, busy, onOpen, onDuplicate }: DropFreightListProps) {
  return (
    <BookingTable testId="drop-freight-list" columns={COLUMNS}>
      {rows.map((row) => (
        <Table.Tr key={row.quoteNum} data-testid={`drop-freight-row-${row.quoteNum}`}>
          <Table.Td>
            <Anchor component="button" type="button" onClick={() => onOpen(row.quoteNum)} disabled={busy}>
              {row.quoteNum}
            </Anchor>
          </Table.Td>
          <DateCell date={row.date} />
          <Table.Td>{row.sender}</Table.Td>
          <Table.Td>{row.receiver}</Table.Td>
          <Table.Td>{row.customerRef}</Table.Td>
          <Table.Td>{row.scanned && <ConsignmentLink conNumber={row.quoteNum} />}</Table.Td>
          <Table.Td>{dropFreightStatusText(row.status)}</Table.Td>
          <Table.Td>
            {dropFreightDuplicable(row) && (
              <DuplicateRowAction
                label={`${BOOKING_MESSAGES.duplicateDropFreightTitle} ${row.quoteNum}`}
                canDuplicate={canDuplicate}
                busy={busy}
                onClick={() => onDuplicate(row.quoteNum)}
              />
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </BookingTable>
  );
}
