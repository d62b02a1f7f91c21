import { FALLBACK_IDLE_MS, IDLE_EXTRA_MS, IDLE_MARGIN_MS } from '../constants';

/**
 * How long a user may be idle before the Session dialog opens (spec 01 section 9):
 * the timeout minus the margin minus 2000 ms, or the fallback when nobody is signed in.
 */
export function idleLimitMs(timeoutMs: number | undefined): number {
  if (timeoutMs === undefined) return FALLBACK_IDLE_MS;
  return Math.max(0, timeoutMs - IDLE_MARGIN_MS - IDLE_EXTRA_MS);
}

/** Start-up rule (spec 01 section 4): a stored session older than its timeout has expired. */
export function isStoredSessionExpired(lastActive: number, timeoutMs: number, now: number): boolean {
  return now - lastActive > timeoutMs;
}
