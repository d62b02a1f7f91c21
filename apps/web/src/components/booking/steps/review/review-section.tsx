import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ReviewSectionProps {
  title: string;
  /** The Edit link back to the section's step; absent outside the editable state (spec 02 section 2). */
  onEdit?: () => void;
  children: ReactNode;
  testId?: string;
}

/** One summary of a review screen, with its Edit link. */
export function ReviewSection({ title, onEdit, children, testId }: ReviewSectionProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {title}
          </Title>
          {onEdit && (
            <Button variant="subtle" size="compact-sm" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit} aria-label={`Edit ${title}`}>
              Edit
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A labelled value of a summary; '-' when empty. */
export function ReviewField({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text data-testid={testId} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children || '-'}
      </Text>
    </div>
  );
}

interface ReviewHeadingProps {
  /** 'Review Pickup', 'Review Dropfreight'. */
  title: string;
  /** 'Pickup P0000012', 'Consignment FP100000009'; '' before the server numbered the booking. */
  record: string;
  /** 'Booked', 'Completed', 'Draft'. */
  status: string;
  recordTestId: string;
  statusTestId: string;
}

/** A review screen's title, with the booking's number and status once it has one. */
export function ReviewHeading({ title, record, status, recordTestId, statusTestId }: ReviewHeadingProps) {
  return (
    <Group justify="space-between" align="flex-start">
      <Title order={2}>{title}</Title>
      {record && (
        <Group gap="sm">
          <Text fw={700} data-testid={recordTestId}>
            {record}
          </Text>
          {/* Plain text: a light badge's coloured text is below AA contrast (axe). */}
          <Text data-testid={statusTestId}>{status}</Text>
        </Group>
      )}
    </Group>
  );
}
