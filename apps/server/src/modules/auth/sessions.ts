import type { CompanyRef } from '@portal/domain/api/session';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '@portal/domain/constants';
import type { Db } from '../../db/database';
import { isSet, toFlag } from '../../db/schema';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { notFound, sessionExpired } from '../../http/errors';
import {
  deleteSession,
  findSessionByHash,
  findSessionForAnswer,
  insertSessionWithCompanies,
  touchSession,
  type AnswerLookup,
  type SessionLookup,
} from './sessions-repo';
import { newSessionToken, tokenHash } from './tokens';

/** Decision 0002: activity is written at most once a second, keeping writes off the hot path. */
export const ACTIVITY_WRITE_INTERVAL_MS = 1000;

/** The calling user as read with the session: answers reuse it instead of reading it again. */
export interface CallerProfile {
  username: string;
  name: string;
  email: string;
  phone: string;
  /** The user row's version, which My Settings saves from (decision 0030). */
  version: number;
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
  /**
   * The chosen company's count of changes to its lists' rows as the session was read, before
   * anything else the call reads: the list cache's key (decision 0038). 0 before its first change.
   */
  companyChanges: number;
  createdAt: number;
  lastActiveAt: number;
  timeoutMs: number;
}

/** The caller as GET login reads it, with what its answer needs besides (decision 0005). */
export interface AnswerContext {
  auth: AuthContext;
  /** The chosen company, joined fresh for its name; null until one is chosen. */
  company: CompanyRef | null;
  /** JSON of the answer's companies list (CompanyRef[]); null on sessions older than migration 0003. */
  companiesSnapshot: string | null;
}

/** The chosen company from the guard's join; the foreign key keeps it whenever companyId is set. */
function chosenCompany(row: AnswerLookup): CompanyRef | null {
  if (row.companyId === null || row.companyName === null) return null;
  return { id: row.companyId, name: row.companyName };
}

/**
 * The session of a token, or 401. Unknown tokens, idle sessions (the user's timeout), sessions
 * past the absolute lifetime and sessions whose company membership is gone all end here.
 */
async function liveSession<Row extends SessionLookup>(db: Db, row: Row | undefined, now: number): Promise<Row> {
  if (!row) throw sessionExpired();
  const idle = now - row.lastActiveAt > row.timeoutMs;
  const tooOld = now - row.createdAt > SESSION_ABSOLUTE_LIFETIME_MS;
  const membershipGone = row.companyId !== null && row.membershipEnabled !== 1;
  if (idle || tooOld || membershipGone) {
    await deleteSession(db, row.id);
    throw sessionExpired();
  }
  if (now - row.lastActiveAt > ACTIVITY_WRITE_INTERVAL_MS) await touchSession(db, row.id, now);
  return row;
}

function authContext(row: SessionLookup, token: string, now: number): AuthContext {
  return {
    sessionId: row.id,
    token,
    userId: row.userId,
    user: { username: row.username, name: row.name, email: row.email, phone: row.phone, version: row.version },
    companyId: row.companyId,
    roleId: row.companyId === null ? null : row.roleId,
    roleName: row.companyId === null ? null : row.roleName,
    isAdmin: isSet(row.isAdmin),
    mustChangePassword: isSet(row.mustChangePassword),
    companyChanges: row.companyChanges ?? 0,
    createdAt: row.createdAt,
    lastActiveAt: now,
    timeoutMs: row.timeoutMs,
  };
}

export async function resolveSession(db: Db, token: string, now: number): Promise<AuthContext> {
  return authContext(await liveSession(db, await findSessionByHash(db, tokenHash(token)), now), token, now);
}

/** resolveSession for GET login: the same checks, from the query that reads the answer's data too. */
export async function resolveSessionForAnswer(db: Db, token: string, now: number): Promise<AnswerContext> {
  const row = await liveSession(db, await findSessionForAnswer(db, tokenHash(token)), now);
  return { auth: authContext(row, token, now), company: chosenCompany(row), companiesSnapshot: row.companiesSnapshot };
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

export interface CreatedSession {
  token: string;
  /** The companies list kept on the session, as its answer shows it. */
  companies: CompanyRef[];
}

/** Runs in the caller's transaction, or in its own: the companies snapshot needs one. */
export async function createSession(db: Db, session: NewSession): Promise<CreatedSession> {
  const token = newSessionToken();
  const insert = async (trx: Db) => {
    const companies = await insertSessionWithCompanies(trx, {
      tokenHash: tokenHash(token),
      userId: session.userId,
      companyId: session.companyId,
      createdAt: session.createdAt,
      lastActiveAt: session.now,
      timeoutMs: session.timeoutMs,
      mustChangePassword: toFlag(session.mustChangePassword),
    });
    // Read under the user's lock, which a suspension takes too (issue 26): a company suspended,
    // or a membership disabled, since sign-in read it gets no session.
    if (session.companyId !== null && !companies.some((c) => c.id === session.companyId)) throw notFound(SERVER_MESSAGES.companyNotFound);
    return companies;
  };
  const companies = db.isTransaction ? await insert(db) : await db.transaction().execute(insert);
  return { token, companies };
}
