// The dialog opens from the lazy reset form, so its CSS is not part of the login card's first
// paint (lib/styles/first-paint-styles.ts); order as in @mantine/core/styles.css.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';

/** 'Password Reset': the server's message that an email with the new password was sent. */
export function PasswordResetDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={MESSAGES.passwordResetTitle}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
