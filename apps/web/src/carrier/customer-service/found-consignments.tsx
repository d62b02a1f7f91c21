import { Anchor, Table, Text } from '@mantine/core';
import type { FoundConsignment } from '@portal/domain/carrier/customer-service-calls';
import { placeTime } from '@portal/domain/clock/place-time';
import { STAGE_TITLES } from '@portal/domain/tracking/event-codes';
import { Link } from 'react-router';
import { ListTable } from '../../components/list-table';

const COLUMNS = ['Consignment', 'Company', 'Reference', 'From', 'To', 'Stage', 'Booked'];

/** The search's consignments, newest first; each opens its page. */
export function FoundConsignments({ rows, linkTo }: { rows: readonly FoundConsignment[]; linkTo: (conNumber: string) => string }) {
  if (rows.length === 0) return <Text>No consignment has that number, reference or tracking id.</Text>;
  return (
    <ListTable testId="found-consignments" label="Consignments found" columns={COLUMNS}>
      {rows.map((row) => (
        <Table.Tr key={row.conNumber}>
          <Table.Td>
            <Anchor component={Link} to={linkTo(row.conNumber)}>
              {row.conNumber}
            </Anchor>
          </Table.Td>
          <Table.Td>{row.companyName}</Table.Td>
          <Table.Td>{row.customerRef}</Table.Td>
          <Table.Td>{row.senderTown}</Table.Td>
          <Table.Td>{row.receiverTown}</Table.Td>
          <Table.Td>{row.stage ? STAGE_TITLES[row.stage] : 'Not scanned yet'}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{placeTime(row.bookedAt, row.timeZone)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
