import { Button, Group, Text } from '@mantine/core';
import { useRef } from 'react';
import type { PagedList } from './use-paged-list';

/** '50 quotes shown, newest first', 'All 56 quotes shown', '1 quote shown'; `noun` is the plural. */
export function countText(count: number, noun: string, hasMore: boolean): string {
  if (count === 0) return `No ${noun} to show`;
  // Every list's noun makes its singular by dropping the s: quotes, pickups, drop freights, consignments.
  const word = count === 1 ? noun.replace(/s$/, '') : noun;
  if (hasMore) return `${count} ${word} shown, newest first`;
  return count === 1 ? `1 ${word} shown` : `All ${count} ${word} shown`;
}

/**
 * Below a paged list: how many rows are shown, said again to a screen reader when it changes,
 * and 'Show more' while the server has more. When the last page arrives the button goes, and the
 * focus it held moves to the count, so a keyboard user is not dropped at the top of the page.
 */
export function ShowMore({ list, noun }: { list: PagedList<unknown, unknown>; noun: string }) {
  const count = useRef<HTMLParagraphElement>(null);
  const more = async () => {
    if (!(await list.showMore())) count.current?.focus();
  };
  return (
    <Group justify="space-between">
      <Text ref={count} tabIndex={-1} aria-live="polite" size="sm" c="gray.7" data-testid="list-count">
        {countText(list.rows.length, noun, list.hasMore)}
      </Text>
      {list.hasMore && (
        <Button variant="default" onClick={() => void more()} loading={list.loadingMore}>
          Show more
        </Button>
      )}
    </Group>
  );
}
