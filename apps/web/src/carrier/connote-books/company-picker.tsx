import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCompanyChoices } from './connote-book-calls';

interface Props {
  label: string;
  value: { id: number; name: string } | null;
  onChange: (company: { id: number; name: string } | null) => void;
  error?: string;
  placeholder?: string;
}

/**
 * A company chosen by name or ABN: what is typed is searched on the server (GET companies, its
 * first page), as the Companies list searches, so thousands of companies are never all loaded.
 */
export function CompanyPicker({ label, value, onChange, error, placeholder }: Props) {
  const [search, setSearch] = useState(value?.name ?? '');
  const choices = useCompanyChoices(search === value?.name ? '' : search);
  // The chosen company stays among the options while another search is shown. Kept while its
  // inputs are (Select puts its search back whenever its options change).
  const data = useMemo(
    () => [...(value ? [{ value: String(value.id), label: value.name }] : []), ...(choices.data ?? []).filter((c) => c.value !== String(value?.id))],
    [value, choices.data],
  );
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already: every option it answered is shown.
      filter={({ options }) => options}
      data={data}
      value={value ? String(value.id) : null}
      onChange={(id, option) => onChange(id === null || !option ? null : { id: Number(id), name: option.label })}
      nothingFoundMessage={choices.isFetching ? 'Searching…' : 'No company matches.'}
      error={error}
    />
  );
}
