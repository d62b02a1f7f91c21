import { Anchor, Table } from '@mantine/core';
import { DROP_FREIGHT_STATUS_DRAFT, type DropFreightListRow } from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { dropFreightDuplicable, dropFreightStatusText } from '@portal/domain/consignment/drop-freight-access';
import { BookingTable, DateCell, DuplicateCell, type DuplicateAction } from '../../../components/booking/list/booking-table';
import { ConsignmentViewIcon } from '../../../components/consignment-view-icon';
import { DOCUMENT_LINK_COLUMN, DocumentLinkCell, PARTY_COLUMNS, PartyCell } from '../../../components/list/list-cells';

interface DropFreightListProps {
  rows: readonly DropFreightListRow[];
  /** Copying a row (spec 02 section 2); busy while an edit fetch or a copy is in flight, for every row's buttons. */
  duplicate: DuplicateAction;
  onOpen: (conNumber: string) => void;
}

const COLUMNS = ['Consignment Number', 'Date Created', PARTY_COLUMNS.sender, PARTY_COLUMNS.receiver, 'Customer Reference', DOCUMENT_LINK_COLUMN, 'Status'];

/**
 * The Existing Drop Freight list (spec 02 sections 2 and 3): each consignment number opens it in
 * the direct drop-freight screen, a scanned one has its Document Link, every booked one links to
 * its consignment view, and rows booked directly (not a draft, not quoted) can be duplicated.
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
          <PartyCell company={row.senderCompany} suburb={row.sender} />
          <PartyCell company={row.receiverCompany} suburb={row.receiver} />
          <Table.Td>{row.customerRef}</Table.Td>
          <DocumentLinkCell conNumber={row.quoteNum} scanned={row.scanned} />
          <Table.Td>{dropFreightStatusText(row.status)}</Table.Td>
          <DuplicateCell title={BOOKING_MESSAGES.duplicateDropFreightTitle} recordNumber={row.quoteNum} action={duplicate} offered={dropFreightDuplicable(row)}>
            {/* The number opens the wizard; a booked one is a consignment too, with a view of its own. */}
            {row.status !== DROP_FREIGHT_STATUS_DRAFT && <ConsignmentViewIcon conNumber={row.quoteNum} />}
          </DuplicateCell>
        </Table.Tr>
      ))}
    </BookingTable>
  );
}
