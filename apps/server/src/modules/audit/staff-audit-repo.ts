import { sql, type SqlBool } from 'kysely';
import { LIST_PAGE_SIZE } from '@portal/domain/api/list-page';
import type { StaffAuditInput } from '@portal/domain/carrier/staff-audit-calls';
import { parseListCursor } from '@portal/domain/lists/list-cursor';
import type { Db } from '../../db/database';
import { likePattern, searchMatch } from '../../db/paged-list';

// The staff audit trail's read (issue 26): one page of the staff's events of the window, newest
// first by keyset on (at, id) as every list (decision 0029), with the company's name. The staff's
// rows are few beside the customers', so each filter walks a partial index of staff rows only
// (migration 0024): all of them, a company's, or a staff member's by username; the action and the
// search narrow that walk. `actor = 'staff'` is a literal: a partial index is used only by a query
// whose WHERE repeats its own, which a bound parameter would not prove.

export interface StaffAuditPage extends StaffAuditInput {
  /** The window's first moment (AUDIT_WINDOW_DAYS, as the customers' trail). */
  since: number;
}

/** The page's query, unrun (its plan is tested: staff-audit.test.ts). */
export function staffAuditQuery(db: Db, page: StaffAuditPage) {
  let query = db
    .selectFrom('auditEvents as a')
    .leftJoin('companies as co', 'co.id', 'a.companyId')
    .select(['a.id', 'a.at as createdAt', 'a.username', 'a.staffName', 'a.action', 'a.target', 'a.address', 'a.companyId', 'co.name as companyName'])
    .where('a.actor', '=', sql.lit('staff'))
    .where('a.at', '>=', page.since);
  if (page.company !== undefined) query = query.where('a.companyId', '=', page.company);
  if (page.user) query = query.where(sql<string>`lower(${sql.ref('a.username')})`, '=', page.user.toLowerCase());
  if (page.action) query = query.where('a.action', '=', page.action);
  const search = page.search?.trim();
  if (search) query = query.where(searchMatch(['a.username', 'a.staffName', 'a.target', 'a.address'], likePattern(search)));
  const before = page.before ? parseListCursor(page.before) : null;
  if (before) query = query.where(sql<SqlBool>`(${sql.ref('a.at')}, ${sql.ref('a.id')}) < (${before.createdAt}, ${before.id})`);
  return query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(LIST_PAGE_SIZE + 1);
}

export const listStaffAuditEvents = (db: Db, page: StaffAuditPage) => staffAuditQuery(db, page).execute();
