import { Button, Group, NumberInput, TextInput, Title, Stack } from '@mantine/core';
import { levyMonthSchema } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { useState, type FormEvent, type RefObject } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useSetFuelLevy } from './api/fuel-levies';
import { amountOf, type Amount } from './amount';
import { DESCRIPTION_STYLES } from './field-styles';

export interface LevyEntry {
  month: string;
  percent: Amount;
}

interface Props {
  /** What the form holds: a row's Change button fills it. */
  entry: LevyEntry;
  onEntry: (entry: LevyEntry) => void;
  onSaved: (message: string) => void;
  /** The percent field, focused when a row's Change button fills the form. */
  percentRef: RefObject<HTMLInputElement | null>;
}

/** The sentences of what is wrong before anything is sent: a month YYYY-MM, a percent 0 to 100. */
function problemsOf({ month, percent }: LevyEntry) {
  return {
    month: levyMonthSchema.safeParse({ month: month.trim() }).success ? undefined : PRICING_DESK_MESSAGES.levyMonth,
    percent: percent !== '' && percent >= 0 && percent <= 100 ? undefined : PRICING_DESK_MESSAGES.levyPercent,
  };
}

/** A month's levy set (PUT setFuelLevy): this month or one ahead; the server refuses a past month in its words. */
export function LevyForm({ entry, onEntry, onSaved, percentRef }: Props) {
  const [checked, setChecked] = useState(false);
  const save = useSetFuelLevy();
  const problems: Partial<ReturnType<typeof problemsOf>> = checked ? problemsOf(entry) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = problemsOf(entry);
    if (found.month || found.percent || entry.percent === '') return;
    save.mutate({ month: entry.month.trim(), percent: entry.percent }, { onSuccess: (answer) => (setChecked(false), onSaved(answer.message)) });
  };
  return (
    <form onSubmit={submit} aria-label="Set a month's fuel levy" noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Set a month&apos;s fuel levy
        </Title>
        <ErrorList lines={errorLines(save.error)} />
        <Group align="flex-start">
          <TextInput
            label="Month"
            description="YYYY-MM, this month or later"
            styles={DESCRIPTION_STYLES}
            maxLength={7}
            value={entry.month}
            onChange={(event) => onEntry({ ...entry, month: event.currentTarget.value })}
            error={problems.month}
          />
          <NumberInput
            label="Percent"
            description="Of the freight and charges"
            styles={DESCRIPTION_STYLES}
            ref={percentRef}
            suffix="%"
            decimalScale={1}
            min={0}
            max={100}
            allowNegative={false}
            value={entry.percent}
            onChange={(value) => onEntry({ ...entry, percent: amountOf(value) })}
            error={problems.percent}
          />
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Set the levy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
