import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIST_SEARCH_MAX } from '@portal/domain/api/list-page';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface ListSearchState {
  /** As typed. */
  value: string;
  setValue: (value: string) => void;
  /** Trimmed, once typing has paused: what the list is asked for. */
  query: string;
}

export function useListSearch(): ListSearchState {
  const [value, setValue] = useState('');
  const [query] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  return { value, setValue, query };
}

/** The Search box of every record list (decision 0029): the server searches, a page at a time. */
export function ListSearch({ search, description }: { search: ListSearchState; description: string }) {
  return (
    <TextInput
      type="search"
      label="Search"
      description={description}
      // Mantine's dimmed description is below WCAG AA contrast on white.
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search.value}
      onChange={(event) => search.setValue(event.currentTarget.value)}
      maxLength={LIST_SEARCH_MAX}
      maw={420}
    />
  );
}
