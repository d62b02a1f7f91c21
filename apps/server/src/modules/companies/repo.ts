import { sql, type SqlBool, type Updateable } from 'kysely';
import { ABN_DIGITS } from '@portal/domain/carrier/abn';
import { COMPANY_LIST_PAGE_SIZE } from '@portal/domain/carrier/company-calls';
import type { Db } from '../../db/database';
import { likePattern } from '../../db/paged-list';
import type { CompaniesTable, NewCompany } from '../../db/schema';

// The companies table as the carrier's back office reads and writes it (issue 26). This module
// is the one that creates, edits and suspends companies; the customers' calls only read them.

/**
 * A page of the list by name (keyset on (name_key, id), migration 0022's companies_list index),
 * after the company `after` when given. A search matches any part of the name, or, when it is
 * digits, the start of the ABN: every ABN from its digits padded with 0s to padded with 9s.
 */
export function listCompaniesQuery(db: Db, page: { search: string; after: number | null }) {
  let query = db
    .selectFrom('companies')
    .select(['id', 'name', 'abn', 'suspendedAt', 'createdAt'])
    .orderBy('nameKey')
    .orderBy('id')
    .limit(COMPANY_LIST_PAGE_SIZE + 1);
  if (page.after !== null) {
    const last = db.selectFrom('companies as last').select(['last.nameKey', 'last.id']).where('last.id', '=', page.after);
    query = query.where(sql<SqlBool>`(${sql.ref('companies.nameKey')}, ${sql.ref('companies.id')}) > (${last})`);
  }
  const text = page.search.trim();
  if (text === '') return query;
  const name = sql<SqlBool>`${sql.ref('nameKey')} like ${likePattern(text)} escape '\\'`;
  const digits = text.replace(/\s+/g, '');
  if (!/^\d+$/.test(digits) || digits.length > ABN_DIGITS) return query.where(name);
  return query.where((eb) => eb.or([name, eb.between('abn', digits.padEnd(ABN_DIGITS, '0'), digits.padEnd(ABN_DIGITS, '9'))]));
}

export const listCompanies = (db: Db, page: { search: string; after: number | null }) => listCompaniesQuery(db, page).execute();

export const findCompany = (db: Db, id: number) => db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/**
 * The company's row, locked until the transaction ends: its edits, suspension and accounts are
 * taken one at a time. A no-op update takes the lock on both engines (SQLite has no FOR UPDATE),
 * as users/repo.ts's lockUsers does.
 */
export function lockCompany(trx: Db, id: number) {
  return trx
    .updateTable('companies')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function insertCompany(trx: Db, row: NewCompany): Promise<number> {
  const { id } = await trx.insertInto('companies').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCompany(trx: Db, id: number, columns: Updateable<CompaniesTable>): Promise<void> {
  await trx.updateTable('companies').set(columns).where('id', '=', id).execute();
}
