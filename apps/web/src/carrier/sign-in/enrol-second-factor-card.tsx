import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { LoginCard } from '../../components/login-card';
import { errorLines } from '../../lib/api/call-error';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { useSecondFactorEnrolment } from '../api/enrol-second-factor';
import { useStaffSessionStore } from '../session/staff-session-store';
import { useStaffLogout } from '../session/use-staff-logout';
import { AuthenticatorKey } from './authenticator-key';
import { CodeField } from './code-field';

/**
 * The second factor set up on first sign-in (issue 26: TOTP, required for Administrators): scan
 * or type the key, then prove it with the app's current code. The recovery codes follow.
 */
export function EnrolSecondFactorCard() {
  const staffId = useStaffSessionStore((s) => s.session?.staff.id ?? 0);
  const enrolment = useSecondFactorEnrolment(staffId);
  const confirm = useConfirmSecondFactor();
  const logout = useStaffLogout();
  const [code, setCode] = useState('');
  const ready = code.trim() !== '' && enrolment.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !confirm.isPending) confirm.mutate({ code: code.trim() });
  };

  return (
    <LoginCard heading="Set up your authenticator">
      <Text>Your account signs in with a code from an authenticator app as well as your password. Add this portal to the app:</Text>
      {enrolment.isPending && (
        <Center role="status" aria-label="Preparing your authenticator key" h={200}>
          <Loader />
        </Center>
      )}
      {enrolment.isError && (
        <>
          <ErrorList lines={errorLines(enrolment.error)} />
          <Button variant="default" onClick={() => void enrolment.refetch()}>
            Try again
          </Button>
        </>
      )}
      {enrolment.data && <AuthenticatorKey enrolment={enrolment.data} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorList lines={errorLines(confirm.error)} />
          <CodeField label="Code from your app" description="The 6 digits the app shows for this portal now." value={code} onChange={setCode} />
          <Button type="submit" disabled={!ready} loading={confirm.isPending} fullWidth>
            Confirm
          </Button>
          <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
            Cancel
          </Button>
        </Stack>
      </form>
    </LoginCard>
  );
}
