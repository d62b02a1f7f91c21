import { Select } from '@mantine/core';
import { usePpiOptions } from '../../api/ppi-options';

export interface PpiSelectProps {
  /** The ppiOnly freight type whose list is asked for. */
  type: string;
  /** The chosen entry's id; 0 when none. */
  value: number;
  onChange: (id: number) => void;
  readOnly?: boolean;
}

/** The Price Per Item select of PPI mode, fed by POST options/ppi (spec 02 sections 2 and 7). */
export function PpiSelect({ type, value, onChange, readOnly }: PpiSelectProps) {
  const query = usePpiOptions(type, true);
  const data = (query.data?.ppi ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }));
  return (
    <Select
      label="Price Per Item"
      data={data}
      value={value > 0 ? String(value) : null}
      allowDeselect={false}
      readOnly={readOnly}
      disabled={query.isPending && type !== ''}
      // The message itself shows in the freight error area (spec 02 section 8).
      error={Boolean(query.error)}
      onChange={(next) => next && onChange(Number(next))}
    />
  );
}
