import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListTableProps {
  testId: string;
  /** The column titles. */
  columns: readonly string[];
  /** The rows (Table.Tr). */
  children: ReactNode;
  /** An unnamed last column for each row's actions (the booking lists' duplicate icon). */
  actions?: boolean;
}

/** A read-only list's table: titles never wrap beside long party names; a narrow window scrolls. */
export function ListTable({ testId, columns, children, actions = false }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
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
    </Table.ScrollContainer>
  );
}
