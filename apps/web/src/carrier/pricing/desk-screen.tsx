import { Alert, Anchor, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { CardSummary, PricingDeskAnswer } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { ListTable } from '../../components/list-table';
import { errorLines } from '../../lib/api/call-error';
import { usePricingDesk } from './api/pricing-desk';
import { NewCustomerCard } from './new-customer-card';
import { PageNoticeView, usePageNotice } from './page-notice';
import { cardPath, LEVIES_PATH, PRICE_CHECK_PATH } from './pricing-paths';
import { useMayWritePricing } from './use-may-write-pricing';
import { versionFrom } from './version-text';

// #/carrier/pricing (issue 27): the carrier's day, the fuel levies that are missing before they
// bite, and every card with the version in force, the next one and its drafts.

/** The levy warnings, prominent: a missing month prices quotes without a levy. */
export function LevyWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    // Filled: white on red 9 reads at AA; a light alert's red title does not (axe).
    <Alert variant="filled" color="red.9" title="Fuel levy missing" icon={<IconAlertTriangle aria-hidden />} data-testid="levy-warnings">
      <List size="sm" spacing={2} listStyleType="none">
        {warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Today on the carrier's clock and the zone its days change in. */
export function CarrierClock({ today, timeZone }: { today: string; timeZone: string }) {
  return (
    <Text c="gray.7" data-testid="carrier-clock">
      Today is {today} on the carrier&apos;s clock. {PRICING_DESK_MESSAGES.timeZone(timeZone)}
    </Text>
  );
}

function CardRow({ card }: { card: CardSummary }) {
  return (
    <Table.Tr data-testid={`card-${card.card}`}>
      <Table.Td>
        <Anchor component={Link} to={cardPath(card.card)}>
          {card.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{card.inForce ? versionFrom(card.inForce) : 'None'}</Table.Td>
      <Table.Td>{card.next ? versionFrom(card.next) : 'None'}</Table.Td>
      <Table.Td>{card.drafts}</Table.Td>
    </Table.Tr>
  );
}

function DeskPage({ desk }: { desk: PricingDeskAnswer }) {
  const mayWrite = useMayWritePricing();
  const notice = usePageNotice();
  return (
    <Stack gap="md">
      <CarrierClock today={desk.today} timeZone={desk.timeZone} />
      <LevyWarnings warnings={desk.levyWarnings} />
      <PageNoticeView notice={notice} />
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          Rate cards
        </Title>
        {mayWrite && <NewCustomerCard />}
      </Group>
      {desk.cards.length === 0 ? (
        <Text>{PRICING_DESK_MESSAGES.noCards}</Text>
      ) : (
        <ListTable testId="rate-cards" label="Rate cards" columns={['Card', 'In force', 'Next scheduled', 'Drafts']}>
          {desk.cards.map((card) => (
            <CardRow key={card.card} card={card} />
          ))}
        </ListTable>
      )}
    </Stack>
  );
}

export function PricingDeskScreen() {
  const desk = usePricingDesk();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Pricing desk
        </Title>
        <Group gap="sm">
          <Button component={Link} to={LEVIES_PATH} variant="default">
            Fuel levies
          </Button>
          <Button component={Link} to={PRICE_CHECK_PATH} variant="default">
            Price check
          </Button>
        </Group>
      </Group>
      <ErrorList lines={errorLines(desk.error)} />
      {desk.isPending && (
        <Text role="status" c="gray.7">
          Loading the rate cards...
        </Text>
      )}
      {desk.data && <DeskPage desk={desk.data} />}
    </Stack>
  );
}
