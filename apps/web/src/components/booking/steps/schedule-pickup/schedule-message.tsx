import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * A schedule's message (spec 02 section 4, 'Schedule checks yield a message only'): a cut-off
 * that moved a pickup, or the same-day receivals of a drop in. Nothing when there is none.
 */
export function ScheduleMessage({ message, testId }: { message: string; testId: string }) {
  if (!message) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid={testId}>
      {message}
    </Alert>
  );
}
