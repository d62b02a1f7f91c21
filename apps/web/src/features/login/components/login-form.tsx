import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { validateLogin } from '@portal/domain/account/login-rules';
import { useState, type FormEvent } from 'react';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { ErrorList } from '../../../components/error-list';
import { PasswordField } from '../../../components/password-field';
import { useSignIn } from '../api/sign-in';
import { RESET_PASSWORD_PATH } from '../reset-path';
import { LoginCard } from '../../../components/login-card';

/** The login card (spec 01 section 2): both fields before Sign in; errors on the card. */
export function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const logoutReason = useSessionStore((s) => s.logoutReason);
  const signIn = useSignIn();
  const ready = validateLogin({ username, password }).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !signIn.isPending) signIn.mutate({ username: username.trim(), password });
  };

  return (
    <LoginCard heading="Sign in">
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
            Sign in
          </Button>
          <Anchor href={`#${RESET_PASSWORD_PATH}`} size="sm" ta="center">
            I forgot my password
          </Anchor>
        </Stack>
      </form>
    </LoginCard>
  );
}
