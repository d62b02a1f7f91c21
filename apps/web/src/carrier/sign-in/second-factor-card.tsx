import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { LoginCard } from '../../components/login-card';
import { errorLines } from '../../lib/api/call-error';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { useStaffLogout } from '../session/use-staff-logout';
import { CodeField } from './code-field';

/** The second factor at every sign-in once it is set up (issue 26): a code from the app, or a recovery code. */
export function SecondFactorCard() {
  const [code, setCode] = useState('');
  const verify = useVerifySecondFactor();
  const logout = useStaffLogout();
  const ready = code.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !verify.isPending) verify.mutate({ code: code.trim() });
  };

  return (
    <LoginCard heading="Enter your authentication code">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorList lines={errorLines(verify.error)} />
          <CodeField
            label="Authentication code"
            description="The 6-digit code your authenticator app shows now, or one of your recovery codes."
            value={code}
            onChange={setCode}
          />
          <Button type="submit" disabled={!ready} loading={verify.isPending} fullWidth>
            Verify
          </Button>
          <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
            Cancel
          </Button>
        </Stack>
      </form>
    </LoginCard>
  );
}
