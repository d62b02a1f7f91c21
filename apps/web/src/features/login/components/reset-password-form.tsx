import { Button, Group, Stack, TextInput } from '@mantine/core';
import { validateResetPassword } from '@portal/domain/account/login-rules';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { useState, type FormEvent } from 'react';
import { errorLines } from '../../../lib/api/call-error';
import { ErrorList } from '../../../components/error-list';
import { useResetPassword } from '../api/reset-password';
import { LoginCard } from '../../../components/login-card';
import { PasswordResetDialog } from './password-reset-dialog';

/** Reset Password (spec 01 section 2): Change needs both fields; success opens 'Password Reset'. */
// It renders before the router is loaded (decision 0011), so it leaves by the hash itself.
const backToLogin = () => {
  window.location.hash = '#/';
};

export function ResetPasswordForm() {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const reset = useResetPassword();
  const ready = validateResetPassword({ username, email }).length === 0;
  const answer = reset.data;
  const failure = answer && !answer.success ? answer.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !reset.isPending) reset.mutate({ username: username.trim(), email: email.trim() });
  };

  return (
    <LoginCard heading="Reset Password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorList lines={[failure, ...errorLines(reset.error)]} />
          <TextInput
            label="Username"
            autoComplete="username"
            required
            withAsterisk={false}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={backToLogin}>
              Back
            </Button>
            <Button type="submit" disabled={!ready} loading={reset.isPending}>
              Change
            </Button>
          </Group>
        </Stack>
      </form>
      <PasswordResetDialog
        message={answer?.success ? answer.message || SERVER_MESSAGES.passwordResetSent : null}
        onClose={() => {
          reset.reset();
          backToLogin();
        }}
      />
    </LoginCard>
  );
}
