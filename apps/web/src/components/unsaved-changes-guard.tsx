import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';

/** Navigation state that leaves without asking, e.g. after a successful save. */
export const SKIP_UNSAVED_GUARD = { skipUnsavedGuard: true } as const;

function skipsGuard(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && 'skipUnsavedGuard' in state;
}

/**
 * While `when` holds, leaving the screen inside the app opens 'Confirm Cancel', and
 * leaving the page arms the browser's own warning (spec 01 section 2, Users screen).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !skipsGuard(nextLocation),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = MESSAGES.unloadWarning;
      return MESSAGES.unloadWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocked && blocker.reset()}
      title={MESSAGES.confirmCancelTitle}
    >
      <Text>{MESSAGES.confirmCancelText}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocked && blocker.reset()} data-autofocus>
          Stay
        </Button>
        <Button color="red.9" onClick={() => blocked && blocker.proceed()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
