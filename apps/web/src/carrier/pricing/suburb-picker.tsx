import { Select } from '@mantine/core';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { useMemo, useState } from 'react';
import { SUBURB_SEARCH_MIN, usePricingSuburbs } from './api/price-study';

interface Props {
  label: string;
  /** 'SUBURB, STATE, POSTCODE' as a quote names it; '' while none is chosen. */
  value: string;
  onChange: (suburb: string) => void;
  error?: string;
}

/**
 * A suburb searched on the server as it is typed (GET pricingSuburbs, from 2 letters), so the
 * 18,000 suburbs are never all loaded for a check.
 */
export function SuburbPicker({ label, value, onChange, error }: Props) {
  const [search, setSearch] = useState(value);
  const typed = search === value ? '' : search;
  const suburbs = usePricingSuburbs(typed);
  // The chosen suburb stays among the options while another search is shown.
  const data = useMemo(() => [...new Set([...(value ? [value] : []), ...(suburbs.data?.suburbs ?? [])])], [value, suburbs.data]);
  const nothing = typed.trim().length < SUBURB_SEARCH_MIN ? PRICING_DESK_MESSAGES.suburbTooShort : suburbs.isFetching ? 'Searching…' : 'No suburb matches.';
  return (
    <Select
      label={label}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already: every option it answered is shown.
      filter={({ options }) => options}
      data={typed.trim().length < SUBURB_SEARCH_MIN ? (value ? [value] : []) : data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      nothingFoundMessage={nothing}
      error={error}
    />
  );
}
