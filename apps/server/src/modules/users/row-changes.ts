import type { UserRow } from '@portal/domain/account/users';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { FIRST_VERSION, ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import type { Permissions } from '@portal/domain/permissions';
import type { Db } from '../../db/database';
import { isSet, toFlag } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { deleteUserSessions, type RoleTable, TEMPORARY_PASSWORD_LIFETIME_MS } from '../auth/service';
import { assertCanAdd, assertCanChange, type Caller, type Target } from './policy';
import * as repo from './repo';

// One Users row saved inside the save transaction (spec 01 sections 2 and 6).

export interface Temporary {
  password: string;
  hash: string;
}

export interface Step {
  trx: Db;
  caller: Caller;
  roles: RoleTable;
  now: number;
  companyId: number;
  /** Idle timeout new users get: the configured default. */
  timeoutMs: number;
  /** Users whose enabled memberships changed: their sessions' companies lists are rewritten. */
  membershipsChanged: Set<number>;
  /** Each stored row's version after the save, for the answer (decision 0030). */
  versions: Map<number, number>;
}

/**
 * A row is changed or removed only from the version the screen read: a user changed meanwhile
 * (here, on My Settings or in another company) refuses the whole save before any write.
 */
export async function claimRow(step: Step, row: UserRow, member: repo.Member): Promise<void> {
  const version = await repo.claimUserVersion(step.trx, member.id, row.version);
  if (version === null) throw conflict(ROW_VERSION_MESSAGES.user(row.name.trim() || member.name));
  step.versions.set(member.id, version);
}

export const trimmed = (row: UserRow) => ({ name: row.name.trim(), username: row.username.trim(), email: row.email.trim() });

async function assertUsernameFree(trx: Db, username: string, userId: number): Promise<void> {
  if (await repo.usernameTaken(trx, username, userId)) throw badRequest(SERVER_MESSAGES.usernameTaken(username));
}

function roleOf(step: Step, roleId: number): Readonly<Permissions> {
  const permissions = step.roles.get(roleId);
  if (!permissions) throw badRequest(SERVER_MESSAGES.unknownRole);
  return permissions;
}

export async function addUser(step: Step, row: UserRow, temp: Temporary) {
  assertCanAdd(step.caller, roleOf(step, row.role));
  const fields = trimmed(row);
  await assertUsernameFree(step.trx, fields.username, 0);
  // A new user has only the e-mailed temporary password, so the first sign-in asks for a new one.
  const id = await repo.insertUser(step.trx, {
    ...fields,
    passwordHash: null,
    tempPasswordHash: temp.hash,
    tempPasswordExpiresAt: step.now + TEMPORARY_PASSWORD_LIFETIME_MS,
    isAdmin: 0,
    timeoutMs: step.timeoutMs,
    createdAt: step.now,
  });
  await repo.insertMembership(step.trx, { userId: id, companyId: step.companyId, roleId: row.role, enabled: toFlag(row.enabled) });
  step.membershipsChanged.add(id);
  step.versions.set(id, FIRST_VERSION);
  return fields;
}

/** Removes the user from this company only; a user left in no company is deleted, freeing the name. */
export async function removeMember(step: Step, userId: number): Promise<void> {
  await repo.deleteMembership(step.trx, userId, step.companyId);
  await deleteUserSessions(step.trx, userId, { companyId: step.companyId });
  if (await repo.hasMemberships(step.trx, userId)) step.membershipsChanged.add(userId);
  else await repo.deleteUser(step.trx, userId);
}

/** Whether saving the row removes, disables or enables the member's membership here. */
export const changesMembership = (row: UserRow, member: repo.Member): boolean =>
  row.delete === true || row.enabled !== isSet(member.enabled);

/** Applies an existing row's changes; answers whether anything changed (unchanged rows need no right). */
export async function changeMember(step: Step, row: UserRow, member: repo.Member, target: Target): Promise<boolean> {
  const fields = trimmed(row);
  const fieldsChanged = fields.name !== member.name || fields.username !== member.username || fields.email !== member.email;
  const roleChanged = row.role !== member.roleId;
  const enabledChanged = row.enabled !== isSet(member.enabled);
  if (!fieldsChanged && !roleChanged && !enabledChanged && !row.resetPassword) return false;

  assertCanChange(step.caller, target, { role: roleChanged, disable: enabledChanged && !row.enabled });
  if (roleChanged) roleOf(step, row.role);
  await claimRow(step, row, member);
  if (fieldsChanged) {
    if (fields.username !== member.username) await assertUsernameFree(step.trx, fields.username, member.id);
    await repo.updateUser(step.trx, member.id, fields);
  }
  if (roleChanged || enabledChanged) {
    await repo.updateMembership(step.trx, member.id, step.companyId, { roleId: row.role, enabled: toFlag(row.enabled) });
  }
  // Decision 0002: disabling shuts the user out of this company at once.
  if (enabledChanged && !row.enabled) await deleteUserSessions(step.trx, member.id, { companyId: step.companyId });
  if (enabledChanged) step.membershipsChanged.add(member.id);
  return true;
}
