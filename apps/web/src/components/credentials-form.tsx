import { Button, Stack, TextInput } from '@mantine/core';
import { validateLogin } from '@portal/domain/account/login-rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorList } from './error-list';
import { PasswordField } from './password-field';

interface Props {
  /** Why the last session ended, and the last sign-in's refusal: shown above the fields. */
  errors: readonly (string | null | undefined)[];
  pending: boolean;
  submitLabel: string;
  onSubmit: (credentials: { username: string; password: string }) => void;
  /** Below the button: the way to the other sign-in or to a password reset. */
  footer: ReactNode;
}

/**
 * Username and password, as the customer's login card (spec 01 section 2) and the carrier's
 * staff sign-in both ask for them: the button waits for both fields; the username is trimmed.
 */
export function CredentialsForm({ errors, pending, submitLabel, onSubmit, footer }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const ready = validateLogin({ username, password }).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !pending) onSubmit({ username: username.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorList lines={errors} />
        <TextInput label="Username" autoComplete="username" required withAsterisk={false} value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" disabled={!ready} loading={pending} fullWidth>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
