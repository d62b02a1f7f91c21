import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PriceCheckAnswer, PriceCheckSide } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { laneName } from '@portal/domain/pricing/rate-lane';
import { PriceBreakdownTable } from '../../components/quote-price/price-breakdown-table';
import { lanePricesText } from './lane-text';
import { versionFrom } from './version-text';

/** Which card a customer's quote on that day is priced under, in a sentence. */
export function quotedBySentence(answer: PriceCheckAnswer, customer: string | null): string {
  if (answer.quotedBy === null) return PRICING_DESK_MESSAGES.quotedByNeither(answer.day);
  if (customer === null) return PRICING_DESK_MESSAGES.quotedByGeneralOnly(answer.day);
  return answer.quotedBy === 'customer' ? PRICING_DESK_MESSAGES.quotedByCustomer(customer, answer.day) : PRICING_DESK_MESSAGES.quotedByGeneral(customer, answer.day);
}

function Side({ title, side, testId }: { title: string; side: PriceCheckSide; testId: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text>{side.version ? `Version: ${versionFrom(side.version)}` : 'No version in force that day.'}</Text>
        {side.lane && (
          <Text>
            Lane: {laneName(side.lane)}. {lanePricesText(side.lane)}
          </Text>
        )}
        {side.note && <Text fw={600}>{side.note}</Text>}
        {side.breakdown ? <PriceBreakdownTable breakdown={side.breakdown} /> : <Text>{PRICING_DESK_MESSAGES.noPrice}</Text>}
      </Stack>
    </Paper>
  );
}

/** The consignment priced under the customer's card and under General, side by side. */
export function PriceCheckResult({ answer, customer }: { answer: PriceCheckAnswer; customer: string | null }) {
  return (
    <Stack gap="sm" data-testid="price-check-answer">
      <Title order={2} size="h4">
        The price on {answer.day}
      </Title>
      <Text fw={600}>{quotedBySentence(answer, customer)}</Text>
      <Text>
        Fuel levy of {answer.levy.month}: {answer.levy.percent.toFixed(1)}%
      </Text>
      <SimpleGrid cols={{ base: 1, md: answer.customer ? 2 : 1 }}>
        {answer.customer && <Side title={`${customer ?? 'The customer'}'s card`} side={answer.customer} testId="side-customer" />}
        <Side title="General card" side={answer.general} testId="side-general" />
      </SimpleGrid>
    </Stack>
  );
}
