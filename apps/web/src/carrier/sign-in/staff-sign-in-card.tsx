import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { validateLogin } from '@portal/domain/account/login-rules';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { LoginCard } from '../../components/login-card';
import { PasswordField } from '../../components/password-field';
import { errorLines } from '../../lib/api/call-error';
import { useStaffSignIn } from '../api/staff-sign-in';
import { useStaffSessionStore } from '../session/staff-session-store';

/** The staff member's sign-in (issue 26), the customer's card in form: both fields before Sign In, errors on the card. */
export function StaffSignInCard() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const logoutReason = useStaffSessionStore((s) => s.logoutReason);
  const signIn = useStaffSignIn();
  const ready = validateLogin({ username, password }).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !signIn.isPending) signIn.mutate({ username: username.trim(), password });
  };

  return (
    <LoginCard heading="Carrier sign-in">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorList lines={[logoutReason, ...errorLines(signIn.error)]} />
          <TextInput
            label="Username"
            autoComplete="username"
            required
            withAsterisk={false}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" disabled={!ready} loading={signIn.isPending} fullWidth>
            Sign In
          </Button>
          <Anchor href="#/" size="sm" ta="center">
            Customer sign-in
          </Anchor>
        </Stack>
      </form>
    </LoginCard>
  );
}
