import type { Session } from '@portal/domain/api/session';
import { SESSION_STORAGE_KEY, STORAGE_KEY_PREFIX } from '@portal/domain/constants';

// The Session lives in the tab's sessionStorage as plain JSON (spec 01 section 3), so a
// reload keeps the user signed in and closing the tab forgets the token.

export function readStoredSession(): Session | null {
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Session;
    return typeof parsed?.user?.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: Session): void {
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

/** Logout clears every key of this product in the tab's session storage. */
export function clearStoredData(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(STORAGE_KEY_PREFIX)) sessionStorage.removeItem(key);
  }
}
