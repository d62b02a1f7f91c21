import { Combobox, InputBase, ScrollArea, useCombobox } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type CSSProperties } from 'react';

/** Select lists over this many options render only the rows in view (spec 01 section 9). */
export const SELECT_WINDOW_THRESHOLD = 100;
const ROW = 34;
const LIST_HEIGHT = 260;

export interface SelectOption {
  value: string;
  label: string;
}

interface SearchableSelectProps {
  label: string;
  data: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  nothingFound?: string;
  w?: string | number | Record<string, string | number>;
}

/** The text in the box, what the user typed or else the chosen option's label, and the options it matches. */
function useOptionSearch(data: readonly SelectOption[], value: string | null) {
  const selectedLabel = data.find((option) => option.value === value)?.label ?? '';
  const [search, setSearch] = useState<string | null>(null);
  // While the text still shows the chosen option, every option is offered.
  const text = search ?? selectedLabel;
  const needle = text.trim().toLowerCase();
  const shown =
    search === null || needle === '' || text === selectedLabel
      ? data
      : data.filter((option) => option.label.toLowerCase().includes(needle));
  return { text, shown, setSearch };
}

/**
 * Above the threshold only the rows in view (and a few more) are in the page; the arrow keys
 * still reach every row, as the selected one scrolls into view and brings its neighbours.
 */
function useOptionWindow(count: number, opened: boolean) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const windowed = count > SELECT_WINDOW_THRESHOLD;
  const virtualizer = useVirtualizer({
    count: windowed ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW,
    overscan: 6,
    enabled: opened && windowed,
    initialRect: { width: 0, height: LIST_HEIGHT },
  });
  return { scrollRef, windowed, virtualizer };
}

/**
 * A searchable single choice built on Mantine's Combobox. Unlike Mantine 9's Select, its input
 * keeps the plain text-box role (with aria-haspopup, aria-controls and the active option),
 * the ARIA 1.2 shape our end-to-end suite and screen readers expect of a type-to-filter field
 * (docs/decisions/0012-searchable-select.md).
 */
export function SearchableSelect({ label, data, value, onChange, placeholder, disabled, nothingFound, w }: SearchableSelectProps) {
  const { text, shown, setSearch } = useOptionSearch(data, value);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { scrollRef, windowed, virtualizer } = useOptionWindow(shown.length, combobox.dropdownOpened);
  const option = (entry: SelectOption, style?: CSSProperties) => (
    <Combobox.Option value={entry.value} key={entry.value} active={entry.value === value} style={style}>
      {entry.label}
    </Combobox.Option>
  );

  const empty = shown.length === 0 && <Combobox.Empty>{nothingFound ?? 'Nothing found'}</Combobox.Empty>;

  return (
    <Combobox
      store={combobox}
      disabled={disabled}
      onOptionSubmit={(next) => {
        onChange(next);
        setSearch(null);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={label}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          w={w}
          value={text}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(null);
          }}
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setSearch(event.currentTarget.value);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        {windowed ? (
          // The windowed list scrolls itself. A scrolled box must be reachable from the keyboard
          // (axe, scrollable-region-focusable), so the listbox takes the focus stop; a click on it
          // keeps the focus in the input, whose blur would close the list.
          <Combobox.Options
            aria-label={label}
            ref={scrollRef}
            data-testid="select-window"
            tabIndex={0}
            onMouseDown={(event) => event.preventDefault()}
            style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}
          >
            {empty}
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) =>
                option(shown[item.index]!, { position: 'absolute', top: 0, left: 0, right: 0, height: ROW, transform: `translateY(${item.start}px)` }),
              )}
            </div>
          </Combobox.Options>
        ) : (
          <Combobox.Options aria-label={label}>
            {empty}
            <ScrollArea.Autosize mah={LIST_HEIGHT} type="scroll">
              {shown.map((entry) => option(entry))}
            </ScrollArea.Autosize>
          </Combobox.Options>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
