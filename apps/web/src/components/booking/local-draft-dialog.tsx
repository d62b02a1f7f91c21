import { Button, Group, Modal, Text } from '@mantine/core';
import { BOOKING_MESSAGES, dropFreightLocalCopy, localCopyPrompt } from '@portal/domain/booking-messages';

/** Which wizard's local copy: its words come from WORDS. */
export type DraftKind = 'Quote' | 'Pickup' | 'DropFreight';

interface LocalDraftDialogProps {
  kind: DraftKind;
  /** The local copy's record number; '' for a draft the server never numbered. */
  localNumber: string;
  /** Reloading needs a record on the server: the one being opened, or the local copy's. */
  canReload: boolean;
  onOpenLocal: () => void;
  onReload: () => void;
  onStartNew: () => void;
}

interface DialogWords {
  title: string;
  prompt: (localNumber: string) => string;
  outstanding: string;
  openLocal: string;
  reload: string;
  startNew: string;
  /** Drop freight offers two answers: a numbered copy Yes or No (reload), an unnumbered one Yes or start new. */
  twoAnswers: boolean;
}

const m = BOOKING_MESSAGES;
const THREE_ANSWERS = { openLocal: m.openLocalCopy, reload: m.reloadFromServer, startNew: m.startNew, twoAnswers: false };

// Spec 02 section 4 gives drop freight's words; the quote and pickup prompts mirror them.
const WORDS: Record<DraftKind, DialogWords> = {
  Quote: { title: m.quoteInProgressTitle, prompt: (n) => localCopyPrompt('Quote', n), outstanding: m.outstandingQuote, ...THREE_ANSWERS },
  Pickup: { title: m.pickupInProgressTitle, prompt: (n) => localCopyPrompt('Pickup', n), outstanding: m.outstandingPickup, ...THREE_ANSWERS },
  DropFreight: {
    title: m.dropFreightInProgressTitle,
    prompt: dropFreightLocalCopy,
    outstanding: m.outstandingDropFreight,
    openLocal: 'Yes',
    reload: 'No',
    startNew: m.noNewDropFreight,
    twoAnswers: true,
  },
};

/** Spec 02 section 4: a local copy triggers a prompt: open it, reload from the server, or start new. */
export function LocalDraftDialog({ kind, localNumber, canReload, onOpenLocal, onReload, onStartNew }: LocalDraftDialogProps) {
  const words = WORDS[kind];
  const showStartNew = !words.twoAnswers || localNumber === '';
  const showReload = canReload && (!words.twoAnswers || localNumber !== '');
  return (
    <Modal opened onClose={onOpenLocal} title={words.title} closeOnClickOutside={false} closeOnEscape={false} withCloseButton={false}>
      <Text>{localNumber ? words.prompt(localNumber) : words.outstanding}</Text>
      <Group justify="flex-end" mt="lg">
        {showStartNew && (
          <Button variant="default" onClick={onStartNew}>
            {words.startNew}
          </Button>
        )}
        {showReload && (
          <Button variant="default" onClick={onReload}>
            {words.reload}
          </Button>
        )}
        <Button onClick={onOpenLocal} data-autofocus>
          {words.openLocal}
        </Button>
      </Group>
    </Modal>
  );
}
