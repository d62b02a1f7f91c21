import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput with a toggle label that does not repeat the word 'password':
 * the field's own label stays the only element a user or test finds by 'Password'.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the typed characters' }}
      {...props}
    />
  );
}
