import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { ConnoteChoice, copyEmailError, type ConnoteValue } from './connote-choice';
import { PrintLabelButton } from './print-label-button';

export type CreateConsignmentValue = ConnoteValue;

export interface CreateConsignmentStepProps {
  value: CreateConsignmentValue;
  onChange: (patch: Partial<CreateConsignmentValue>) => void;
  /** Asks the server for the consignment note (POST pickups/convert for a pickup). */
  onCreate: () => void;
  /** A creation in flight. */
  busy?: boolean;
  /** Nothing can be chosen or created (a read-only booking). */
  readOnly?: boolean;
  /** The number was given before (a drop freight's Enter Consignment Number): shown, not asked. */
  numbered?: boolean;
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
export function CreateConsignmentStep({ value, onChange, onCreate, busy, readOnly, numbered }: CreateConsignmentStepProps) {
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
  // The manual number is checked by the server (spec 02 section 5); here it only has to be typed.
  const ready = !copyEmailError(value) && (numbered || !manual || value.conNumber.trim() !== '');

  return (
    <Stack gap="md">
      <Title order={2}>Create Consignment</Title>
      <ConnoteChoice value={value} onChange={onChange} readOnly={readOnly} numbered={numbered} />
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
