import { MESSAGES } from '@portal/domain/messages';
import { isStoredSessionExpired } from '@portal/domain/session/idle';
import { checkStaffSession } from '../api/call-carrier';
import { useStaffSessionStore } from './staff-session-store';

/**
 * Start-up, as a customer's (spec 01 section 4, lib/session/startup-check.ts): a stored staff
 * session idle for longer than its timeout has expired; otherwise GET session revalidates it.
 * Either failure returns to the sign-in card with 'Session has expired'.
 */
let running: Promise<void> | null = null;

/** Runs the check once however often it is asked for (StrictMode runs effects twice). */
export function staffStartupCheckOnce(): Promise<void> {
  running ??= runStaffStartupCheck().finally(() => {
    running = null;
  });
  return running;
}

export async function runStaffStartupCheck(now = Date.now()): Promise<void> {
  const { session, setSession, setStatus, logout } = useStaffSessionStore.getState();
  if (!session) {
    setStatus('ready');
    return;
  }
  if (isStoredSessionExpired(session.lastActive, session.timeoutMs, now)) {
    logout(MESSAGES.sessionHasExpired);
    return;
  }
  try {
    setSession(await checkStaffSession());
    setStatus('ready');
  } catch {
    logout(MESSAGES.sessionHasExpired);
  }
}
