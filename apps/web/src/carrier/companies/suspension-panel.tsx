import { Button, Group, Text } from '@mantine/core';
import type { CompanyRecord } from '@portal/domain/carrier/company-form';
import { useState } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useSuspension } from './api/company';
import { carrierDay } from './companies-screen';
import { ConfirmDialog } from './confirm-dialog';

// Suspend and Reactivate (issue 26), each after a confirmation that says what it does.

export function SuspensionPanel({ company, mayWrite, onNotice }: { company: CompanyRecord; mayWrite: boolean; onNotice: (notice: string) => void }) {
  const suspension = useSuspension(company.id);
  const [asking, setAsking] = useState(false);
  const suspended = company.suspendedAt !== null;
  const title = suspended ? 'Reactivate company' : 'Suspend company';
  const text = suspended
    ? `Reactivate ${company.name}? Its users can sign in again and see all their records.`
    : `Suspend ${company.name}? Its users are signed out at once and cannot sign in, book or open its documents until it is reactivated. Nothing is deleted.`;
  const confirm = () =>
    suspension.mutate(!suspended, {
      onSuccess: (answer) => onNotice(answer.message),
      onSettled: () => setAsking(false),
    });
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      <Text size="sm">
        {suspended
          ? `Suspended on ${carrierDay(company.suspendedAt!)}: its users cannot sign in, book or open its documents.`
          : 'Trading: its users sign in and book.'}
      </Text>
      {mayWrite && (
        <Button color={suspended ? undefined : 'red'} variant={suspended ? 'filled' : 'light'} onClick={() => setAsking(true)}>
          {title}
        </Button>
      )}
      <ErrorList lines={errorLines(suspension.error)} />
      <ConfirmDialog opened={asking} title={title} text={text} busy={suspension.isPending} danger={!suspended} onConfirm={confirm} onCancel={() => setAsking(false)} />
    </Group>
  );
}
