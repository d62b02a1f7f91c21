import { List, Table } from '@mantine/core';
import type { ChangedLane, ImportRowError } from '@portal/domain/carrier/pricing-calls';
import { laneKey, laneName, type RateLane } from '@portal/domain/pricing/rate-lane';
import { ListTable } from '../../components/list-table';
import { LANE_COLUMNS, LaneCells } from './version-lanes';

// The rows of an import's preview: lanes added or removed, lanes changed with each change in a
// sentence, and bad rows with the file's row number and column.

export function LanesTable({ lanes, label }: { lanes: readonly RateLane[]; label: string }) {
  return (
    <ListTable testId={`preview-${label.toLowerCase()}`} label={label} columns={LANE_COLUMNS}>
      {lanes.map((lane) => (
        <Table.Tr key={laneKey(lane)}>
          <LaneCells lane={lane} />
        </Table.Tr>
      ))}
    </ListTable>
  );
}

export function ChangedTable({ rows }: { rows: readonly ChangedLane[] }) {
  return (
    <ListTable testId="preview-changed" label="Changed" columns={['Lane', 'Changes']}>
      {rows.map((row) => (
        <Table.Tr key={laneKey(row.after)}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{laneName(row.after)}</Table.Td>
          <Table.Td>
            <List size="sm" spacing={2}>
              {row.changes.map((change) => (
                <List.Item key={change}>{change}</List.Item>
              ))}
            </List>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

export function BadRowsTable({ rows }: { rows: readonly ImportRowError[] }) {
  return (
    <ListTable testId="preview-errors" label="Bad rows" columns={['Row', 'Column', 'What is wrong']}>
      {rows.map((row, i) => (
        <Table.Tr key={`${row.row}-${row.column}-${i}`}>
          <Table.Td>{row.row}</Table.Td>
          <Table.Td>{row.column || 'The whole row'}</Table.Td>
          <Table.Td>{row.message}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
