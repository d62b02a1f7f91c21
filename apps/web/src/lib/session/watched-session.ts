/**
 * What the idle watcher watches (spec 01 section 4): one kind of session's store. The customer's
 * (customer-idle-session.ts) and a staff member's (issue 26: the same idle warning and expiry)
 * each answer it, so the watcher, its dialog and the keep-alives are written once.
 */
export interface WatchedSession {
  /** A hook: the signed-in session's idle timeout in ms; undefined while nobody is signed in. */
  useTimeout: () => number | undefined;
  /** A hook: the logout the countdown ends with (the server's call, then the sign-in card showing `reason`). */
  useLogout: (reason: string | null) => { mutate: () => void };
  /** The session's clocks as they stand now (epoch ms); null while nobody is signed in. */
  clocks: () => { timeout: number; lastActive: number; serverSeenAt: number } | null;
  markActive: (now: number) => void;
  /** The keep-alive call, its answer kept in the store; rejects with the call's error. */
  keepAlive: () => Promise<unknown>;
  /** Forgets the session at once, with the reason its sign-in card shows. */
  logout: (reason: string) => void;
}
