import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import type { ImpactAnswer, ImpactCustomer } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { Link, useParams } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { ListTable } from '../../components/list-table';
import { errorLines } from '../../lib/api/call-error';
import { useVersionImpact } from './api/price-study';
import { formatChange, formatCount, formatMoney } from './pricing-format';
import { idOf, PRICING_PATH, versionPath } from './pricing-paths';
import { cardTitle, versionName } from './version-text';

// #/carrier/pricing/versions/:id/impact (issue 27): the last 90 days' consignments re-priced
// under a draft or scheduled version, per customer, and the ten lanes that move the most.
// Nothing is written.

/** The biggest rise first, the biggest fall last. */
const byChange = (customers: readonly ImpactCustomer[]) => [...customers].sort((a, b) => b.changePercent - a.changePercent || a.name.localeCompare(b.name));

function CustomersTable({ customers }: { customers: readonly ImpactCustomer[] }) {
  if (customers.length === 0) return <Text>No customer booked under this card in those 90 days.</Text>;
  return (
    <ListTable testId="impact-customers" label="Customers" columns={['Customer', 'Consignments', 'Before', 'After', 'Change']}>
      {byChange(customers).map((c) => (
        <Table.Tr key={c.companyId}>
          <Table.Td>{c.name}</Table.Td>
          <Table.Td>{formatCount(c.consignments)}</Table.Td>
          <Table.Td>{formatMoney(c.before)}</Table.Td>
          <Table.Td>{formatMoney(c.after)}</Table.Td>
          <Table.Td>{formatChange(c.changePercent)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function LanesTable({ lanes }: { lanes: ImpactAnswer['lanes'] }) {
  if (lanes.length === 0) return <Text>No lane moves.</Text>;
  return (
    <ListTable testId="impact-lanes" label="Lanes that move the most" columns={['Lane', 'Freight type', 'Consignments', 'Before', 'After', 'Change', 'Change in percent']}>
      {lanes.map((lane) => (
        <Table.Tr key={`${lane.depotFrom}-${lane.depotTo}-${lane.freightType}`}>
          <Table.Td>
            {lane.depotFrom} to {lane.depotTo}
          </Table.Td>
          <Table.Td>{lane.freightType}</Table.Td>
          <Table.Td>{formatCount(lane.consignments)}</Table.Td>
          <Table.Td>{formatMoney(lane.before)}</Table.Td>
          <Table.Td>{formatMoney(lane.after)}</Table.Td>
          <Table.Td>{formatMoney(lane.change)}</Table.Td>
          <Table.Td>{formatChange(lane.changePercent)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function ImpactPage({ impact }: { impact: ImpactAnswer }) {
  const { version } = impact;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        What {versionName(version)} of the {cardTitle({ companyId: version.companyId, name: version.cardName })} would cost
      </Title>
      <Text>{impact.comparedWith}</Text>
      <Text data-testid="impact-scope">
        {formatCount(impact.consignments)} consignments since {impact.since}, priced again under this version. Nothing is changed.
        {impact.unpriced > 0 && ` ${formatCount(impact.unpriced)} of them have no lane or price per item on one side and are left out of the totals.`}
      </Text>
      <Title order={2} size="h4">
        Per customer
      </Title>
      <CustomersTable customers={impact.customers} />
      <Title order={2} size="h4">
        The ten lanes that move the most
      </Title>
      <LanesTable lanes={impact.lanes} />
    </Stack>
  );
}

export function ImpactScreen() {
  const id = idOf(useParams().id);
  const impact = useVersionImpact(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={id === null ? PRICING_PATH : versionPath(id)} w="fit-content">
        {id === null ? 'Pricing desk' : impact.data ? versionName(impact.data.version) : 'The version'}
      </Anchor>
      <ErrorList lines={id === null ? [PRICING_DESK_MESSAGES.badPath] : errorLines(impact.error)} />
      {impact.isLoading && (
        <Text role="status" c="gray.7">
          Pricing the last 90 days again...
        </Text>
      )}
      {impact.data && <ImpactPage impact={impact.data} />}
    </Stack>
  );
}
