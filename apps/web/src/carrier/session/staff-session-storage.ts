import type { StaffSession } from '@portal/domain/carrier/staff-session';
import { STAFF_SESSION_STORAGE_KEY, STAFF_TOKEN_PREFIX } from '@portal/domain/constants';

// A staff session lives in the tab's sessionStorage as a customer's does (spec 01 section 3), under
// a key of its own: the customer's logout clears only the portal's keys, and a staff member's only
// this one, so one tab may hold both kinds of session (issue 26).

export function readStoredStaffSession(): StaffSession | null {
  try {
    const raw = sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StaffSession;
    return typeof parsed?.token === 'string' && parsed.token.startsWith(STAFF_TOKEN_PREFIX) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredStaffSession(session: StaffSession): void {
  sessionStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredStaffSession(): void {
  sessionStorage.removeItem(STAFF_SESSION_STORAGE_KEY);
}
