import { sql } from 'kysely';
import type { AuditInput } from '@portal/domain/api/audit';
import type { Db } from '../../db/database';
import { pagedList, type ListPageQuery } from '../../db/paged-list';

// GET audit's read (decision 0032): one page of the company's trail, newest first by keyset on
// (at, id) through the (company_id, at, id) index, like the record lists (decision 0029). A
// search reads the username, the target and the address; the action and user filters narrow the
// page's rows. The trail is read rarely, by administrators: the filtered query is built per
// request rather than precompiled (the lists' hot-path treatment, decision 0005).

function rowsOf(db: Db) {
  return db
    .selectFrom('auditEvents as a')
    .select(['a.id', 'a.at as createdAt', 'a.username', 'a.actor', 'a.action', 'a.target', 'a.address', 'a.staffName']);
}

const auditList = pagedList(rowsOf, { companyId: 'a.companyId', createdAt: 'a.at', id: 'a.id', search: { columns: ['a.username', 'a.target', 'a.address'] } });

/** The page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export function auditEventsQuery(db: Db, companyId: number, input: AuditInput & ListPageQuery) {
  let query = auditList.query(db, companyId, input);
  if (input.action) query = query.where('a.action', '=', input.action);
  // A company's users by username; a staff row's username is the carrier's, never shown to customers (issue 26).
  if (input.user) query = query.where(sql<string>`lower(a.username)`, '=', input.user.toLowerCase()).where('a.actor', '!=', 'staff');
  return query;
}

export const listAuditEvents = (db: Db, companyId: number, input: AuditInput & ListPageQuery) => auditEventsQuery(db, companyId, input).execute();
