import { Radio, Group, TextInput } from '@mantine/core';
import type { ConType } from '@portal/domain/booking/booking';
import { extraEmailError } from '@portal/domain/schedule/booking-fields';

export interface ConnoteValue {
  conType: ConType;
  conNumber: string;
  /** The optional copy-to e-mail. */
  ExtraEmail: string;
}

interface ConnoteChoiceProps {
  value: ConnoteValue;
  onChange: (patch: Partial<ConnoteValue>) => void;
  readOnly?: boolean;
  /** The number is the server's already (a numbered drop freight): shown, not asked. */
  numbered?: boolean;
  /** A message of the server's check of the manual number, shown on the field. */
  numberError?: string;
}

/** The copy-to e-mail's message, if any (spec 02 section 5). */
export const copyEmailError = (value: Pick<ConnoteValue, 'ExtraEmail'>) => extraEmailError(value.ExtraEmail);

/**
 * The consignment note's type and number (spec 02 section 4, 'Consignment type'): a manual
 * connote, whose number the server checks against the company's connote books, or an electronic
 * one numbered by the service; and the optional copy-to e-mail. Create Consignment of a pickup and
 * Enter Consignment Number of a drop freight ask it.
 */
export function ConnoteChoice({ value, onChange, readOnly, numbered, numberError }: ConnoteChoiceProps) {
  const manual = value.conType === 'preManual' || value.conType === 'manual';
  const choose = (next: string) => {
    if (readOnly || numbered) return;
    // Choosing electronic clears the consignment number (spec 02 section 4).
    onChange(next === 'preElectronic' ? { conType: 'preElectronic', conNumber: '' } : { conType: 'preManual' });
  };
  return (
    <>
      <Radio.Group
        label="How is the consignment note made?"
        value={manual ? 'preManual' : 'preElectronic'}
        onChange={choose}
        readOnly={readOnly || numbered}
      >
        <Group gap="xl" mt="xs">
          <Radio value="preElectronic" label="Electronic Connote" />
          <Radio value="preManual" label="Manual Connote" />
        </Group>
      </Radio.Group>
      {(manual || numbered) && (
        <TextInput
          label="Consignment Number"
          description={numbered ? undefined : 'The number printed on your manual connote'}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          value={value.conNumber}
          onChange={(event) => onChange({ conNumber: event.currentTarget.value })}
          error={numberError}
          readOnly={readOnly || numbered}
          required={!numbered}
          data-testid="connote-number"
        />
      )}
      <TextInput
        label="Copy to Email (Optional)"
        type="email"
        value={value.ExtraEmail}
        onChange={(event) => onChange({ ExtraEmail: event.currentTarget.value })}
        error={copyEmailError(value)}
        readOnly={readOnly}
      />
    </>
  );
}
