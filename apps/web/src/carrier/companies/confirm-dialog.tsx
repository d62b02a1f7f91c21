import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  /** Titles the dialog and names its confirm button ('Suspend company'). */
  title: string;
  text: string;
  busy: boolean;
  /** A red confirm button for what takes something away (suspending). */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation before a change staff should not make by a slip: Cancel has the focus, so Enter changes nothing. */
export function ConfirmDialog({ opened, title, text, busy, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
          {title}
        </Button>
      </Group>
    </Modal>
  );
}
