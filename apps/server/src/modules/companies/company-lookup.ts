import { COMPANY_MESSAGES } from '@portal/domain/carrier/company-calls';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { findCompany, lockCompany, type CompanyRow } from './repo';

// A company a back-office call names by its path: 404 with a sentence when there is none.

export async function existingCompany(db: Db, id: number): Promise<CompanyRow> {
  const row = await findCompany(db, id);
  if (!row) throw notFound(SERVER_MESSAGES.companyNotFound);
  return row;
}

/** The company's row, locked until `trx` ends (repo.ts's lockCompany). */
export async function lockedCompany(trx: Db, id: number): Promise<CompanyRow> {
  const row = await lockCompany(trx, id);
  if (!row) throw notFound(SERVER_MESSAGES.companyNotFound);
  return row;
}

/** The company's row locked in `trx`; refused while it is suspended (reactivate it first). */
export async function lockedTradingCompany(trx: Db, id: number): Promise<CompanyRow> {
  const row = await lockedCompany(trx, id);
  if (row.suspendedAt !== null) throw conflict(COMPANY_MESSAGES.suspendedFirst(row.name));
  return row;
}
