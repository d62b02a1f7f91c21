import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface DetailSectionProps {
  title: string;
  children: ReactNode;
  testId?: string;
}

/** A titled part of a read-only screen, named by its heading for assistive technology. */
export function DetailSection({ title, children, testId }: DetailSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
