import { Button, Group, Modal, Text } from '@mantine/core';
import { BOOKING_MESSAGES, duplicateQuoteConfirm } from '@portal/domain/booking-messages';

interface DuplicateQuoteDialogProps {
  /** The quote to copy; null keeps the dialog closed. */
  quoteNumber: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before POST quotes/duplicate, in the words of spec 02 section 2's drop-freight one. */
export function DuplicateQuoteDialog({ quoteNumber, busy, onConfirm, onCancel }: DuplicateQuoteDialogProps) {
  return (
    <Modal opened={quoteNumber !== null} onClose={onCancel} title={BOOKING_MESSAGES.duplicateQuoteTitle}>
      <Text>{quoteNumber ? duplicateQuoteConfirm(quoteNumber) : ''}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {BOOKING_MESSAGES.cancel}
        </Button>
        <Button onClick={onConfirm} loading={busy} data-testid="confirm-duplicate-quote">
          {BOOKING_MESSAGES.duplicateQuoteTitle}
        </Button>
      </Group>
    </Modal>
  );
}
