import { Anchor, Table } from '@mantine/core';
import type { ConsignmentListRow } from '@portal/domain/api/consignment';
import { STAGE_TITLES } from '@portal/domain/tracking/event-codes';
import { Link } from 'react-router';
import { DateCell } from '../../../components/booking/list/booking-table';
import { ConsignmentLink } from '../../../components/consignment-link';
import { podState } from '../../../components/consignment-route-state';
import { ListTable } from '../../../components/list-table';
import { DOCUMENT_LINK_COLUMN, DocumentLinkCell, PARTY_COLUMNS, PartyCell } from '../../../components/list/list-cells';

const COLUMNS = [
  'Consignment Number',
  'Date Created',
  PARTY_COLUMNS.sender,
  PARTY_COLUMNS.receiver,
  'Customer Reference',
  'Status',
  'POD',
  DOCUMENT_LINK_COLUMN,
];


/** The tracking stage as its tab reads, 'Delivered' once delivered; nothing before the first scan. */
export const consignmentStatusText = (row: Pick<ConsignmentListRow, 'stage' | 'delivered'>) =>
  row.delivered ? 'Delivered' : row.stage ? STAGE_TITLES[row.stage] : '';

/**
 * The consignments of the last 30 days (spec 02 section 2, /consignment): each opens the
 * consignment view; a POD on file links to it; a scanned original links to the view's documents,
 * as the drop-freight list's Document Link does.
 */
export function ConsignmentList({ rows }: { rows: readonly ConsignmentListRow[] }) {
  return (
    <ListTable testId="consignment-list" columns={COLUMNS}>
      {rows.map((row) => (
        <Table.Tr key={row.conNumber} data-testid={`consignment-row-${row.conNumber}`}>
          <Table.Td>
            <ConsignmentLink conNumber={row.conNumber} />
          </Table.Td>
          <DateCell date={row.date} timeZone={row.timeZone} />
          <PartyCell company={row.senderCompany} suburb={row.senderSuburb} />
          <PartyCell company={row.receiverCompany} suburb={row.receiverSuburb} />
          <Table.Td>{row.customerRef}</Table.Td>
          <Table.Td>{consignmentStatusText(row)}</Table.Td>
          <Table.Td>
            {row.pod && (
              <Anchor component={Link} to="/pod" state={podState(row.conNumber)} aria-label={`POD ${row.conNumber}`}>
                POD
              </Anchor>
            )}
          </Table.Td>
          <DocumentLinkCell conNumber={row.conNumber} scanned={row.scanned} />
        </Table.Tr>
      ))}
    </ListTable>
  );
}
