import { documentNotFound } from '@portal/domain/booking-messages';
import { normaliseConnoteNumber } from '@portal/domain/consignment/connote-number';
import type { Permissions } from '@portal/domain/permissions';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { permissionsOfRole } from '../auth/role-permissions';
import { findConsignment, type ConsignmentRow } from './repo';

// The caller's consignment by number, for the consignment view, its documents, tracking and POD.
// A number of another company is not found, exactly as an unknown one ('{number} not found',
// spec 02 section 8): nothing tells the caller that it exists.

/** Denies with the rule's text, else answers the caller's permissions. */
export async function allowed(db: Db, auth: CompanyAuth, denialOf: (p: Permissions) => string | null): Promise<Readonly<Permissions>> {
  const permissions = await permissionsOfRole(db, auth.roleId);
  const denial = denialOf(permissions);
  if (denial) throw forbidden(denial);
  return permissions;
}

export async function consignmentByNumber(db: Db, auth: CompanyAuth, typed: string): Promise<ConsignmentRow> {
  const number = normaliseConnoteNumber(typed);
  const row = number === '' ? undefined : await findConsignment(db, auth.companyId, number);
  // A drop freight not yet booked (status 2, issue 11) has no documents or tracking yet.
  if (!row || row.status === 2) throw notFound(documentNotFound(typed.trim()));
  return row;
}
