import type { KeepAliveAnswer } from '@portal/domain/api/session';
import { MESSAGES } from '@portal/domain/messages';
import { isStoredSessionExpired } from '@portal/domain/session/idle';
import { checkSession } from '../api/call';
import { useSessionStore } from './session-store';

/**
 * Start-up (spec 01 section 4): a stored session idle for longer than its timeout has
 * expired; otherwise the server revalidates its token. Either failure reads 'Session has expired'.
 */
let running: Promise<void> | null = null;

/** Runs the check once however often it is asked for (StrictMode runs effects twice). */
export function startupCheckOnce(): Promise<void> {
  running ??= runStartupCheck().finally(() => {
    running = null;
  });
  return running;
}

export async function runStartupCheck(now = Date.now()): Promise<void> {
  const { session, refreshUser, setStatus, logout } = useSessionStore.getState();
  if (!session) {
    setStatus('ready');
    return;
  }
  if (isStoredSessionExpired(session.user.lastActive, session.user.timeout, now)) {
    logout(MESSAGES.sessionHasExpired);
    return;
  }
  try {
    refreshUser(await checkSession<KeepAliveAnswer>());
    setStatus('ready');
  } catch {
    logout(MESSAGES.sessionHasExpired);
  }
}
