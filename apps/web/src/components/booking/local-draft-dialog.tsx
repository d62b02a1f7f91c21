import { Button, Group, Modal, Text } from '@mantine/core';
import { BOOKING_MESSAGES, localCopyPrompt } from '@portal/domain/booking-messages';

interface LocalDraftDialogProps {
  /** Which wizard's local copy: its title and prompt name it. */
  kind: 'Quote' | 'Pickup';
  /** The local copy's quote or pickup number; '' for a draft the server never numbered. */
  localNumber: string;
  /** Reloading needs a record on the server: the one being opened, or the local copy's. */
  canReload: boolean;
  onOpenLocal: () => void;
  onReload: () => void;
  onStartNew: () => void;
}

const WORDS = {
  Quote: { title: BOOKING_MESSAGES.quoteInProgressTitle, outstanding: BOOKING_MESSAGES.outstandingQuote },
  Pickup: { title: BOOKING_MESSAGES.pickupInProgressTitle, outstanding: BOOKING_MESSAGES.outstandingPickup },
} as const;

/** Spec 02 section 4: a local copy triggers a prompt: open it, reload from the server, or start new. */
export function LocalDraftDialog({ kind, localNumber, canReload, onOpenLocal, onReload, onStartNew }: LocalDraftDialogProps) {
  return (
    <Modal
      opened
      onClose={onOpenLocal}
      title={WORDS[kind].title}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      <Text>{localNumber ? localCopyPrompt(kind, localNumber) : WORDS[kind].outstanding}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStartNew}>
          {BOOKING_MESSAGES.startNew}
        </Button>
        {canReload && (
          <Button variant="default" onClick={onReload}>
            {BOOKING_MESSAGES.reloadFromServer}
          </Button>
        )}
        <Button onClick={onOpenLocal} data-autofocus>
          {BOOKING_MESSAGES.openLocalCopy}
        </Button>
      </Group>
    </Modal>
  );
}
