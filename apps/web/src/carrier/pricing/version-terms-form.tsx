import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { VersionAnswer, VersionTermsInput } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import type { ServiceCharges } from '@portal/domain/pricing/price-quote';
import { CHARGE_NAMES } from '@portal/domain/pricing/rate-lane';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useSaveVersionTerms } from './api/rate-version';
import { amountOf, type Amount } from './amount';
import { PpiPricesTable } from './ppi-prices-table';

// A version's terms beside its lanes: its label, its charges (a customer's version may take the
// General card's) and its prices per item. Only a draft changes, and only for a writer.

const CHARGES = Object.keys(CHARGE_NAMES) as (keyof ServiceCharges)[];
const NO_CHARGES: ServiceCharges = { pickup: 0, delivery: 0, forklift: 0, dangerousGoods: 0 };

interface Terms {
  label: string;
  useGeneral: boolean;
  charges: Record<keyof ServiceCharges, Amount>;
  ppi: Record<number, Amount>;
}

function termsOf(answer: VersionAnswer): Terms {
  return {
    label: answer.version.label,
    useGeneral: answer.version.companyId !== null && answer.charges === null,
    charges: { ...(answer.charges ?? answer.generalCharges ?? NO_CHARGES) },
    ppi: Object.fromEntries(answer.ppiPrices.map((row) => [row.id, row.price ?? ''])),
  };
}

/** What is sent (PUT saveVersionTerms), or the sentences of what is missing. */
function inputOf(terms: Terms): VersionTermsInput | string[] {
  const missing = terms.useGeneral ? [] : CHARGES.filter((key) => terms.charges[key] === '').map((key) => PRICING_DESK_MESSAGES.chargeRequired(CHARGE_NAMES[key]));
  if (missing.length > 0) return missing;
  return {
    label: terms.label,
    charges: terms.useGeneral ? null : (terms.charges as ServiceCharges),
    ppiPrices: Object.entries(terms.ppi).map(([id, price]) => ({ id: Number(id), price: price === '' ? null : price })),
  };
}

interface Props {
  answer: VersionAnswer;
  mayEdit: boolean;
  onSaved: (message: string) => void;
}

export function VersionTermsForm({ answer, mayEdit, onSaved }: Props) {
  const [terms, setTerms] = useState(() => termsOf(answer));
  const [missing, setMissing] = useState<string[]>([]);
  const save = useSaveVersionTerms(answer.version.id);
  const customer = answer.version.companyId !== null;
  const shown = terms.useGeneral ? (answer.generalCharges ?? NO_CHARGES) : terms.charges;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(terms);
    setMissing(Array.isArray(input) ? input : []);
    if (!Array.isArray(input)) save.mutate(input, { onSuccess: (saved) => onSaved(saved.message) });
  };
  const cancel = () => (save.reset(), setMissing([]), setTerms(termsOf(answer)));
  return (
    <form onSubmit={submit} aria-label="Charges and prices per item" noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Charges and prices per item
        </Title>
        <ErrorList lines={[...missing, ...errorLines(save.error)]} />
        <TextInput label="Label" maxLength={100} maw={420} value={terms.label} readOnly={!mayEdit} variant={mayEdit ? 'default' : 'filled'} onChange={(e) => setTerms({ ...terms, label: e.currentTarget.value })} />
        <Fieldset legend="Charges">
          <Stack gap="sm">
            {customer && (
              <Switch
                label="Use the General card's charges"
                checked={terms.useGeneral}
                disabled={!mayEdit}
                onChange={(e) => setTerms({ ...terms, useGeneral: e.currentTarget.checked, charges: { ...shown } })}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {CHARGES.map((key) => (
                <NumberInput
                  key={key}
                  label={`${CHARGE_NAMES[key]} charge`}
                  prefix="$"
                  decimalScale={2}
                  fixedDecimalScale
                  min={0}
                  allowNegative={false}
                  value={shown[key]}
                  readOnly={!mayEdit || terms.useGeneral}
                  // A grey field is one that cannot be typed in.
                  variant={!mayEdit || terms.useGeneral ? 'filled' : 'default'}
                  onChange={(value) => setTerms({ ...terms, charges: { ...terms.charges, [key]: amountOf(value) } })}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <PpiPricesTable rows={answer.ppiPrices} customer={customer} prices={terms.ppi} readOnly={!mayEdit} onChange={(ppi) => setTerms({ ...terms, ppi })} />
        {mayEdit && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
