import type { KeepAliveAnswer, Session, SessionUser } from '@portal/domain/api/session';
import { create } from 'zustand';
import { clearStoredData, readStoredSession, writeStoredSession } from './session-storage';

export type StartupStatus = 'checking' | 'ready';

interface SessionState {
  session: Session | null;
  /** 'checking' while a stored session is revalidated at start-up (spec 01 section 4). */
  status: StartupStatus;
  /** Why the user was logged out, shown on the login card. */
  logoutReason: string | null;
  /** Last time the server answered a call of this session (epoch ms). */
  serverSeenAt: number;
  setSession: (session: Session) => void;
  /**
   * GET login's answer (start-up check, Continue Session, the quiet keep-alive): a fresh user,
   * merged into the stored session, whose options (delivered at sign-in) stay.
   */
  refreshUser: (answer: KeepAliveAnswer) => void;
  /** Local changes the server has confirmed (a new name, a changed temporary password). */
  updateUser: (patch: Partial<SessionUser>) => void;
  markActive: (now?: number) => void;
  markServerSeen: (now?: number) => void;
  setStatus: (status: StartupStatus) => void;
  logout: (reason?: string | null) => void;
  clearLogoutReason: () => void;
}

const stored = readStoredSession();

export const useSessionStore = create<SessionState>()((set, get) => ({
  session: stored,
  status: stored ? 'checking' : 'ready',
  logoutReason: null,
  serverSeenAt: 0,
  setSession: (session) => {
    // GET login may answer without repeating the token; keep the one we hold.
    const token = session.user.token || get().session?.user.token || '';
    const next: Session = { ...session, user: { ...session.user, token, lastActive: Date.now() } };
    writeStoredSession(next);
    set({ session: next, logoutReason: null, serverSeenAt: Date.now() });
  },
  refreshUser: ({ user }) => {
    const session = get().session;
    if (!session) return;
    get().setSession({ user, options: session.options });
  },
  updateUser: (patch) => {
    const session = get().session;
    if (!session) return;
    const next: Session = { ...session, user: { ...session.user, ...patch } };
    writeStoredSession(next);
    set({ session: next });
  },
  markActive: (now = Date.now()) => {
    const session = get().session;
    if (!session) return;
    const next: Session = { ...session, user: { ...session.user, lastActive: now } };
    writeStoredSession(next);
    set({ session: next });
  },
  markServerSeen: (now = Date.now()) => set({ serverSeenAt: now }),
  setStatus: (status) => set({ status }),
  logout: (reason = null) => {
    clearStoredData();
    set({ session: null, status: 'ready', logoutReason: reason, serverSeenAt: 0 });
  },
  clearLogoutReason: () => set({ logoutReason: null }),
}));

/** The token for the Authorization header; it is never put in a URL. */
export function currentToken(): string | null {
  return useSessionStore.getState().session?.user.token ?? null;
}
