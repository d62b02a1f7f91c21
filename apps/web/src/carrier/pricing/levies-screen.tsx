import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { LeviesAnswer, LevyRow } from '@portal/domain/carrier/pricing-calls';
import { CARRIER_TIME_ZONE } from '@portal/domain/pricing/quote-terms';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { ListTable } from '../../components/list-table';
import { errorLines } from '../../lib/api/call-error';
import { useFuelLevies } from './api/fuel-levies';
import { usePricingDesk } from './api/pricing-desk';
import { LevyWarnings } from './desk-screen';
import { LevyForm, type LevyEntry } from './levy-form';
import { PageNoticeView, usePageNotice } from './page-notice';
import { byAt } from './pricing-format';
import { PRICING_PATH } from './pricing-paths';
import { useMayWritePricing } from './use-may-write-pricing';
import { LevyStatusBadge } from './version-status-badge';

// #/carrier/pricing/levies (issue 27): the fuel levy of each month, entered ahead of time; what
// is missing is said before a quote is priced without it.

function LevyTableRow({ levy, timeZone, onChange }: { levy: LevyRow; timeZone: string; onChange?: (levy: LevyRow) => void }) {
  return (
    <Table.Tr data-testid={`levy-${levy.month}`}>
      <Table.Td>{levy.month}</Table.Td>
      <Table.Td>
        <LevyStatusBadge status={levy.status} />
      </Table.Td>
      <Table.Td>{levy.percent.toFixed(1)}%</Table.Td>
      <Table.Td>{byAt(levy.setBy, levy.setAt, timeZone) || 'Seeded'}</Table.Td>
      {onChange && (
        <Table.Td>
          {levy.status !== 'past' && (
            <Button variant="default" size="xs" onClick={() => onChange(levy)} aria-label={`Change the levy of ${levy.month}`}>
              Change
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function LeviesPage({ answer }: { answer: LeviesAnswer }) {
  const mayWrite = useMayWritePricing();
  const notice = usePageNotice();
  const timeZone = usePricingDesk().data?.timeZone ?? CARRIER_TIME_ZONE;
  const [entry, setEntry] = useState<LevyEntry>({ month: '', percent: '' });
  const percentRef = useRef<HTMLInputElement>(null);
  // A row's month fills the form, and the keyboard goes on to its percent.
  const change = mayWrite ? (levy: LevyRow) => (setEntry({ month: levy.month, percent: levy.percent }), percentRef.current?.focus()) : undefined;
  return (
    <Stack gap="md">
      <Text c="gray.7">Today is {answer.today} on the carrier&apos;s clock. A quote takes the levy of the month it is priced in.</Text>
      <LevyWarnings warnings={answer.warnings} />
      <PageNoticeView notice={notice} />
      {mayWrite && <LevyForm entry={entry} onEntry={setEntry} percentRef={percentRef} onSaved={(message) => (setEntry({ month: '', percent: '' }), notice.say(message))} />}
      {answer.levies.length === 0 ? (
        <Text>No fuel levy has been set.</Text>
      ) : (
        <ListTable testId="fuel-levies" label="Fuel levies" columns={['Month', 'Status', 'Percent', 'Set by']} actions={mayWrite}>
          {answer.levies.map((levy) => (
            <LevyTableRow key={levy.month} levy={levy} timeZone={timeZone} onChange={change} />
          ))}
        </ListTable>
      )}
    </Stack>
  );
}

export function LeviesScreen() {
  const levies = useFuelLevies();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PRICING_PATH} w="fit-content">
        Pricing desk
      </Anchor>
      <Title order={1} size="h2">
        Fuel levies
      </Title>
      <ErrorList lines={errorLines(levies.error)} />
      {levies.isPending && (
        <Text role="status" c="gray.7">
          Loading the fuel levies...
        </Text>
      )}
      {levies.data && <LeviesPage answer={levies.data} />}
    </Stack>
  );
}
