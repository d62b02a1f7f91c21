import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PickupDraft } from '@portal/domain/api/pickup';
import type { BookingOptions } from '@portal/domain/api/reference';
import { pickupEditable } from '@portal/domain/pickup/pickup-access';
import { IconInfoCircle } from '@tabler/icons-react';
import { PrintLabelButton } from '../create-consignment/print-label-button';
import { scheduleDayText } from '../schedule-pickup/schedule-day';
import { BookingReviewSections, type ReviewSectionName } from './booking-review-sections';
import { ReviewField, ReviewSection } from './review-section';

/** The steps a Review Pickup summary links back to. */
export type PickupReviewSection = Extract<ReviewSectionName, 'details' | 'freight' | 'dangerousGoods' | 'schedule' | 'instructions'>;

export interface ReviewPickupStepProps {
  draft: PickupDraft;
  options: BookingOptions;
  /** The Edit links; absent outside the editable state (spec 02 section 2, 'Review screens'). */
  onEdit?: (section: PickupReviewSection) => void;
  /** Sections that keep no Edit link: freight and dangerous goods fixed by a quote (spec 02 section 4). */
  fixed?: readonly PickupReviewSection[];
}

const linked = (section: ReviewSectionName): section is PickupReviewSection => section !== 'consignment' && section !== 'services';

/**
 * Review Pickup (spec 02 sections 2 and 4): a summary of every step with Edit links while the
 * pickup is editable; a completed pickup (status other than 0) shows its consignment and Print Label.
 */
export function ReviewPickupStep({ draft, options, onEdit, fixed = [] }: ReviewPickupStepProps) {
  const edit = (section: ReviewSectionName) =>
    onEdit && linked(section) && !fixed.includes(section) ? () => onEdit(section) : undefined;
  const completed = !pickupEditable(draft.status);
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
      <BookingReviewSections
        booking={{ ...draft, customerRef: draft.pickupRef }}
        options={options}
        edit={edit}
        schedule={
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
        }
      />
    </Stack>
  );
}
