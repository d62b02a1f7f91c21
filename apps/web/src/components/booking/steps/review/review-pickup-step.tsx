import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { wallZoneName } from '@portal/domain/clock/place-time';
import { bookingZone } from '@portal/domain/clock/place-zones';
import type { PickupDraft } from '@portal/domain/api/pickup';
import type { BookingOptions } from '@portal/domain/api/reference';
import { pickupEditable } from '@portal/domain/pickup/pickup-access';
import { PrintLabelButton } from '../create-consignment/print-label-button';
import { scheduleDayText } from '../schedule-pickup/schedule-day';
import { ScheduleMessage } from '../schedule-pickup/schedule-message';
import { BookingReviewSections, type ReviewSectionName } from './booking-review-sections';
import { ReviewField, ReviewHeading, ReviewSection } from './review-section';

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
  // Ready At is a wall time on the sender's clock: named, as every time is (decision 0042).
  const zone = wallZoneName(`${draft._readyAtDate} ${draft._readyAtTime}`, bookingZone(draft.sender.state));
  const ready = draft.when === 'at' ? `${scheduleDayText(draft._readyAtDate)} at ${draft._readyAtTime} ${zone}`.trimEnd() : 'Ready Now';

  return (
    <Stack gap="md" data-testid="review-pickup">
      <ReviewHeading
        title="Review Pickup"
        record={draft.pickupNumber && `Pickup ${draft.pickupNumber}`}
        status={completed ? 'Completed' : 'Booked'}
        recordTestId="review-pickup-number"
        statusTestId="pickup-status"
      />
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
            <ScheduleMessage message={draft.scheduleMsg} testId="review-schedule-message" />
          </ReviewSection>
        }
      />
    </Stack>
  );
}
