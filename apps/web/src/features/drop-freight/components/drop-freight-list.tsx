import { Anchor, Table } from '@mantine/core';
import type { DropFreightListRow } from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { dropFreightDuplicable, dropFreightStatusText } from '@portal/domain/consignment/drop-freight-access';
import { BookingTable, DateCell, DuplicateCell, TextCells, type DuplicateAction } from '../../../components/booking/list/booking-table';
import { ConsignmentLink } from '../../../components/consignment-link';

interface DropFreightListProps {
  rows: readonly DropFreightListRow[];
  /** Copying a row (spec 02 section 2); busy while an edit fetch or a copy is in flight, for every row's buttons. */
  duplicate: DuplicateAction;
  onOpen: (conNumber: string) => void;
}

const COLUMNS = ['Consignment Number', 'Date Created', 'Sender (Suburb)', 'Receiver (Suburb)', 'Customer Reference', 'Document Link', 'Status'];

/**
 * The Existing Drop Freight list (spec 02 sections 2 and 3): each consignment number opens it in
 * the direct drop-freight screen, a scanned one links to its consignment view, and rows booked
 * directly (not a draft, not quoted) can be duplicated.
 */
export function DropFreightList({ rows, duplicate, onOpen }: DropFreightListProps) {
  return (
    <BookingTable testId="drop-freight-list" columns={COLUMNS}>
      {rows.map((row) => (
        <Table.Tr key={row.quoteNum} data-testid={`drop-freight-row-${row.quoteNum}`}>
          <Table.Td>
            <Anchor component="button" type="button" onClick={() => onOpen(row.quoteNum)} disabled={duplicate.busy}>
              {row.quoteNum}
            </Anchor>
          </Table.Td>
          <DateCell date={row.date} timeZone={row.timeZone} />
          <TextCells texts={[row.sender, row.receiver, row.customerRef]} />
          <Table.Td>{row.scanned && <ConsignmentLink conNumber={row.quoteNum} />}</Table.Td>
          <Table.Td>{dropFreightStatusText(row.status)}</Table.Td>
          <DuplicateCell title={BOOKING_MESSAGES.duplicateDropFreightTitle} recordNumber={row.quoteNum} action={duplicate} offered={dropFreightDuplicable(row)} />
        </Table.Tr>
      ))}
    </BookingTable>
  );
}
