import { Table } from '@mantine/core';
import { placeTime } from '@portal/domain/clock/place-time';
import { NO_PLACE_ZONE } from '@portal/domain/clock/place-zones';
import type { AuditEvent } from '@portal/domain/api/audit';
import { AUDIT_ACTION_WORDS } from '@portal/domain/audit/audit-actions';
import { ListTable } from '../../../components/list-table';

const COLUMNS = ['When', 'Who', 'Action', 'Record or user', 'Address'];

/** The operations API names no person: the trail says which service acted; the carrier's staff by name only (issue 26). */
function whoText(event: AuditEvent): string {
  if (event.actor === 'operations') return 'Carrier operations';
  return event.actor === 'staff' ? `Carrier staff (${event.username})` : event.username;
}

/** The rows of the audit trail: the time on the carrier's clock, named (decision 0042), who, what in words, on what, from where. */
export function AuditTable({ events }: { events: readonly AuditEvent[] }) {
  return (
    <ListTable testId="audit-trail" columns={COLUMNS}>
      {events.map((event, i) => (
        <Table.Tr key={`${event.at}-${i}`}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={new Date(event.at).toISOString()}>{placeTime(event.at, NO_PLACE_ZONE)}</time>
          </Table.Td>
          <Table.Td>{whoText(event)}</Table.Td>
          <Table.Td>{AUDIT_ACTION_WORDS[event.action]}</Table.Td>
          <Table.Td>{event.target}</Table.Td>
          <Table.Td>{event.address}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
