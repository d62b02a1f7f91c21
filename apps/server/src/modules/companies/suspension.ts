import { COMPANY_MESSAGES, type CompanySaveAnswer } from '@portal/domain/carrier/company-calls';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { deleteCompanySessions, refreshCompanySnapshots } from '../auth/service';
import { companyAccountsWith, lockUsers } from '../users/service';
import { lockedCompany } from './company-lookup';
import { companyRecordOf } from './company-record';
import { findCompany, updateCompany, type CompanyRow } from './repo';

// Suspending and reactivating a customer company (issue 26). Nothing of the company is deleted.
// Suspending ends its sessions in the same transaction, so the next call of each answers 401 as
// an expired session does, and takes it off every user's list of companies (the sessions'
// snapshots and sign-in's choice, auth/sessions-repo.ts); sign-in then refuses a user who has no
// other company. Reactivating puts it back on those lists: its users sign in again as before.

export function suspensionWith(deps: Deps) {
  const { db, config } = deps;
  const accounts = companyAccountsWith(deps);

  /** The row as it now stands, and whether this call changed it. */
  async function setSuspended(id: number, suspend: boolean): Promise<{ row: CompanyRow; changed: boolean }> {
    return db.transaction().execute(async (trx) => {
      const row = await lockedCompany(trx, id);
      // Already so: a second click, or a colleague's, changes nothing.
      if ((row.suspendedAt !== null) === suspend) return { row, changed: false };
      const userIds = (await accounts.members(trx, id)).map((m) => m.id);
      // Decision 0005's order: the users' rows, then their sessions'. Sign-in takes the same
      // user locks before it makes a session, so none is made in the company once this commits.
      await lockUsers(trx, userIds);
      const suspendedAt = suspend ? config.now() : null;
      await updateCompany(trx, id, { suspendedAt });
      if (suspend) await deleteCompanySessions(trx, id);
      await refreshCompanySnapshots(trx, userIds);
      return { row: { ...row, suspendedAt }, changed: true };
    });
  }

  return {
    async suspend(id: number): Promise<CompanySaveAnswer> {
      const { row, changed } = await setSuspended(id, true);
      const message = changed ? COMPANY_MESSAGES.suspended(row.name) : COMPANY_MESSAGES.alreadySuspended(row.name);
      return { companyId: id, message, company: companyRecordOf(row) };
    },

    async reactivate(id: number): Promise<CompanySaveAnswer> {
      const { row, changed } = await setSuspended(id, false);
      const message = changed ? COMPANY_MESSAGES.reactivated(row.name) : COMPANY_MESSAGES.notSuspended(row.name);
      return { companyId: id, message, company: companyRecordOf(row) };
    },
  };
}

/** Whether the carrier has suspended the company (false for no company). */
export async function companySuspended(db: Db, companyId: number): Promise<boolean> {
  const row = await findCompany(db, companyId);
  return row !== undefined && row.suspendedAt !== null;
}
