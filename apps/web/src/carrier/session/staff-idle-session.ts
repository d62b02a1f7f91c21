import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { WatchedSession } from '../../lib/session/watched-session';
import { callCarrier } from '../api/call-carrier';
import { useStaffSessionStore } from './staff-session-store';
import { useStaffLogout } from './use-staff-logout';

/**
 * The staff member's session as the customer's idle watcher sees it: the same warning and expiry
 * (issue 26), with GET session as the keep-alive and DELETE session at the end of the countdown.
 */
export const staffIdleSession: WatchedSession = {
  useTimeout: () => useStaffSessionStore((s) => s.session?.timeoutMs),
  useLogout: useStaffLogout,
  clocks: () => {
    const { session, serverSeenAt } = useStaffSessionStore.getState();
    return session ? { timeout: session.timeoutMs, lastActive: session.lastActive, serverSeenAt } : null;
  },
  markActive: (now) => useStaffSessionStore.getState().markActive(now),
  keepAlive: () => callCarrier(CARRIER_CALLS.session, {}).then((session) => useStaffSessionStore.getState().setSession(session)),
  logout: (reason) => useStaffSessionStore.getState().logout(reason),
};
