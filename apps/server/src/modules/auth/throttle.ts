import type { Db } from '../../db/database';
import { tooManyAttempts } from '../../http/errors';
import { clearFailures, findFailures, recordFailure } from './throttle-repo';

// Decision 0002: failed sign-ins are counted per username and per client address over a
// 15-minute window. Past the limit every attempt is refused until the window ends, so the
// block always lapses; a successful sign-in clears the username's count.

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const USERNAME_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
/** Reset e-mails per username and window: stops anyone flooding a mailbox. */
export const RESET_LIMIT = 5;

export const userKey = (username: string) => `user:${username.trim().toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;
export const resetKey = (username: string) => `reset:${username.trim().toLowerCase()}`;

function limitOf(key: string): number {
  if (key.startsWith('ip:')) return ADDRESS_FAILURE_LIMIT;
  return key.startsWith('reset:') ? RESET_LIMIT : USERNAME_FAILURE_LIMIT;
}

/** How long until every key is under its limit again; 0 when none is blocked. */
export async function blockedForMs(db: Db, keys: readonly string[], now: number): Promise<number> {
  const rows = await findFailures(db, keys);
  const waits = rows
    .filter((row) => now - row.windowStartedAt < THROTTLE_WINDOW_MS && row.failures >= limitOf(row.key))
    .map((row) => row.windowStartedAt + THROTTLE_WINDOW_MS - now);
  return Math.max(0, ...waits);
}

/** Throws 429 when any key is over its limit; checked before any password is looked at. */
export async function assertNotThrottled(db: Db, keys: readonly string[], now: number): Promise<void> {
  const wait = await blockedForMs(db, keys, now);
  if (wait > 0) throw tooManyAttempts(wait);
}

export async function countFailure(db: Db, keys: readonly string[], now: number): Promise<void> {
  for (const key of keys) await recordFailure(db, key, now, THROTTLE_WINDOW_MS);
}

export const clearCount = clearFailures;
