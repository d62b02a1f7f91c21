import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface ErrorListProps {
  /** One message a line, in the order given; nothing is rendered for an empty list. */
  lines: readonly (string | null | undefined)[];
  title?: string;
}

/** A form's error area: every message on its own line, announced to screen readers. */
export function ErrorList({ lines, title }: ErrorListProps) {
  const shown = lines.filter((line): line is string => Boolean(line));
  if (shown.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertCircle aria-hidden />}>
      {shown.length === 1 ? (
        shown[0]
      ) : (
        <List size="sm" spacing={2} listStyleType="none">
          {shown.map((line, index) => (
            <List.Item key={`${index}-${line}`}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
