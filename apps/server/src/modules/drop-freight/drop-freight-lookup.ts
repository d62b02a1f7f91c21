import { dropFreightEditable } from '@portal/domain/consignment/drop-freight-access';
import { documentNotFound } from '@portal/domain/booking-messages';
import { normaliseConnoteNumber } from '@portal/domain/consignment/connote-number';
import { can } from '@portal/domain/permissions';
import type { Db } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { permissionsOfRole } from '../auth/service';
import type { ConsignmentRow } from '../consignments/service';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';
import { findDropFreight } from './repo';

// Finding the caller's drop freight by its consignment number, and who may change one (spec 02
// sections 4 and 6, decision 0025).

/** The company's drop freight; '{number} not found' for an unknown number, another company's or a pickup's consignment. */
export async function dropFreightByNumber(db: Db, auth: CompanyAuth, typed: string): Promise<ConsignmentRow> {
  const number = normaliseConnoteNumber(typed);
  const row = number === '' ? undefined : await findDropFreight(db, auth.companyId, number);
  if (!row) throw notFound(documentNotFound(typed.trim()));
  return row;
}

/**
 * A drop freight still at status 2 that the caller may change (save or book): Consignments.edit,
 * or Consignments.add for a draft the caller started, who finishes their own drop freight (as
 * pickups do, decision 0018).
 */
export async function editableDropFreight(db: Db, auth: CompanyAuth, typed: string): Promise<ConsignmentRow> {
  const permissions = await permissionsOfRole(db, auth.roleId);
  const mayEdit = can(permissions, 'Consignments', 'edit');
  if (!mayEdit && !can(permissions, 'Consignments', 'add')) throw forbidden(DROP_FREIGHT_MESSAGES.noAccessEdit);
  const row = await dropFreightByNumber(db, auth, typed);
  if (!mayEdit && row.createdBy !== auth.userId) throw forbidden(DROP_FREIGHT_MESSAGES.noAccessEdit);
  if (!dropFreightEditable(row.status)) throw conflict(DROP_FREIGHT_MESSAGES.alreadyBooked(row.number));
  return row;
}
