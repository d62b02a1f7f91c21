import { SESSION_ABSOLUTE_LIFETIME_MS } from '@portal/domain/constants';
import type { Db } from '../../db/database';
import { isSet, toFlag } from '../../db/schema';
import { sessionExpired } from '../../http/errors';
import { deleteSession, findSessionByHash, insertSession, touchSession } from './sessions-repo';
import { newSessionToken, tokenHash } from './tokens';

/** Decision 0002: activity is written at most once a second, keeping writes off the hot path. */
export const ACTIVITY_WRITE_INTERVAL_MS = 1000;

/** The calling user as read with the session: answers reuse it instead of reading it again. */
export interface CallerProfile {
  username: string;
  name: string;
  email: string;
  phone: string;
}

/** Who is calling: resolved from the token on every authenticated call. */
export interface AuthContext {
  sessionId: number;
  token: string;
  userId: number;
  user: CallerProfile;
  companyId: number | null;
  /** Role of the membership in the chosen company; null until one is chosen. */
  roleId: number | null;
  roleName: string | null;
  isAdmin: boolean;
  mustChangePassword: boolean;
  createdAt: number;
  lastActiveAt: number;
  timeoutMs: number;
}

/**
 * The session of a token, or 401. Unknown tokens, idle sessions (the user's timeout), sessions
 * past the absolute lifetime and sessions whose company membership is gone all end here.
 */
export async function resolveSession(db: Db, token: string, now: number): Promise<AuthContext> {
  const row = await findSessionByHash(db, tokenHash(token));
  if (!row) throw sessionExpired();
  const idle = now - row.lastActiveAt > row.timeoutMs;
  const tooOld = now - row.createdAt > SESSION_ABSOLUTE_LIFETIME_MS;
  const membershipGone = row.companyId !== null && row.membershipEnabled !== 1;
  if (idle || tooOld || membershipGone) {
    await deleteSession(db, row.id);
    throw sessionExpired();
  }
  if (now - row.lastActiveAt > ACTIVITY_WRITE_INTERVAL_MS) await touchSession(db, row.id, now);
  return {
    sessionId: row.id,
    token,
    userId: row.userId,
    user: { username: row.username, name: row.name, email: row.email, phone: row.phone },
    companyId: row.companyId,
    roleId: row.companyId === null ? null : row.roleId,
    roleName: row.companyId === null ? null : row.roleName,
    isAdmin: isSet(row.isAdmin),
    mustChangePassword: isSet(row.mustChangePassword),
    createdAt: row.createdAt,
    lastActiveAt: now,
    timeoutMs: row.timeoutMs,
  };
}

export interface NewSession {
  userId: number;
  companyId: number | null;
  timeoutMs: number;
  mustChangePassword: boolean;
  /** Sign-in time; a company choice keeps it so the absolute lifetime cannot be renewed. */
  createdAt: number;
  now: number;
}

export async function createSession(db: Db, session: NewSession): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: tokenHash(token),
    userId: session.userId,
    companyId: session.companyId,
    createdAt: session.createdAt,
    lastActiveAt: session.now,
    timeoutMs: session.timeoutMs,
    mustChangePassword: toFlag(session.mustChangePassword),
  });
  return token;
}
