import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PickupDraft } from '@portal/domain/api/pickup';
import type { BookingOptions } from '@portal/domain/api/reference';
import { parseDgClass } from '@portal/domain/dangerous-goods/dg-classes';
import { pickupEditable } from '@portal/domain/pickup/pickup-access';
import { SERVICE_LABELS } from '@portal/domain/services/service-values';
import { IconInfoCircle } from '@tabler/icons-react';
import { usePpiOptions } from '../../api/ppi-options';
import { PrintLabelButton } from '../create-consignment/print-label-button';
import { suburbFinder } from '../details/details-value';
import { FreightSummaryTable } from '../freight/freight-summary-table';
import { scheduleDayText } from '../schedule-pickup/schedule-day';
import { PartySummary } from './party-summary';
import { ReviewField, ReviewSection } from './review-section';

/** The steps a Review Pickup summary links back to. */
export type PickupReviewSection = 'details' | 'freight' | 'dangerousGoods' | 'schedule' | 'instructions';

export interface ReviewPickupStepProps {
  draft: PickupDraft;
  options: BookingOptions;
  /** The Edit links; absent outside the editable state (spec 02 section 2, 'Review screens'). */
  onEdit?: (section: PickupReviewSection) => void;
  /** Sections that keep no Edit link: freight and dangerous goods fixed by a quote (spec 02 section 4). */
  fixed?: readonly PickupReviewSection[];
}

const serviceLabel = (kind: 'pickup' | 'delivery', value: number) =>
  value === 1 || value === 2 || value === 3 ? SERVICE_LABELS[kind][value] : '-';

/**
 * Review Pickup (spec 02 sections 2 and 4): a summary of every step with Edit links while the
 * pickup is editable; a completed pickup (status other than 0) shows its consignment and Print Label.
 */
export function ReviewPickupStep({ draft, options, onEdit, fixed = [] }: ReviewPickupStepProps) {
  const findSuburb = suburbFinder(options.suburbs);
  const ppi = usePpiOptions(draft.freightList[0]?.type ?? '', draft.ppi);
  const ppiNames = new Map(ppi.data?.ppi.map((entry) => [entry.id, entry.name]));
  const edit = (section: PickupReviewSection) => (onEdit && !fixed.includes(section) ? () => onEdit(section) : undefined);
  const completed = !pickupEditable(draft.status);
  const classes = draft._dgHas ? draft.dgClasses.map((name) => parseDgClass(name)?.title ?? name).join(', ') : 'No';
  const ready = draft.when === 'at' ? `${scheduleDayText(draft._readyAtDate)} at ${draft._readyAtTime}` : 'Ready Now';

  return (
    <Stack gap="md" data-testid="review-pickup">
      <Group justify="space-between" align="flex-start">
        <Title order={2}>Review Pickup</Title>
        {draft.pickupNumber && (
          <Group gap="sm">
            <Text fw={700} data-testid="review-pickup-number">
              Pickup {draft.pickupNumber}
            </Text>
            {/* Plain text: a light badge's coloured text is below AA contrast (axe). */}
            <Text data-testid="pickup-status">{completed ? 'Completed' : 'Booked'}</Text>
          </Group>
        )}
      </Group>
      {completed && draft.conNumber && (
        <Group justify="space-between" data-testid="review-consignment">
          <Text fw={700}>Consignment {draft.conNumber}</Text>
          <PrintLabelButton conNumber={draft.conNumber} extraEmail={draft.ExtraEmail} />
        </Group>
      )}
      <ReviewSection title="Details" onEdit={edit('details')} testId="review-details">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PartySummary who="Sender" party={draft.sender} findSuburb={findSuburb} />
          <PartySummary who="Receiver" party={draft.receiver} findSuburb={findSuburb} />
          <ReviewField label="Purchase Order">{draft.poNumber}</ReviewField>
          <ReviewField label="Customer Reference">{draft.pickupRef}</ReviewField>
          {draft.quoteNumber && <ReviewField label="Quote">{draft.quoteNumber}</ReviewField>}
        </SimpleGrid>
      </ReviewSection>
      <ReviewSection title="Freight" onEdit={edit('freight')} testId="review-freight">
        <FreightSummaryTable freightList={draft.freightList} dimensionFactor={options.dimensionFactor} ppiNames={ppiNames} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ReviewField label="Pickup">{serviceLabel('pickup', draft.pickupRequired)}</ReviewField>
          <ReviewField label="Delivery">{serviceLabel('delivery', draft.deliveryRequired)}</ReviewField>
        </SimpleGrid>
      </ReviewSection>
      <ReviewSection title="Dangerous Goods" onEdit={edit('dangerousGoods')} testId="review-dangerous-goods">
        <ReviewField label="Dangerous goods">{classes}</ReviewField>
      </ReviewSection>
      <ReviewSection title="Schedule" onEdit={edit('schedule')} testId="review-schedule">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ReviewField label="Ready" testId="review-ready">{ready}</ReviewField>
          <ReviewField label="Pickup day" testId="review-schedule-day">
            {draft.scheduleDay ? scheduleDayText(draft.scheduleDay) : ''}
          </ReviewField>
          <ReviewField label="Business Hours">{`${draft.openFrom} to ${draft.closedAfter}`}</ReviewField>
          <ReviewField label="Freight Booked By">{draft.bookedBy}</ReviewField>
        </SimpleGrid>
        {draft.scheduleMsg && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="review-schedule-message">
            {draft.scheduleMsg}
          </Alert>
        )}
      </ReviewSection>
      <ReviewSection title="Special Instructions" onEdit={edit('instructions')} testId="review-instructions">
        <ReviewField label="Instructions">{draft.instructions}</ReviewField>
      </ReviewSection>
    </Stack>
  );
}
