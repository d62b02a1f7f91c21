import { Button, Group, Modal, Text } from '@mantine/core';
import { DROP_FREIGHT_DRAFT_MESSAGES as m } from '@portal/domain/consignment/drop-freight-drafts';

interface UnbookedFinishDialogProps {
  /** The draft Finish would leave; '' keeps the dialog closed. */
  conNumber: string;
  onLeave: () => void;
  onStay: () => void;
}

/** Finish on Create Consignment before the booking: says the drop freight is not booked (decision 0040). Stay has the focus. */
export function UnbookedFinishDialog({ conNumber, onLeave, onStay }: UnbookedFinishDialogProps) {
  return (
    <Modal opened={conNumber !== ''} onClose={onStay} title={m.unbookedTitle}>
      <Text>{m.unbooked(conNumber)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onLeave}>
          {m.leaveUnbooked}
        </Button>
        <Button onClick={onStay} data-autofocus>
          {m.stay}
        </Button>
      </Group>
    </Modal>
  );
}
