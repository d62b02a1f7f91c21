import { useCallback, useRef } from 'react';
import { useSessionStore } from './session-store';
import { keepAliveCall } from './use-keep-alive';

/**
 * The server only sees calls, not keystrokes: a user typing into a long form makes no
 * call for minutes. While the user is active and the server has not heard from this tab
 * for half the timeout, a quiet GET login keeps both idle clocks together.
 */
export function useServerKeepAlive(): (now: number) => void {
  const inFlight = useRef(false);
  return useCallback((now: number) => {
    const { session, serverSeenAt, refreshUser } = useSessionStore.getState();
    if (!session || inFlight.current || now - serverSeenAt < session.user.timeout / 2) return;
    inFlight.current = true;
    keepAliveCall()
      .then(refreshUser)
      .catch(() => undefined) // a 401 has already logged the user out in the call helper
      .finally(() => {
        inFlight.current = false;
      });
  }, []);
}
