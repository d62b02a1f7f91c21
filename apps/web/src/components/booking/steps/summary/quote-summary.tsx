import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { placeTime } from '@portal/domain/clock/place-time';
import { bookingZone } from '@portal/domain/clock/place-zones';
import type { PriceBreakdown, QuoteDraft } from '@portal/domain/api/quote';
import type { BookingOptions } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { parseDgClass } from '@portal/domain/dangerous-goods/dg-classes';
import { SERVICE_LABELS } from '@portal/domain/services/service-values';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePpiOptions } from '../../api/ppi-options';
import { FreightSummaryTable } from '../freight/freight-summary-table';
import { QuotePriceSection } from '../../../quote-price/quote-price-section';

export interface QuoteSummaryProps {
  /** The draft as posted: sender and receiver are suburb values. */
  draft: QuoteDraft;
  options: BookingOptions;
  /** Total excluding GST; shown only when not null (QuotationFinancials view, spec 02 section 6). */
  total: number | null;
  /** How the total was reached; shown under it, so with the total only (DESIGN.md pricing). */
  breakdown: PriceBreakdown | null;
  generalRate: boolean;
  /** Epoch ms; 0 when unknown. */
  validUntil: number;
  /** The Edit link back to the freight, in the editable state only (spec 02 section 2). */
  onEditFreight?: () => void;
  /** The user may not see prices (no QuotationFinancials view): a line says so. */
  pricesHidden?: boolean;
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text data-testid={testId}>{children || '-'}</Text>
    </div>
  );
}

function serviceLabel(kind: 'pickup' | 'delivery', value: number): string {
  return value === 1 || value === 2 || value === 3 ? SERVICE_LABELS[kind][value] : '-';
}

/** The quote's Summary step (spec 02 section 2, 'Quote Summary'): everything entered, and the price. */
export function QuoteSummary({ draft, options, total, breakdown, generalRate, validUntil, onEditFreight, pricesHidden }: QuoteSummaryProps) {
  const labelOf = (value: string) => options.suburbs.find((s) => s.value === value)?.label ?? value;
  const ppi = usePpiOptions(draft.freightList[0]?.type ?? '', draft.ppi);
  const ppiNames = new Map(ppi.data?.ppi.map((entry) => [entry.id, entry.name]));
  const classes = draft._dgHas ? draft.dgClasses.map((name) => parseDgClass(name)?.title ?? name).join(', ') : 'No';

  return (
    <Stack gap="lg" data-testid="quote-summary">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h3">
          Summary
        </Title>
        <Stack gap={0} align="flex-end">
          <Text fw={700} data-testid="quote-number">
            Quote {draft.quoteNumber}
          </Text>
          {validUntil > 0 && (
            <Text size="sm" data-testid="quote-validity">
              Valid for 14 days, until {placeTime(validUntil, bookingZone(options.suburbs.find((s) => s.value === draft.sender)?.state ?? ''))}
            </Text>
          )}
        </Stack>
      </Group>
      {generalRate && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="general-rate-notice">
          {BOOKING_MESSAGES.generalRateUsed}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label="Sender" testId="summary-sender">{labelOf(draft.sender)}</Field>
          <Field label="Receiver" testId="summary-receiver">{labelOf(draft.receiver)}</Field>
          <Field label="Purchase Order">{draft.poNumber}</Field>
          <Field label="Customer Reference">{draft.customerRef}</Field>
        </SimpleGrid>
      </Paper>
      <FreightSummaryTable
        freightList={draft.freightList}
        dimensionFactor={options.dimensionFactor}
        onEdit={onEditFreight}
        ppiNames={ppiNames}
      />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label="Pickup" testId="summary-pickup">{serviceLabel('pickup', draft.pickupRequired)}</Field>
          <Field label="Delivery" testId="summary-delivery">{serviceLabel('delivery', draft.deliveryRequired)}</Field>
          <Field label="Dangerous Goods" testId="summary-dg">{classes}</Field>
          <Field label="Special Instructions" testId="summary-instructions">{draft.instructions}</Field>
        </SimpleGrid>
      </Paper>
      <QuotePriceSection price={{ quotePrice: total, breakdown }} />
      {pricesHidden && (
        <Text ta="right" c="gray.7" data-testid="quote-prices-hidden">
          {BOOKING_MESSAGES.pricesNotShown}
        </Text>
      )}
    </Stack>
  );
}
