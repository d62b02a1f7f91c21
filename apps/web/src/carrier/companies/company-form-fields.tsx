import { Button, Checkbox, Fieldset, Group, NativeSelect, NumberInput, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FreightLimits } from '@portal/domain/api/session';
import type { SenderChoice } from '@portal/domain/carrier/company-calls';
import { COMPANY_FORM_MESSAGES, companyFormErrors, type CompanyForm, type CompanyFormErrors, type DimensionUnit } from '@portal/domain/carrier/company-form';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';

// A customer company's form in the back office (issue 26): every field's sentence under the
// field (the domain's companyFormErrors, which the server checks again), the server's own
// refusals beside them: the default sender's under its field, any other above the form.

interface CompanyFormFieldsProps {
  initial: CompanyForm;
  /** The saved addresses a default sender may be; null for a new company, which has none yet. */
  senders: readonly SenderChoice[] | null;
  /** Without companies:write the form is shown, not edited. */
  readOnly: boolean;
  saving: boolean;
  /** The last save's refusal, one sentence a line. */
  serverErrors: readonly string[];
  submitLabel: string;
  onSave: (form: CompanyForm) => void;
  onCancel: () => void;
}

const LIMITS: readonly { name: keyof FreightLimits; label: string; unit: string }[] = [
  { name: 'weight', label: 'Weight limit', unit: 'kg' },
  { name: 'volume', label: 'Volume limit', unit: 'm³' },
  { name: 'length', label: 'Length limit', unit: 'm' },
  { name: 'width', label: 'Width limit', unit: 'm' },
  { name: 'height', label: 'Height limit', unit: 'm' },
  { name: 'items', label: 'Line items limit', unit: 'lines' },
];

/** Mantine's dimmed description is below AA contrast on white (axe, color-contrast). */
const DESCRIPTION = { description: { color: 'var(--mantine-color-gray-7)' } };

/** The server's sentences that belong under a field; the rest go above the form. */
const SERVER_FIELD: Readonly<Record<string, keyof CompanyFormErrors>> = { [COMPANY_FORM_MESSAGES.senderNotSaved]: 'defaultSenderId' };

interface FieldsetProps {
  values: CompanyForm;
  errors: CompanyFormErrors;
  readOnly: boolean;
  set: (patch: Partial<CompanyForm>) => void;
}

function CompanyFieldset({ values, errors, readOnly, set }: FieldsetProps) {
  return (
    <Fieldset legend="Company" disabled={readOnly}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Company name" required value={values.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
        <TextInput label="ABN" description="11 digits, e.g. 51 824 753 556" styles={DESCRIPTION} value={values.abn} error={errors.abn} onChange={(e) => set({ abn: e.currentTarget.value })} />
      </SimpleGrid>
      <Group mt="md" gap="xl">
        <Checkbox label="Purchase order number required" checked={values.requirePO} onChange={(e) => set({ requirePO: e.currentTarget.checked })} />
        <Checkbox label="Forklift at pickup" checked={values.forkliftPickup} onChange={(e) => set({ forkliftPickup: e.currentTarget.checked })} />
        <Checkbox label="Forklift at delivery" checked={values.forkliftDelivery} onChange={(e) => set({ forkliftDelivery: e.currentTarget.checked })} />
      </Group>
      <Radio.Group mt="md" label="Dimensions typed in" value={values.dimensionUnit} onChange={(unit) => set({ dimensionUnit: unit as DimensionUnit })}>
        <Group mt={4}>
          <Radio value="m" label="Metres" />
          <Radio value="cm" label="Centimetres" />
        </Group>
      </Radio.Group>
    </Fieldset>
  );
}

function DefaultsFieldset({ values, errors, readOnly, set, senders }: FieldsetProps & { senders: readonly SenderChoice[] | null }) {
  return (
    <Fieldset legend="Customer defaults" disabled={readOnly}>
      <Stack gap="sm">
        {senders === null ? (
          <Text size="sm">A new company has no saved addresses yet: its default sender is chosen once it has some.</Text>
        ) : (
          <NativeSelect
            label="Default sender"
            value={values.defaultSenderId === null ? '' : String(values.defaultSenderId)}
            error={errors.defaultSenderId}
            data={[{ value: '', label: 'None' }, ...senders.map((s) => ({ value: String(s.id), label: `${s.name}, ${s.place}` }))]}
            onChange={(e) => set({ defaultSenderId: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Open time" placeholder="07:00" value={values.defaultOpen} error={errors.defaultOpen} onChange={(e) => set({ defaultOpen: e.currentTarget.value })} />
          <TextInput label="Close time" placeholder="17:00" value={values.defaultClose} error={errors.defaultClose} onChange={(e) => set({ defaultClose: e.currentTarget.value })} />
        </SimpleGrid>
        <Textarea label="Default instructions" minRows={2} rows={2} value={values.defaultInstructions} error={errors.defaultInstructions} onChange={(e) => set({ defaultInstructions: e.currentTarget.value })} />
        <TextInput label="Extra e-mail" type="email" value={values.defaultExtraEmail} error={errors.defaultExtraEmail} onChange={(e) => set({ defaultExtraEmail: e.currentTarget.value })} />
      </Stack>
    </Fieldset>
  );
}

function LimitsFieldset({ values, errors, readOnly, set }: FieldsetProps) {
  const setLimit = (name: keyof FreightLimits, value: number | string) => set({ limits: { ...values.limits, [name]: typeof value === 'number' ? value : null } });
  return (
    <Fieldset legend="Freight limits" disabled={readOnly}>
      <Text size="sm" mb="sm">
        Leave every limit empty for the fallback limits. Lengths are in metres whatever unit dimensions are typed in.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {LIMITS.map(({ name, label, unit }) => (
          <NumberInput
            key={name}
            label={`${label} (${unit})`}
            value={values.limits[name] ?? ''}
            error={errors[`limits.${name}`]}
            min={0}
            allowNegative={false}
            onChange={(value) => setLimit(name, value)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

export function CompanyFormFields({ initial, senders, readOnly, saving, serverErrors, submitLabel, onSave, onCancel }: CompanyFormFieldsProps) {
  const [values, setValues] = useState<CompanyForm>(initial);
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<CompanyForm>) => setValues((current) => ({ ...current, ...patch }));

  const fromServer: CompanyFormErrors = {};
  for (const message of serverErrors) if (SERVER_FIELD[message]) fromServer[SERVER_FIELD[message]] = message;
  const errors: CompanyFormErrors = { ...fromServer, ...(tried ? companyFormErrors(values) : {}) };
  const above = serverErrors.filter((message) => !SERVER_FIELD[message] && !Object.values(errors).includes(message));
  const fieldset = { values, errors, readOnly, set };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(companyFormErrors(values)).length === 0) onSave(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Company">
      <Stack gap="md">
        <ErrorList lines={above} />
        <CompanyFieldset {...fieldset} />
        <DefaultsFieldset {...fieldset} senders={senders} />
        <LimitsFieldset {...fieldset} />
        {!readOnly && (
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
