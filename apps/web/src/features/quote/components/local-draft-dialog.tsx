import { Button, Group, Modal, Text } from '@mantine/core';
import { BOOKING_MESSAGES, localCopyPrompt } from '@portal/domain/booking-messages';

interface LocalDraftDialogProps {
  /** The local copy's quote number; '' for a draft never priced. */
  localQuoteNumber: string;
  /** Reloading needs a quote on the server: the one being opened, or the local copy's. */
  canReload: boolean;
  onOpenLocal: () => void;
  onReload: () => void;
  onStartNew: () => void;
}

/** Spec 02 section 4: a local copy triggers a prompt: open it, reload from the server, or start new. */
export function LocalDraftDialog({ localQuoteNumber, canReload, onOpenLocal, onReload, onStartNew }: LocalDraftDialogProps) {
  return (
    <Modal
      opened
      onClose={onOpenLocal}
      title={BOOKING_MESSAGES.quoteInProgressTitle}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      <Text>{localQuoteNumber ? localCopyPrompt('Quote', localQuoteNumber) : BOOKING_MESSAGES.outstandingQuote}</Text>
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
