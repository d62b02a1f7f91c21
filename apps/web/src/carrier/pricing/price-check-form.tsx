import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { PriceCheckInput, PricingDeskAnswer } from '@portal/domain/carrier/pricing-calls';
import { SERVICE_LABELS } from '@portal/domain/services/service-values';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { CompanyPicker } from '../connote-books/company-picker';
import { DESCRIPTION_STYLES } from './field-styles';
import { checkInputOf, emptyCheck, isPerItem, type CheckForm, type ServiceChoice } from './price-check-input';
import { PriceCheckLines } from './price-check-lines';
import { SuburbPicker } from './suburb-picker';

interface Props {
  desk: PricingDeskAnswer;
  pending: boolean;
  /** The payload, and the customer's name for the answer's sentences. */
  onCheck: (input: PriceCheckInput, customer: string | null) => void;
}

const serviceData = (labels: Record<ServiceChoice, string>) => ([1, 2, 3] as const).map((value) => ({ value: String(value), label: labels[value] }));

/** What a price check asks: the card, the day, the route, the freight and the services. */
export function PriceCheckForm({ desk, pending, onCheck }: Props) {
  const [form, setForm] = useState<CheckForm>(() => emptyCheck(desk.today));
  const [problems, setProblems] = useState<string[]>([]);
  const set = (change: Partial<CheckForm>) => setForm((current) => ({ ...current, ...change }));
  const perItem = isPerItem(form.freightType, desk.freightTypes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = checkInputOf(form, desk.freightTypes);
    setProblems(Array.isArray(input) ? input : []);
    if (!Array.isArray(input)) onCheck(input, form.company?.name ?? null);
  };
  return (
    <form onSubmit={submit} aria-label="Price check" noValidate>
      <Stack gap="sm">
        <ErrorList lines={problems} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CompanyPicker label="Customer" placeholder="None: the General card alone" value={form.company} onChange={(company) => set({ company })} />
          <TextInput type="date" label="Day" description="Priced as a quote made that day" styles={DESCRIPTION_STYLES} value={form.day} onChange={(e) => set({ day: e.currentTarget.value })} />
          <SuburbPicker label="Sender's suburb" value={form.sender} onChange={(sender) => set({ sender })} />
          <SuburbPicker label="Receiver's suburb" value={form.receiver} onChange={(receiver) => set({ receiver })} />
          <Select
            label="Freight type"
            data={desk.freightTypes.map((type) => ({ value: type.freight, label: type.ppiOnly ? `${type.freight} (priced per item)` : type.freight }))}
            value={form.freightType}
            // Lines of the other kind keep their numbers, but a per-item line starts with no entry.
            onChange={(freightType) => setForm((current) => ({ ...current, freightType, lines: current.lines.map((line) => ({ ...line, ppi: null })) }))}
          />
        </SimpleGrid>
        <PriceCheckLines lines={form.lines} onChange={(lines) => set({ lines })} perItem={perItem} entries={desk.ppiEntries.filter((entry) => entry.freightType === form.freightType)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Pickup" data={serviceData(SERVICE_LABELS.pickup)} value={String(form.pickupRequired)} allowDeselect={false} onChange={(v) => set({ pickupRequired: Number(v) as ServiceChoice })} />
          <Select label="Delivery" data={serviceData(SERVICE_LABELS.delivery)} value={String(form.deliveryRequired)} allowDeselect={false} onChange={(v) => set({ deliveryRequired: Number(v) as ServiceChoice })} />
        </SimpleGrid>
        <Checkbox label="Dangerous goods" checked={form.dangerousGoods} onChange={(e) => set({ dangerousGoods: e.currentTarget.checked })} />
        <Group>
          <Button type="submit" loading={pending}>
            Check the price
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
