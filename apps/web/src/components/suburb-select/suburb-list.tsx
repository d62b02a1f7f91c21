import { Combobox, Text } from '@mantine/core';
import type { SuburbOption } from '@portal/domain/api/reference';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useRef, type CSSProperties, type RefObject } from 'react';

/** Suburb pickers window their list above this many results (spec 02 section 9). */
export const WINDOW_THRESHOLD = 20;
/** Fixed row height, so the window needs no measuring while the user types. */
const ROW = 34;
const VISIBLE_ROWS = 8;

export interface SuburbWindow {
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  windowed: boolean;
}

/** The windowing of `count` results while the dropdown is open. */
export function useSuburbWindow(count: number, opened: boolean): SuburbWindow {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const windowed = count > WINDOW_THRESHOLD;
  const virtualizer = useVirtualizer({
    count: windowed ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW,
    overscan: 4,
    enabled: opened && windowed,
    initialRect: { width: 0, height: ROW * VISIBLE_ROWS },
  });
  return { scrollRef, virtualizer, windowed };
}

interface SuburbListProps {
  label: string;
  listId: string;
  query: string;
  suburbs: readonly SuburbOption[];
  matches: readonly number[];
  /** Position in `matches` of the keyboard-selected row, -1 when none. */
  selectedIndex: number;
  chosenValue: string;
  optionId: (position: number) => string;
  window: SuburbWindow;
}

/**
 * The results listbox. Up to the threshold every row is rendered; above it only the rows in
 * view (plus a few) are, positioned inside a spacer as tall as the whole list. The listbox
 * carries the typed query and the result count so a bench can see when a keystroke's results
 * are on screen.
 */
export function SuburbList({ label, listId, query, suburbs, matches, selectedIndex, chosenValue, optionId, window }: SuburbListProps) {
  const { scrollRef, virtualizer, windowed } = window;
  const row = (position: number, style?: CSSProperties) => {
    const option = suburbs[matches[position]!]!;
    return (
      <Combobox.Option
        key={option.value}
        id={optionId(position)}
        value={option.value}
        active={option.value === chosenValue}
        selected={position === selectedIndex}
        aria-selected={position === selectedIndex}
        style={{ height: ROW, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style }}
      >
        {option.label}
        {/* A real space, so screen readers do not run the label into the note. */}
        {!option.available && ' '}
        {!option.available && (
          <Text component="span" size="xs" c="gray.7" ml={2}>
            (not available)
          </Text>
        )}
      </Combobox.Option>
    );
  };

  return (
    <Combobox.Options
      id={listId}
      aria-label={label}
      data-testid="suburb-results"
      data-query={query}
      data-count={matches.length}
    >
      <div ref={scrollRef} style={{ maxHeight: ROW * VISIBLE_ROWS, overflowY: 'auto' }}>
        {matches.length === 0 && <Combobox.Empty>No suburb found</Combobox.Empty>}
        {!windowed && matches.map((_, position) => row(position))}
        {windowed && (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) =>
              row(item.index, { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }),
            )}
          </div>
        )}
      </div>
    </Combobox.Options>
  );
}
