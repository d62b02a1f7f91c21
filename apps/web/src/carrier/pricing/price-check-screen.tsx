import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import type { PriceCheckInput } from '@portal/domain/carrier/pricing-calls';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { usePriceCheck } from './api/price-study';
import { usePricingDesk } from './api/pricing-desk';
import { PriceCheckResult } from './price-check-answer';
import { PriceCheckForm } from './price-check-form';
import { PRICING_PATH } from './pricing-paths';

// #/carrier/pricing/price-check (issue 27): a consignment priced on a day under a customer's
// card and under General, naming the version and levy used and why a lane fell back.

export function PriceCheckScreen() {
  const desk = usePricingDesk();
  const check = usePriceCheck();
  const [customer, setCustomer] = useState<string | null>(null);
  const run = (input: PriceCheckInput, name: string | null) => {
    setCustomer(name);
    check.mutate(input);
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PRICING_PATH} w="fit-content">
        Pricing desk
      </Anchor>
      <Title order={1} size="h2">
        Price check
      </Title>
      <ErrorList lines={errorLines(desk.error)} />
      {desk.isPending && (
        <Text role="status" c="gray.7">
          Loading the freight types...
        </Text>
      )}
      {desk.data && <PriceCheckForm desk={desk.data} pending={check.isPending} onCheck={run} />}
      <ErrorList lines={errorLines(check.error)} />
      {check.data && (
        <>
          <Divider />
          <PriceCheckResult answer={check.data} customer={customer} />
        </>
      )}
    </Stack>
  );
}
