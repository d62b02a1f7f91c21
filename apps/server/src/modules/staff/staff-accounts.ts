import { DEFAULT_SESSION_TIMEOUT_MS } from '@portal/domain/constants';
import type { StaffRole } from '@portal/domain/carrier/staff-roles';
import type { Db } from '../../db/database';
import { generateTemporaryPassword, hashPassword, TEMPORARY_PASSWORD_LIFETIME_MS } from '../auth/service';
import { findStaffByUsername, insertStaffUser, type StaffUser } from './repo';

// Staff accounts are made by `npm run staff -- create` (the first administrator of an
// installation), by the demo seed, and by a staff Administrator.

export interface NewStaffMember {
  username: string;
  name: string;
  email: string;
  role: StaffRole;
}

export interface StaffCreation {
  id: number;
  /** The one-time password to give the new staff member: it must be changed at first sign-in. */
  temporaryPassword: string;
}

export class StaffExistsError extends Error {}

/** A new staff member's row: no authenticator yet, the customers' idle timeout. */
function insertMember(db: Db, member: NewStaffMember, secrets: Pick<StaffUser, 'passwordHash' | 'tempPasswordHash' | 'tempPasswordExpiresAt'>, now: number) {
  return insertStaffUser(db, {
    ...member,
    ...secrets,
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
    timeoutMs: DEFAULT_SESSION_TIMEOUT_MS,
    createdAt: now,
  });
}

/** A staff member with a temporary password, valid for a day, to change at first sign-in. */
export async function createStaffMember(db: Db, member: NewStaffMember, scryptCost: number, now: number): Promise<StaffCreation> {
  if (await findStaffByUsername(db, member.username)) throw new StaffExistsError(`A staff member '${member.username}' exists already.`);
  const temporaryPassword = await generateTemporaryPassword();
  const tempPasswordHash = await hashPassword(temporaryPassword, scryptCost);
  const id = await insertMember(db, member, { passwordHash: null, tempPasswordHash, tempPasswordExpiresAt: now + TEMPORARY_PASSWORD_LIFETIME_MS }, now);
  return { id, temporaryPassword };
}

/** A staff member whose password is set already (the demo seed's, hashed once for every demo login). */
export function createStaffMemberWithHash(db: Db, member: NewStaffMember, passwordHash: string, now: number): Promise<number> {
  return insertMember(db, member, { passwordHash, tempPasswordHash: null, tempPasswordExpiresAt: null }, now);
}
