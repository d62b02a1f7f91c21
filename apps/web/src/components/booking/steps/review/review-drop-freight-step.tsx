import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import type { BookingOptions } from '@portal/domain/api/reference';
import { dropFreightStatusText } from '@portal/domain/consignment/drop-freight-access';
import { IconInfoCircle } from '@tabler/icons-react';
import { scheduleDayText } from '../schedule-pickup/schedule-day';
import { BookingReviewSections, type ReviewSectionName } from './booking-review-sections';
import { ReviewField, ReviewSection } from './review-section';

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
      <Group justify="space-between" align="flex-start">
        <Title order={2}>Review Dropfreight</Title>
        {draft.conNumber && (
          <Group gap="sm">
            <Text fw={700} data-testid="review-consignment-number">
              Consignment {draft.conNumber}
            </Text>
            <Text data-testid="drop-freight-status">{dropFreightStatusText(draft.status)}</Text>
          </Group>
        )}
      </Group>
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
