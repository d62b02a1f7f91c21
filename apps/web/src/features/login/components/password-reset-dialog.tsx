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
