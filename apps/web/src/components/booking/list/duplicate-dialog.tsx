import { Button, Group, Modal, Text } from '@mantine/core';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';

export interface DuplicateDialogProps {
  /** The record to copy; null keeps the dialog closed. */
  recordNumber: string | null;
  /** 'Duplicate Quote', 'Duplicate Pickup', 'Duplicate Drop Freight': the title and the confirm button. */
  title: string;
  /** 'This will create a copy of ... {number}. Are you sure you want to continue?' */
  text: (recordNumber: string) => string;
  confirmTestId: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation before a list's duplicate call (spec 02 section 2: titled like its confirm
 * button, beside 'Cancel'). Cancel has the focus, so Enter never makes a copy by accident.
 */
export function DuplicateDialog({ recordNumber, title, text, confirmTestId, busy, onConfirm, onCancel }: DuplicateDialogProps) {
  return (
    <Modal opened={recordNumber !== null} onClose={onCancel} title={title}>
      <Text>{recordNumber ? text(recordNumber) : ''}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {BOOKING_MESSAGES.cancel}
        </Button>
        <Button onClick={onConfirm} loading={busy} data-testid={confirmTestId}>
          {title}
        </Button>
      </Group>
    </Modal>
  );
}
