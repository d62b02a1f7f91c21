import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { DepotRecord } from '@portal/domain/carrier/depot-form';
import { ListTable } from '../../components/list-table';

interface Props {
  depots: readonly DepotRecord[];
  /** Absent for a role that only reads depots. */
  actions?: {
    onEdit: (depot: DepotRecord) => void;
    onClose: (depot: DepotRecord) => void;
    onDelete: (depot: DepotRecord) => void;
  };
}

const runs = (yes: boolean) => (yes ? 'Yes' : 'No');

/**
 * The network: where each depot is, what it serves and runs, when its receivals close. A depot in
 * use (a rate or an open booking names it) is closed to new bookings, never deleted.
 */
export function DepotsTable({ depots, actions }: Props) {
  const columns = ['Code', 'City', 'State', 'Radius', 'Receivals close', 'Pickups', 'Deliveries', 'Status'];
  return (
    <ListTable testId="depots" label="Depots" columns={columns} actions={actions !== undefined}>
      {depots.map((depot) => (
        <Table.Tr key={depot.code}>
          <Table.Td>{depot.code}</Table.Td>
          <Table.Td>{depot.city}</Table.Td>
          <Table.Td>{depot.state}</Table.Td>
          <Table.Td>{depot.serviceRadiusKm} km</Table.Td>
          <Table.Td>
            <Text size="sm">General {depot.generalReceivalCutOff}</Text>
            <Text size="sm">Freezer and Chiller {depot.chilledReceivalCutOff}</Text>
          </Table.Td>
          <Table.Td>{runs(depot.pickupsRun)}</Table.Td>
          <Table.Td>{runs(depot.deliveriesRun)}</Table.Td>
          <Table.Td>
            <Group gap={4}>
              {depot.closed ? <Badge color="gray.7">Closed</Badge> : <Badge>Open</Badge>}
              {depot.inUse && <Badge variant="outline">In use</Badge>}
            </Group>
          </Table.Td>
          {actions && (
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => actions.onEdit(depot)} aria-label={`Edit ${depot.code}`}>
                  Edit
                </Button>
                {depot.inUse ? (
                  !depot.closed && (
                    <Button size="xs" variant="default" onClick={() => actions.onClose(depot)} aria-label={`Close ${depot.code} to new bookings`}>
                      Close
                    </Button>
                  )
                ) : (
                  <Button size="xs" color="red" variant="light" onClick={() => actions.onDelete(depot)} aria-label={`Delete ${depot.code}`}>
                    Delete
                  </Button>
                )}
              </Group>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
