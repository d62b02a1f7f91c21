import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { SideScroll } from './side-scroll';

interface ListTableProps {
  testId: string;
  /** The column titles. */
  columns: readonly string[];
  /** The rows (Table.Tr). */
  children: ReactNode;
  /** An unnamed last column for each row's actions (the booking lists' duplicate icon). */
  actions?: boolean;
  /** The list's name, for the scrolling region (default 'List'). */
  label?: string;
}

/** A read-only list's table: titles never wrap beside long party names; a narrow window scrolls the table, and says so. */
export function ListTable({ testId, columns, children, actions = false, label = 'List' }: ListTableProps) {
  return (
    <SideScroll label={label} minWidth={900}>
      <Table striped highlightOnHover data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                {column}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </SideScroll>
  );
}
