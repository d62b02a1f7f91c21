import { Stack, Stepper, Table, Tabs, Text } from '@mantine/core';
import type { PublicTracking, TrackingEventRow } from '@portal/domain/api/tracking';
import { currentStageOf, STAGE_TITLES, stagesOf, trackingTabs } from '@portal/domain/tracking/event-codes';
import { allEvents, deliveryText } from './tracking-events';

/** The tracking fields every viewer may see: no party, address, price or document. */
export type TrackingStagesData = Pick<PublicTracking, 'firstStage' | 'events' | 'delivered' | 'estimatedDelivery'>;

/**
 * A consignment's progress (spec 02 sections 2 and 4): the delivery day, a stepper over its stages
 * with the current one active, and a tab of events per stage, disabled without events, the last
 * enabled one selected. Used by the consignment view and the public tracking page alike.
 */
export function TrackingStages({ tracking }: { tracking: TrackingStagesData }) {
  const { firstStage, events, delivered } = tracking;
  const stages = stagesOf(firstStage);
  const codes = allEvents(firstStage, events).map((event) => event.code);
  const { tabs, selected } = trackingTabs(firstStage, codes);
  const current = currentStageOf(codes);
  const active = delivered ? stages.length : Math.max(0, current ? stages.indexOf(current) : 0);

  return (
    <Stack gap="md">
      <Text fw={700} data-testid="tracking-delivery">
        {deliveryText(delivered, tracking.estimatedDelivery)}
      </Text>
      <div role="group" aria-label="Progress">
        <Stepper active={active} size="sm" data-testid="tracking-stepper">
          {stages.map((stage, index) => (
            <Stepper.Step key={stage} label={STAGE_TITLES[stage]} aria-current={index === active ? 'step' : undefined} />
          ))}
        </Stepper>
      </div>
      <Tabs key={selected ?? 'none'} defaultValue={selected}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.stage} value={tab.stage} disabled={!tab.enabled}>
              {STAGE_TITLES[tab.stage]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.stage} value={tab.stage} pt="sm">
            <EventTable title={STAGE_TITLES[tab.stage]} rows={events[tab.stage] ?? []} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function EventTable({ title, rows }: { title: string; rows: readonly TrackingEventRow[] }) {
  return (
    <Table striped>
      <Table.Caption c="gray.7">{`${title} events`}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Event</Table.Th>
          <Table.Th>Time</Table.Th>
          <Table.Th>Town</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.code}-${row.timestamp}`}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.local}</Table.Td>
            <Table.Td>{row.town}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
