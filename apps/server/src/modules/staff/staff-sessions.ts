import { SESSION_ABSOLUTE_LIFETIME_MS, STAFF_TOKEN_PREFIX } from '@portal/domain/constants';
import { STAFF_PERMISSION_NAMES, staffMay, type StaffPermission, type StaffRole } from '@portal/domain/carrier/staff-roles';
import type { StaffMember, StaffSession } from '@portal/domain/carrier/staff-session';
import type { Db } from '../../db/database';
import type { StaffSessionStage } from '../../db/schema/staff-tables';
import { isSet } from '../../db/schema';
import { sessionExpired } from '../../http/errors';
import { newSessionToken, tokenHash } from '../auth/service';
import { deleteStaffSession, findStaffSession, insertStaffSession, touchStaffSession } from './repo';

// Staff sessions (issue 26, decision 0054): a customer's rules (decision 0002: a random token
// whose hash alone is stored, the idle timeout, a 12-hour life, activity written at most once a
// second), in their own table and with their own token prefix.

const ACTIVITY_WRITE_INTERVAL_MS = 1000;

/** Who is calling the back office. */
export interface StaffAuth {
  sessionId: number;
  token: string;
  stage: StaffSessionStage;
  staff: StaffMember;
  timeoutMs: number;
}

export async function createStaffSession(db: Db, staffUserId: number, stage: StaffSessionStage, timeoutMs: number, now: number): Promise<string> {
  const token = STAFF_TOKEN_PREFIX + newSessionToken();
  await insertStaffSession(db, { tokenHash: tokenHash(token), staffUserId, stage, createdAt: now, lastActiveAt: now, timeoutMs });
  return token;
}

/** The live staff session of a token, or 401: unknown, idle, too old, or its staff member disabled. */
export async function resolveStaffSession(db: Db, token: string, now: number): Promise<StaffAuth> {
  const row = await findStaffSession(db, tokenHash(token));
  if (!row) throw sessionExpired();
  const idle = now - row.lastActiveAt > row.timeoutMs;
  const tooOld = now - row.createdAt > SESSION_ABSOLUTE_LIFETIME_MS;
  if (idle || tooOld || isSet(row.disabled)) {
    await deleteStaffSession(db, row.id);
    throw sessionExpired();
  }
  if (now - row.lastActiveAt > ACTIVITY_WRITE_INTERVAL_MS) await touchStaffSession(db, row.id, now);
  const staff = { id: row.staffUserId, username: row.username, name: row.name, email: row.email, role: row.role };
  return { sessionId: row.id, token, stage: row.stage, staff, timeoutMs: row.timeoutMs };
}

export const permissionsOf = (role: StaffRole): StaffPermission[] => STAFF_PERMISSION_NAMES.filter((p) => staffMay(role, p));

export function staffSessionAnswer(auth: Pick<StaffAuth, 'token' | 'stage' | 'staff' | 'timeoutMs'>, now: number): StaffSession {
  return {
    token: auth.token,
    staff: auth.staff,
    next: auth.stage === 'ready' ? null : auth.stage,
    permissions: auth.stage === 'ready' ? permissionsOf(auth.staff.role) : [],
    timeoutMs: auth.timeoutMs,
    lastActive: now,
  };
}
