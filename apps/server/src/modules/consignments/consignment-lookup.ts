import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import { documentNotFound } from '@portal/domain/booking-messages';
import { normaliseConnoteNumber } from '@portal/domain/consignment/connote-number';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { findConsignment, type ConsignmentRow } from './repo';

// The caller's consignment by number, for the consignment view, its documents, tracking and POD.
// A number of another company is not found, exactly as an unknown one ('{number} not found',
// spec 02 section 8): nothing tells the caller that it exists.

export async function consignmentByNumber(db: Db, auth: CompanyAuth, typed: string): Promise<ConsignmentRow> {
  const number = normaliseConnoteNumber(typed);
  const row = number === '' ? undefined : await findConsignment(db, auth.companyId, number);
  // A drop freight not yet booked (status 2, decision 0025) is no consignment yet: no view,
  // documents, tracking or POD.
  if (!row || row.status === DROP_FREIGHT_STATUS_DRAFT) throw notFound(documentNotFound(typed.trim()));
  return row;
}
