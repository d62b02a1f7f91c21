import { Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SearchableSelect } from '../searchable-select';
import { COUNTRY_OPTIONS } from './country-options';
import { callingCodeLabel, formatPhoneText, joinPhone, splitPhone } from './phone-number';

export interface PhoneFieldProps {
  /** The stored phone string (E.164 when it parses). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** Phone input with a searchable country selector, Australia by default (spec 01 section 1). */
export function PhoneField({ value, onChange, disabled }: PhoneFieldProps) {
  const [parts, setParts] = useState(() => splitPhone(value));
  const update = (country: string, text: string) => {
    setParts({ country, text });
    onChange(joinPhone(country, text));
  };
  const prefix = callingCodeLabel(parts.country);

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <SearchableSelect
        label="Country"
        data={COUNTRY_OPTIONS}
        value={parts.country}
        onChange={(country) => update(country, parts.text)}
        nothingFound="No country found"
        disabled={disabled}
        w={{ base: '100%', sm: 280 }}
      />
      <TextInput
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        placeholder="411 888 999"
        leftSection={
          prefix ? (
            <Text size="sm" c="gray.8">
              {prefix}
            </Text>
          ) : undefined
        }
        leftSectionWidth={prefix ? 48 : undefined}
        value={parts.text}
        onChange={(event) => update(parts.country, event.currentTarget.value)}
        onBlur={() => setParts({ ...parts, text: formatPhoneText(parts.country, parts.text) })}
        disabled={disabled}
        style={{ flex: 1, minWidth: 200 }}
      />
    </Group>
  );
}
