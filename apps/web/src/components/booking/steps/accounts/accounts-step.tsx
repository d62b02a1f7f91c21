import { Group, Radio, Stack, Title } from '@mantine/core';
import { accountsNotPaying, accountsQuestion } from '@portal/domain/booking-messages';
import type { StepProps } from '../../step-props';

export interface AccountsValue {
  /** null until answered. */
  accounts: boolean | null;
}

export interface AccountsStepProps extends StepProps<AccountsValue> {
  /** The chosen company's name. */
  company: string;
}

/** Only Yes allows Next (spec 02 section 2, Accounts step). */
export function accountsCanAdvance(value: AccountsValue): boolean {
  return value.accounts === true;
}

/** The Accounts step: is the chosen company paying for this freight? */
export function AccountsStep({ value, onChange, readOnly, company }: AccountsStepProps) {
  const answer = value.accounts === null ? null : value.accounts ? 'yes' : 'no';
  return (
    <Stack gap="md">
      <Title order={2}>Accounts</Title>
      <Radio.Group
        label={accountsQuestion(company)}
        value={answer}
        onChange={(next) => !readOnly && onChange({ accounts: next === 'yes' })}
        error={value.accounts === false ? accountsNotPaying(company) : undefined}
        readOnly={readOnly}
      >
        <Group gap="xl" mt="xs">
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>
    </Stack>
  );
}
