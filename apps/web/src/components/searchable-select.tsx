import { Combobox, InputBase, ScrollArea, useCombobox } from '@mantine/core';
import { useState } from 'react';

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

/**
 * A searchable single choice built on Mantine's Combobox. Unlike Mantine 9's Select, its input
 * keeps the plain text-box role (with aria-haspopup, aria-controls and the active option),
 * the ARIA 1.2 shape our end-to-end suite and screen readers expect of a type-to-filter field
 * (docs/decisions/0012-searchable-select.md).
 */
export function SearchableSelect({ label, data, value, onChange, placeholder, disabled, nothingFound, w }: SearchableSelectProps) {
  const selectedLabel = data.find((option) => option.value === value)?.label ?? '';
  const [search, setSearch] = useState<string | null>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // While the text still shows the chosen option, every option is offered.
  const text = search ?? selectedLabel;
  const needle = text.trim().toLowerCase();
  const shown =
    search === null || needle === '' || text === selectedLabel
      ? data
      : data.filter((option) => option.label.toLowerCase().includes(needle));

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
        <Combobox.Options aria-label={label}>
          <ScrollArea.Autosize mah={260} type="scroll">
            {shown.length === 0 && <Combobox.Empty>{nothingFound ?? 'Nothing found'}</Combobox.Empty>}
            {shown.map((option) => (
              <Combobox.Option value={option.value} key={option.value} active={option.value === value}>
                {option.label}
              </Combobox.Option>
            ))}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
