import { CALLS } from '@portal/domain/api/endpoints';
import { callApi } from '../api/call-api';
import { useSessionStore } from './session-store';
import { useLogout } from './use-logout';
import type { WatchedSession } from './watched-session';

/** GET login: the customer's keep-alive (spec 01 section 4). */
export const keepAliveCall = () => callApi(CALLS.keepAlive, {});

/** The customer's session as the idle watcher sees it. */
export const customerIdleSession: WatchedSession = {
  useTimeout: () => useSessionStore((s) => s.session?.user.timeout),
  useLogout,
  clocks: () => {
    const { session, serverSeenAt } = useSessionStore.getState();
    return session ? { timeout: session.user.timeout, lastActive: session.user.lastActive, serverSeenAt } : null;
  },
  markActive: (now) => useSessionStore.getState().markActive(now),
  // GET login answers the user only: the options of sign-in stay (refreshUser).
  keepAlive: () => keepAliveCall().then((answer) => useSessionStore.getState().refreshUser(answer)),
  logout: (reason) => useSessionStore.getState().logout(reason),
};
