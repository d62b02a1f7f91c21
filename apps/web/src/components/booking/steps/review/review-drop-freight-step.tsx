import { SimpleGrid, Stack } from '@mantine/core';
import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import type { BookingOptions } from '@portal/domain/api/reference';
import { dropFreightStatusText } from '@portal/domain/consignment/drop-freight-access';
import { scheduleDayText } from '../schedule-pickup/schedule-day';
import { ScheduleMessage } from '../schedule-pickup/schedule-message';
import { BookingReviewSections, type ReviewSectionName } from './booking-review-sections';
import { ReviewField, ReviewHeading, ReviewSection } from './review-section';

export interface ReviewDropFreightStepProps {
  draft: DropFreightDraft;
  options: BookingOptions;
  /** The Edit links of the sections; absent outside the editable state (spec 02 section 2). */
  onEdit?: (section: ReviewSectionName) => void;
  /** Sections that keep no Edit link: freight and dangerous goods fixed by a quote (spec 02 section 4). */
  fixed?: readonly ReviewSectionName[];
}

const connoteText = (draft: DropFreightDraft) =>
  draft.conType === 'preManual' || draft.conType === 'manual' ? 'Manual connote' : 'Electronic connote';

/** Review Dropfreight (spec 02 sections 2 and 4): every step's summary, with Edit links while a draft. */
export function ReviewDropFreightStep({ draft, options, onEdit, fixed = [] }: ReviewDropFreightStepProps) {
  const edit = (section: ReviewSectionName) => (onEdit && !fixed.includes(section) ? () => onEdit(section) : undefined);
  return (
    <Stack gap="md" data-testid="review-drop-freight">
      <ReviewHeading
        title="Review Dropfreight"
        record={draft.conNumber && `Consignment ${draft.conNumber}`}
        status={dropFreightStatusText(draft.status)}
        recordTestId="review-consignment-number"
        statusTestId="drop-freight-status"
      />
      <ReviewSection title="Consignment" onEdit={edit('consignment')} testId="review-consignment">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ReviewField label="Consignment note">{connoteText(draft)}</ReviewField>
          <ReviewField label="Copy to Email">{draft.ExtraEmail}</ReviewField>
        </SimpleGrid>
      </ReviewSection>
      <BookingReviewSections
        booking={draft}
        options={options}
        edit={edit}
        schedule={
          <ReviewSection title="Drop In" onEdit={edit('schedule')} testId="review-schedule">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ReviewField label="Drop in day" testId="review-drop-in-day">
                {draft.readyAt ? scheduleDayText(draft.readyAt) : ''}
              </ReviewField>
              <ReviewField label="Freight Booked By">{draft.bookedBy}</ReviewField>
            </SimpleGrid>
            <ScheduleMessage message={draft.scheduleMsg} testId="review-schedule-message" />
          </ReviewSection>
        }
      />
    </Stack>
  );
}
