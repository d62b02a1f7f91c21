import { Anchor, Table } from '@mantine/core';
import { AUDIT_ACTION_WORDS } from '@portal/domain/audit/audit-actions';
import type { StaffAuditEvent } from '@portal/domain/carrier/staff-audit-calls';
import { placeTime } from '@portal/domain/clock/place-time';
import { NO_PLACE_ZONE } from '@portal/domain/clock/place-zones';
import { ListTable } from '../../components/list-table';

const COLUMNS = ['When', 'Staff member', 'Action', 'Record or user', 'Company', 'Address'];

/** A staff member by name and username; a failed sign-in's username as typed. */
const whoText = (event: StaffAuditEvent) => (event.name ? `${event.name} (${event.username})` : event.username);

interface StaffAuditTableProps {
  events: readonly StaffAuditEvent[];
  /** Narrows the trail to one company's events. */
  onCompany: (company: { id: number; name: string }) => void;
}

/** The staff trail's rows: the time on the carrier's clock (decision 0042), who, what in words, on what, which company, from where. */
export function StaffAuditTable({ events, onCompany }: StaffAuditTableProps) {
  return (
    <ListTable testId="staff-audit" label="Audit trail" columns={COLUMNS}>
      {events.map((event, i) => (
        <Table.Tr key={`${event.at}-${i}`}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={new Date(event.at).toISOString()}>{placeTime(event.at, NO_PLACE_ZONE)}</time>
          </Table.Td>
          <Table.Td>{whoText(event)}</Table.Td>
          <Table.Td>{AUDIT_ACTION_WORDS[event.action]}</Table.Td>
          <Table.Td>{event.target}</Table.Td>
          <Table.Td>
            {event.companyId !== null && (
              <Anchor component="button" type="button" onClick={() => onCompany({ id: event.companyId!, name: event.companyName })} title="Show this company's events only">
                {event.companyName}
              </Anchor>
            )}
          </Table.Td>
          <Table.Td>{event.address}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
