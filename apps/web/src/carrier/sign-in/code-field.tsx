import { TextInput } from '@mantine/core';

interface CodeFieldProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
}

/** A second-factor code as typed: browsers and password managers offer a one-time code here. */
export function CodeField({ label, description, value, onChange }: CodeFieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      // Mantine's dimmed description is below WCAG AA contrast on white (as list-search.tsx says).
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      autoComplete="one-time-code"
      spellCheck={false}
      // The schema's limit (secondFactorSchema): a recovery code is longer than 6 digits.
      maxLength={40}
      required
      withAsterisk={false}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
