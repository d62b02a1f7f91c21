import { useCallback, useRef } from 'react';
import type { WatchedSession } from './watched-session';

/**
 * The server only sees calls, not keystrokes: a user typing into a long form makes no
 * call for minutes. While the user is active and the server has not heard from this tab
 * for half the timeout, a quiet keep-alive keeps both idle clocks together.
 */
export function useServerKeepAlive(session: WatchedSession): (now: number) => void {
  const inFlight = useRef(false);
  return useCallback(
    (now: number) => {
      const clocks = session.clocks();
      if (!clocks || inFlight.current || now - clocks.serverSeenAt < clocks.timeout / 2) return;
      inFlight.current = true;
      session
        .keepAlive()
        .catch(() => undefined) // a 401 has already logged the user out in the call helper
        .finally(() => {
          inFlight.current = false;
        });
    },
    [session],
  );
}
