import { Combobox, InputBase, useVirtualizedCombobox } from '@mantine/core';
import type { SuburbOption } from '@portal/domain/api/reference';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { SuburbList, useSuburbWindow } from './suburb-list';
import { createSuburbSearch } from './suburb-search';

export interface SuburbSelectProps {
  label: string;
  /** The options answer's suburbs (about 18,000); keep the same array between renders. */
  suburbs: readonly SuburbOption[];
  /** The chosen option's value ('suburb, state, postCode'), '' when none. */
  value: string;
  /** Called with the chosen option, also an unavailable one: the step's rules report it. */
  onChange: (option: SuburbOption) => void;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
}

/**
 * The select's state: the typed text, the matches, the keyboard-selected row and Mantine's
 * virtualized combobox store over them. Choosing, leaving the box and typing are its three events.
 */
function useSuburbCombobox(suburbs: readonly SuburbOption[], value: string, onChange: (option: SuburbOption) => void) {
  const search = useMemo(() => createSuburbSearch(suburbs), [suburbs]);
  const positionOf = useMemo(() => new Map(suburbs.map((option, index) => [option.value, index])), [suburbs]);
  const chosen = positionOf.get(value);
  const chosenLabel = chosen === undefined ? '' : suburbs[chosen]!.label;

  const [text, setText] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(-1);
  // While the box still shows the chosen label, every suburb is offered.
  const query = text === null || text === chosenLabel ? '' : text;
  const matches = search(query);
  const listId = `${useId()}-suburbs`;
  const optionId = (position: number) => `${listId}-${position}`;
  const list = useSuburbWindow(matches.length, opened);

  const choose = (option: SuburbOption | undefined) => {
    if (option) onChange(option);
    setText(null);
    setOpened(false);
    setSelectedIndex(-1);
  };
  const select = (position: number) => {
    setSelectedIndex(position);
    if (position < 0) return;
    if (list.windowed) list.virtualizer.scrollToIndex(position, { align: 'auto' });
    else document.getElementById(optionId(position))?.scrollIntoView({ block: 'nearest' });
  };
  const store = useVirtualizedCombobox({
    opened,
    onOpenedChange: setOpened,
    totalOptionsCount: matches.length,
    getOptionId: optionId,
    selectedOptionIndex: selectedIndex,
    setSelectedOptionIndex: select,
    activeOptionIndex: chosen === undefined ? 0 : Math.max(0, query === '' ? chosen : matches.indexOf(chosen)),
    onSelectedOptionSubmit: (position) => choose(suburbs[matches[position]!]),
  });
  const chooseValue = (next: string) => choose(suburbs[positionOf.get(next)!]);
  const leave = () => {
    store.closeDropdown();
    setText(null);
    setSelectedIndex(-1);
  };
  const type = (next: string) => {
    if (list.scrollRef.current) list.scrollRef.current.scrollTop = 0;
    setText(next);
    // The best match is picked by Enter, as in Mantine's searchable Select.
    setSelectedIndex(next.trim() === '' ? -1 : 0);
    store.openDropdown();
  };
  return { store, opened, text, chosenLabel, query, matches, selectedIndex, listId, optionId, list, chooseValue, leave, type };
}

/**
 * The searchable Suburb/City select of the Details step (spec 02 sections 2 and 9): filters by
 * label as the user types and windows the results above 20 rows. Unavailable suburbs are listed
 * and can be chosen, so the step can say '{label} is not available!' (section 5). Built on
 * Mantine's virtualized combobox store; the input has the combobox role with aria-expanded,
 * aria-controls and the keyboard-selected option as aria-activedescendant.
 */
export function SuburbSelect(props: SuburbSelectProps) {
  const { label, suburbs, value, onChange, error, description, placeholder, disabled, readOnly, required } = props;
  const { store, opened, text, chosenLabel, query, matches, selectedIndex, listId, optionId, list, chooseValue, leave, type } =
    useSuburbCombobox(suburbs, value, onChange);
  const locked = disabled || readOnly;

  return (
    <Combobox store={store} disabled={locked} onOptionSubmit={chooseValue}>
      <Combobox.Target
        withExpandedAttribute
        aria-expanded={opened}
        aria-controls={opened ? listId : undefined}
        aria-activedescendant={opened && selectedIndex >= 0 ? optionId(selectedIndex) : undefined}
      >
        <InputBase
          label={label}
          description={description}
          error={error}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          autoComplete="off"
          value={text ?? chosenLabel}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => !locked && store.openDropdown()}
          onFocus={() => !locked && store.openDropdown()}
          onBlur={leave}
          onChange={(event) => type(event.currentTarget.value)}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <SuburbList
          label={label}
          listId={listId}
          query={query.trim().toLowerCase()}
          suburbs={suburbs}
          matches={matches}
          selectedIndex={selectedIndex}
          chosenValue={value}
          optionId={optionId}
          window={list}
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}
