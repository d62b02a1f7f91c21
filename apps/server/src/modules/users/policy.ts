import { MESSAGES, SERVER_MESSAGES } from '@portal/domain/messages';
import { can, grantsAtMost, type Permissions } from '@portal/domain/permissions';
import { forbidden } from '../../http/errors';

// Who may do what on the Users screen (spec 01 section 6, decision 0001), in one place.

export interface Caller {
  userId: number;
  isAdmin: boolean;
  permissions: Permissions;
}

export interface Target {
  id: number;
  isAdmin: boolean;
  /** Permissions of the target's role in this company. */
  permissions: Permissions;
}

export function assertCanView(caller: Caller): void {
  if (!can(caller.permissions, 'Users', 'view')) throw forbidden(MESSAGES.permissionDeniedUsers);
}

export function assertCanAdd(caller: Caller, rolePermissions: Permissions): void {
  if (!can(caller.permissions, 'Users', 'add')) throw forbidden(SERVER_MESSAGES.noAccessUsersAdd);
  // Users add must not be a way to mint an Administrator (decision 0001).
  if (!caller.isAdmin && !grantsAtMost(rolePermissions, caller.permissions)) throw forbidden(SERVER_MESSAGES.roleBeyondOwn);
}

/**
 * A caller who is not isAdmin may only manage users whose access is within their own: otherwise
 * Users edit could reset an administrator's e-mail and password and take the account over.
 */
function assertWithinOwn(caller: Caller, target: Target): void {
  if (caller.isAdmin) return;
  if (target.isAdmin || !grantsAtMost(target.permissions, caller.permissions)) throw forbidden(SERVER_MESSAGES.userBeyondOwn);
}

export function assertCanDelete(caller: Caller, target: Target): void {
  if (!can(caller.permissions, 'Users', 'delete')) throw forbidden(SERVER_MESSAGES.noAccessUsersDelete);
  if (target.id === caller.userId) throw forbidden(SERVER_MESSAGES.notOwnAccount);
  assertWithinOwn(caller, target);
}

/** Any change needs Users edit; these two need more. */
export interface Change {
  role: boolean;
  disable: boolean;
}

export function assertCanChange(caller: Caller, target: Target, change: Change): void {
  if (!can(caller.permissions, 'Users', 'edit')) throw forbidden(SERVER_MESSAGES.noAccessUsersEdit);
  if (change.disable && target.id === caller.userId) throw forbidden(SERVER_MESSAGES.notOwnAccount);
  // Spec 01 section 6: changing a role additionally needs isAdmin.
  if (change.role && !caller.isAdmin) throw forbidden(SERVER_MESSAGES.roleChangeNeedsAdmin);
  assertWithinOwn(caller, target);
}
