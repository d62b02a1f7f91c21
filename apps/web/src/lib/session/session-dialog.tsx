import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES, sessionCountdownText } from '@portal/domain/messages';

interface SessionDialogProps {
  opened: boolean;
  secondsLeft: number;
  continuing: boolean;
  onContinue: () => void;
}

/** The 'Session' dialog of spec 01 section 2: only Continue Session keeps the user in. */
export function SessionDialog({ opened, secondsLeft, continuing, onContinue }: SessionDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={MESSAGES.sessionDialogTitle}
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Text aria-live="polite">{sessionCountdownText(secondsLeft)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onContinue} loading={continuing} data-autofocus>
          Continue Session
        </Button>
      </Group>
    </Modal>
  );
}
