import { DEFAULT_SESSION_TIMEOUT_MS } from '@portal/domain/constants';
import type { StaffRole } from '@portal/domain/carrier/staff-roles';
import type { Db } from '../../db/database';
import { generateTemporaryPassword, hashPassword, TEMPORARY_PASSWORD_LIFETIME_MS } from '../auth/service';
import { findStaffByUsername, insertStaffUser } from './repo';

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

/** A staff member with a temporary password, valid for a day, to change at first sign-in. */
export async function createStaffMember(db: Db, member: NewStaffMember, scryptCost: number, now: number): Promise<StaffCreation> {
  if (await findStaffByUsername(db, member.username)) throw new StaffExistsError(`A staff member '${member.username}' exists already.`);
  const temporaryPassword = await generateTemporaryPassword();
  const id = await insertStaffUser(db, {
    ...member,
    passwordHash: null,
    tempPasswordHash: await hashPassword(temporaryPassword, scryptCost),
    tempPasswordExpiresAt: now + TEMPORARY_PASSWORD_LIFETIME_MS,
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
    timeoutMs: DEFAULT_SESSION_TIMEOUT_MS,
    createdAt: now,
  });
  return { id, temporaryPassword };
}

/** A staff member whose password is set already (the demo seed's, hashed once for every demo login). */
export async function createStaffMemberWithHash(db: Db, member: NewStaffMember, passwordHash: string, now: number): Promise<number> {
  return insertStaffUser(db, {
    ...member,
    passwordHash,
    tempPasswordHash: null,
    tempPasswordExpiresAt: null,
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
    timeoutMs: DEFAULT_SESSION_TIMEOUT_MS,
    createdAt: now,
  });
}
