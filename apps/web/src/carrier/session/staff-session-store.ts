import type { StaffSession } from '@portal/domain/carrier/staff-session';
import { create } from 'zustand';
import { clearStoredStaffSession, readStoredStaffSession, writeStoredStaffSession } from './staff-session-storage';

// The staff member's session (issue 26), apart from the customer's (lib/session/session-store.ts):
// its own token, sign-in steps and idle clock, so neither kind of sign-out ends the other.

interface StaffSessionState {
  session: StaffSession | null;
  /** 'checking' while a stored session is revalidated at start-up, as a customer's is. */
  status: 'checking' | 'ready';
  /** Why the staff member was signed out, shown on the sign-in card. */
  logoutReason: string | null;
  /** Last time the server answered a call of this session (epoch ms). */
  serverSeenAt: number;
  /** A second factor's recovery codes, just set up: shown once, so kept in memory only. */
  recoveryCodes: string[] | null;
  /** Any answer that is a StaffSession: sign-in, a sign-in step, the session check. */
  setSession: (session: StaffSession) => void;
  markActive: (now?: number) => void;
  markServerSeen: (now?: number) => void;
  setStatus: (status: 'checking' | 'ready') => void;
  showRecoveryCodes: (codes: string[] | null) => void;
  logout: (reason?: string | null) => void;
}

const stored = readStoredStaffSession();

export const useStaffSessionStore = create<StaffSessionState>()((set, get) => ({
  session: stored,
  status: stored ? 'checking' : 'ready',
  logoutReason: null,
  serverSeenAt: 0,
  recoveryCodes: null,
  setSession: (session) => {
    // The idle clock is this tab's, as a customer's: the server's time only says when it answered.
    const token = session.token || get().session?.token || '';
    const next: StaffSession = { ...session, token, lastActive: Date.now() };
    writeStoredStaffSession(next);
    set({ session: next, logoutReason: null, serverSeenAt: Date.now() });
  },
  markActive: (now = Date.now()) => {
    const session = get().session;
    if (!session) return;
    const next: StaffSession = { ...session, lastActive: now };
    writeStoredStaffSession(next);
    set({ session: next });
  },
  markServerSeen: (now = Date.now()) => set({ serverSeenAt: now }),
  setStatus: (status) => set({ status }),
  showRecoveryCodes: (recoveryCodes) => set({ recoveryCodes }),
  logout: (reason = null) => {
    clearStoredStaffSession();
    set({ session: null, status: 'ready', logoutReason: reason, serverSeenAt: 0, recoveryCodes: null });
  },
}));
