import { Stack } from '@mantine/core';
import { validateChangePassword, type ChangePasswordInput } from '@portal/domain/account/password';
import { useState, type FormEvent } from 'react';
import { ErrorList } from './error-list';
import { SaveCancel } from './save-cancel';
import { PasswordField } from './password-field';

interface ChangePasswordFormProps {
  saving: boolean;
  serverErrors: readonly string[];
  onSave: (input: ChangePasswordInput) => void;
  onCancel: () => void;
}

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * New Password (spec 01 section 2): every failed rule of section 5 is listed after Save. A staff
 * member's temporary password is replaced with the same form and rules (issue 26).
 */
export function ChangePasswordForm({ saving, serverErrors, onSave, onCancel }: ChangePasswordFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const errors = tried ? validateChangePassword(values) : [];
  const field = (name: keyof ChangePasswordInput, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validateChangePassword(values).length === 0) onSave(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorList lines={[...errors, ...serverErrors]} />
        {field('currentPassword', 'Current Password', 'current-password')}
        {field('newPassword', 'New Password', 'new-password')}
        {field('confirmPassword', 'Confirm Password', 'new-password')}
        <SaveCancel saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
