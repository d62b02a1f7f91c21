import { ActionIcon, Table, Tooltip } from '@mantine/core';
import { placeTime } from '@portal/domain/clock/place-time';
import { MESSAGES } from '@portal/domain/messages';
import { IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ListTable } from '../../list-table';

interface BookingTableProps {
  testId: string;
  /** The spec's column titles (spec 02 section 2); an unnamed actions column follows them. */
  columns: readonly string[];
  /** The rows (Table.Tr), each ending with its actions cell. */
  children: ReactNode;
}

/** A booking list's table: a list table whose rows end with their actions cell. */
export function BookingTable({ testId, columns, children }: BookingTableProps) {
  return (
    <ListTable testId={testId} columns={columns} actions>
      {children}
    </ListTable>
  );
}

/** A list's duplicate action: who may copy, whether a copy is in flight, and the call. */
export interface DuplicateAction {
  /** The area's add permission: duplicating makes a new record. */
  canDuplicate: boolean;
  /** While a duplicate is in flight every row's action waits (spec 02 section 2). */
  busy: boolean;
  onDuplicate: (recordNumber: string) => void;
}

interface DuplicateCellProps {
  /** 'Duplicate Quote': with the record number, the icon's name and tooltip. */
  title: string;
  recordNumber: string;
  action: DuplicateAction;
  /** Whether the row can be copied at all (drop freight: not a draft, not quoted). */
  offered?: boolean;
  /** The row's other actions, before the copy (a booked drop freight's consignment view). */
  children?: ReactNode;
}

/** A row's actions cell: its duplicate icon; without add permission it stays in place, disabled, saying why. */
export function DuplicateCell({ title, recordNumber, action, offered = true, children }: DuplicateCellProps) {
  const label = `${title} ${recordNumber}`;
  return (
    <Table.Td style={{ whiteSpace: 'nowrap' }}>
      {children}
      {offered && (
        <Tooltip label={action.canDuplicate ? label : MESSAGES.noAccess}>
          <ActionIcon variant="subtle" aria-label={label} disabled={!action.canDuplicate || action.busy} onClick={() => action.onDuplicate(recordNumber)}>
            <IconCopy size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Table.Td>
  );
}

/**
 * A row's time on its place's clock, named ('2026-11-27 15:03 AEST', decision 0042), as the
 * record's own screen shows it; it never breaks at its hyphens beside long party names.
 */
export function DateCell({ date, timeZone }: { date: number; timeZone: string }) {
  return <Table.Td style={{ whiteSpace: 'nowrap' }}>{placeTime(date, timeZone)}</Table.Td>;
}

/** A column of a booking list (spec 02 section 2): its title and what a row shows in it. */
export interface BookingColumn<R> {
  title: string;
  cell: (row: R) => ReactNode;
  /** Kept on one line: a date never breaks at its hyphens beside long party names. */
  nowrap?: boolean;
}

/** A row's time on its place's clock, named (decision 0042), as DateCell shows it. */
export const dateColumn = (title: string): BookingColumn<{ date: number; timeZone: string }> => ({
  title,
  nowrap: true,
  cell: (row) => placeTime(row.date, row.timeZone),
});
