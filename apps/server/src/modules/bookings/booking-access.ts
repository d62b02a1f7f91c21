import type { Permissions } from '@portal/domain/permissions';
import type { Db } from '../../db/database';
import { forbidden } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { permissionsOfRole } from '../auth/role-permissions';

// The one permission check of every booking call: the caller's role's permissions against a
// domain rule (spec 02 section 6), whose text is the Permission Denied the browser shows.

/** Denies with the rule's text (403), else answers the caller's permissions. */
export async function allowed(db: Db, auth: CompanyAuth, denialOf: (p: Permissions) => string | null): Promise<Readonly<Permissions>> {
  const permissions = await permissionsOfRole(db, auth.roleId);
  const denial = denialOf(permissions);
  if (denial) throw forbidden(denial);
  return permissions;
}
