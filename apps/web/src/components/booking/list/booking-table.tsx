import { ActionIcon, Table, Tooltip } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { IconCopy } from '@tabler/icons-react';
import dayjs from 'dayjs';
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

interface DuplicateRowActionProps {
  /** 'Duplicate Quote Q0000042': the icon's name and tooltip. */
  label: string;
  /** The area's add permission: duplicating makes a new record. */
  canDuplicate: boolean;
  busy: boolean;
  onClick: () => void;
}

/** A row's duplicate icon; without add permission it stays in place, disabled, saying why. */
export function DuplicateRowAction({ label, canDuplicate, busy, onClick }: DuplicateRowActionProps) {
  return (
    <Tooltip label={canDuplicate ? label : MESSAGES.noAccess}>
      <ActionIcon variant="subtle" aria-label={label} disabled={!canDuplicate || busy} onClick={onClick}>
        <IconCopy size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's date, YYYY-MM-DD; it never breaks at its hyphens beside long party names. */
export function DateCell({ date }: { date: number }) {
  return <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayjs(date).format('YYYY-MM-DD')}</Table.Td>;
}
