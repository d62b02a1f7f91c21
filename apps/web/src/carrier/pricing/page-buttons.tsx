import { Button, Group, Text } from '@mantine/core';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  /** What is counted: 'lanes', 'rows'. */
  noun: string;
  busy?: boolean;
  onPage: (page: number) => void;
}

/** 'Page 2 of 5, 450 lanes' with the previous and next pages: the server pages, a page at a time. */
export function PageButtons({ page, pageSize, total, noun, busy = false, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between">
      <Text size="sm" c="gray.7" aria-live="polite">
        Page {page} of {pages}, {total} {noun}
      </Text>
      {pages > 1 && (
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            Previous page
          </Button>
          <Button variant="default" size="xs" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
            Next page
          </Button>
        </Group>
      )}
    </Group>
  );
}
