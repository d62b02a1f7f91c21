import { Table, Text } from '@mantine/core';
import type { ElectronicConnoteRow } from '@portal/domain/carrier/connote-book-calls';
import { ListTable } from '../../components/list-table';

const when = (ms: number | null) => (ms === null ? '' : new Date(ms).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' }));

/** The portal's electronic connotes per company: read only, numbered by the service (decision 0019). */
export function ElectronicConnotesTable({ rows }: { rows: readonly ElectronicConnoteRow[] }) {
  if (rows.length === 0) return <Text>No electronic connotes issued.</Text>;
  return (
    <ListTable testId="electronic-connotes" label="Electronic connotes" columns={['Company', 'Issued', 'Last issued']}>
      {rows.map((row) => (
        <Table.Tr key={row.companyId}>
          <Table.Td>{row.companyName}</Table.Td>
          <Table.Td>{row.issued.toLocaleString('en-AU')}</Table.Td>
          <Table.Td>{when(row.lastIssuedAt)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
