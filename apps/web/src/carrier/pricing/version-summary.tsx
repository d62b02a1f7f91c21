import { Table } from '@mantine/core';
import type { VersionSummary } from '@portal/domain/carrier/pricing-calls';
import type { ReactNode } from 'react';
import { byAt } from './pricing-format';
import { VersionStatusBadge } from './version-status-badge';

/** A version at a glance: its status, day, lanes, where it came from, and who made and scheduled it. */
export function VersionSummaryTable({ version, timeZone }: { version: VersionSummary; timeZone: string }) {
  const rows: [string, ReactNode][] = [
    ['Status', <VersionStatusBadge key="status" status={version.status} />],
    ['Effective from', version.effectiveFrom ?? 'Not scheduled'],
    ['Lanes', version.laneCount],
    ['Source', version.source],
    ['Created', byAt(version.createdBy, version.createdAt, timeZone)],
    ['Scheduled', byAt(version.scheduledBy, version.scheduledAt, timeZone) || 'Not scheduled'],
  ];
  return (
    <Table variant="vertical" withTableBorder maw={640} data-testid="version-summary">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="30%">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
