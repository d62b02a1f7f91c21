import { Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ConType } from '@portal/domain/api/pickup';
import { IconFileCheck } from '@tabler/icons-react';
import { useScheduleRules } from '../schedule-pickup/schedule-rules';
import { PrintLabelButton } from './print-label-button';

export interface CreateConsignmentValue {
  conType: ConType;
  conNumber: string;
  /** The optional copy-to e-mail. */
  ExtraEmail: string;
}

export interface CreateConsignmentStepProps {
  value: CreateConsignmentValue;
  onChange: (patch: Partial<CreateConsignmentValue>) => void;
  /** Asks the server for the consignment note (POST pickups/convert for a pickup). */
  onCreate: () => void;
  /** A creation in flight. */
  busy?: boolean;
  /** Nothing can be chosen or created (a read-only booking). */
  readOnly?: boolean;
}

/** After a successful creation the type is manual or electronic (spec 02 section 4). */
export function consignmentCreated(value: Pick<CreateConsignmentValue, 'conType'>): boolean {
  return value.conType === 'manual' || value.conType === 'electronic';
}

/**
 * The Create Consignment step (spec 02 sections 2 and 4): a manual connote, whose number the
 * server checks against the company's connote books, or an electronic one, numbered by the
 * service; an optional copy-to e-mail. Once created it shows the number and Print Label.
 */
export function CreateConsignmentStep({ value, onChange, onCreate, busy, readOnly }: CreateConsignmentStepProps) {
  const rules = useScheduleRules();
  if (consignmentCreated(value)) {
    return (
      <Stack gap="md">
        <Title order={2}>Create Consignment</Title>
        <Text fw={700} data-testid="consignment-number">
          Consignment {value.conNumber}
        </Text>
        <Text>{value.conType === 'manual' ? 'Manual connote' : 'Electronic connote'}</Text>
        <Group>
          <PrintLabelButton conNumber={value.conNumber} extraEmail={value.ExtraEmail} />
        </Group>
      </Stack>
    );
  }

  const manual = value.conType === 'preManual';
  const emailError = rules?.extraEmailError(value.ExtraEmail);
  // The manual number is checked by the server (spec 02 section 5); here it only has to be typed.
  const ready = rules !== undefined && !emailError && (!manual || value.conNumber.trim() !== '');
  const choose = (next: string) => {
    if (readOnly) return;
    // Choosing electronic clears the consignment number (spec 02 section 4).
    onChange(next === 'preElectronic' ? { conType: 'preElectronic', conNumber: '' } : { conType: 'preManual' });
  };

  return (
    <Stack gap="md">
      <Title order={2}>Create Consignment</Title>
      <Radio.Group label="How is the consignment note made?" value={value.conType} onChange={choose} readOnly={readOnly}>
        <Group gap="xl" mt="xs">
          <Radio value="preElectronic" label="Electronic Connote" />
          <Radio value="preManual" label="Manual Connote" />
        </Group>
      </Radio.Group>
      {manual && (
        <TextInput
          label="Consignment Number"
          description="The number printed on your manual connote"
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          value={value.conNumber}
          onChange={(event) => onChange({ conNumber: event.currentTarget.value })}
          readOnly={readOnly}
          required
        />
      )}
      <TextInput
        label="Copy to Email (Optional)"
        type="email"
        value={value.ExtraEmail}
        onChange={(event) => onChange({ ExtraEmail: event.currentTarget.value })}
        error={emailError}
        readOnly={readOnly}
      />
      {!readOnly && (
        <Group>
          <Button onClick={onCreate} disabled={!ready} loading={busy} leftSection={<IconFileCheck size={18} aria-hidden />}>
            Create Consignment
          </Button>
        </Group>
      )}
    </Stack>
  );
}
