import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  administratorInviteErrors,
  type AdministratorInvite,
  type AdministratorInviteErrors,
  type CompanyAdministrator,
} from '@portal/domain/carrier/company-calls';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useInviteAdministrator, useResendInvitation } from './api/company-accounts';

// The company's first administrator (issue 26): invited by e-mail with a temporary password,
// which they change at their first sign-in (spec 01). The password is never shown here.

const BLANK: AdministratorInvite = { name: '', username: '', email: '' };

/** The server's 'The username X is already taken.' belongs under the username. */
const serverField = (message: string): keyof AdministratorInvite | null => (/^The username .* is already taken\.$/.test(message) ? 'username' : null);

function InviteForm({ companyId, onNotice }: { companyId: number; onNotice: (notice: string) => void }) {
  const invite = useInviteAdministrator(companyId);
  const [values, setValues] = useState(BLANK);
  const [tried, setTried] = useState(false);
  const server = errorLines(invite.error);
  const errors: AdministratorInviteErrors = tried ? administratorInviteErrors(values) : {};
  for (const message of server) {
    const field = serverField(message);
    if (field && !errors[field]) errors[field] = message;
  }
  const set = (patch: Partial<AdministratorInvite>) => setValues((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(administratorInviteErrors(values)).length > 0) return;
    invite.mutate(values, { onSuccess: (answer) => onNotice(answer.message) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Invite administrator">
      <Stack gap="sm">
        <Text size="sm">The company has no users yet. Its first administrator gets an e-mail with a temporary password, to be changed at their first sign-in.</Text>
        <ErrorList lines={server.filter((message) => serverField(message) === null)} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Name" value={values.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
          <TextInput label="Username" value={values.username} error={errors.username} onChange={(e) => set({ username: e.currentTarget.value })} />
          <TextInput label="E-mail" type="email" value={values.email} error={errors.email} onChange={(e) => set({ email: e.currentTarget.value })} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            Invite administrator
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Invited({ companyId, administrator, mayWrite, onNotice }: { companyId: number; administrator: CompanyAdministrator; mayWrite: boolean; onNotice: (notice: string) => void }) {
  const resend = useResendInvitation(companyId);
  const who = `${administrator.name} (${administrator.username}, ${administrator.email})`;
  if (!administrator.pending) return <Text size="sm">Administrator: {who}.</Text>;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">{who} was invited and has not chosen a password yet.</Text>
        {mayWrite && (
          <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate(undefined, { onSuccess: (answer) => onNotice(answer.message) })}>
            Resend invitation
          </Button>
        )}
      </Group>
      <ErrorList lines={errorLines(resend.error)} />
    </Stack>
  );
}

interface AdministratorPanelProps {
  companyId: number;
  administrator: CompanyAdministrator | null;
  userCount: number;
  mayWrite: boolean;
  onNotice: (notice: string) => void;
}

export function AdministratorPanel({ companyId, administrator, userCount, mayWrite, onNotice }: AdministratorPanelProps) {
  if (administrator) return <Invited companyId={companyId} administrator={administrator} mayWrite={mayWrite} onNotice={onNotice} />;
  if (userCount > 0) return <Text size="sm">The company&apos;s users keep their own accounts: reset a user&apos;s password from the users below.</Text>;
  if (!mayWrite) return <Text size="sm">No administrator has been invited yet.</Text>;
  return <InviteForm companyId={companyId} onNotice={onNotice} />;
}
