import { Button, Group, Modal, Text } from '@mantine/core';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { duplicatePickupConfirm, PICKUP_LIST_MESSAGES } from '@portal/domain/pickup/pickup-access';

interface DuplicatePickupDialogProps {
  /** The pickup to copy; null keeps the dialog closed. */
  pickupNumber: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before POST pickups/duplicate, in the words of spec 02 section 2's drop-freight one. */
export function DuplicatePickupDialog({ pickupNumber, busy, onConfirm, onCancel }: DuplicatePickupDialogProps) {
  return (
    <Modal opened={pickupNumber !== null} onClose={onCancel} title={PICKUP_LIST_MESSAGES.duplicatePickupTitle}>
      <Text>{pickupNumber ? duplicatePickupConfirm(pickupNumber) : ''}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {BOOKING_MESSAGES.cancel}
        </Button>
        <Button onClick={onConfirm} loading={busy} data-testid="confirm-duplicate-pickup">
          {PICKUP_LIST_MESSAGES.duplicatePickupTitle}
        </Button>
      </Group>
    </Modal>
  );
}
