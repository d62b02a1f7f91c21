import { TextInput } from '@mantine/core';

interface BookedByInputProps {
  value: string;
  onChange: (bookedBy: string) => void;
  error?: string;
  readOnly?: boolean;
}

/** Freight Booked By (spec 02 section 5: required, at most 20 characters), on both schedule steps. */
export function BookedByInput({ value, onChange, error, readOnly }: BookedByInputProps) {
  return (
    <TextInput label="Freight Booked By" value={value} onChange={(event) => onChange(event.currentTarget.value)} error={error} readOnly={readOnly} />
  );
}
