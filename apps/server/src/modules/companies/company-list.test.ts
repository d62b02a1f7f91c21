import { CompiledQuery, sql, type Compilable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { COMPANY_LIST_PAGE_SIZE, type CompanyListAnswer, type CompanyListRow } from '@portal/domain/carrier/company-calls';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { seedAbn } from '../../db/seed/abns';
import type { Db } from '../../db/database';
import { errorOf } from '../../test/api';
import { buildCompany } from '../../test/factories';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';
import { listCompaniesQuery } from './repo';

const { app, db, clock, config } = await testApp();
const { token } = await signedInStaff(app, db, clock, 'Pricing');

// Sixty companies more than the demo's two, named so that case and spaces matter to the order.
const TRADES = ['Timber', 'foods', 'Wines', 'hardware', 'Textiles', 'Pharmacy'];
for (let n = 1; n <= 60; n += 1) {
  await buildCompany(db, { name: `${TRADES[n % TRADES.length]} Co ${String(n).padStart(2, '0')}`, abn: seedAbn(300_000_000 + n) });
}
await buildCompany(db, { name: 'Fifty % Off Pty Ltd' });

async function list(query: Record<string, string> = {}): Promise<CompanyListAnswer> {
  const search = new URLSearchParams(query).toString();
  const response = await staffCall(app, 'GET', `companies${search ? `?${search}` : ''}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyListAnswer>();
}

async function everyPage(query: Record<string, string> = {}): Promise<CompanyListRow[]> {
  const rows: CompanyListRow[] = [];
  let page = await list(query);
  rows.push(...page.companies);
  while (page.next !== null) {
    page = await list({ ...query, after: String(page.next) });
    rows.push(...page.companies);
  }
  return rows;
}

const names = (rows: readonly CompanyListRow[]) => rows.map((r) => r.name);

describe('GET companies', () => {
  it('pages through every company by name, whatever its case, each once', async () => {
    const first = await list();
    expect(first.companies).toHaveLength(COMPANY_LIST_PAGE_SIZE);
    expect(first.next).toBe(first.companies.at(-1)!.id);
    const all = await everyPage();
    const stored = await db.selectFrom('companies').select(['id', 'name']).execute();
    expect(all).toHaveLength(stored.length);
    expect(new Set(all.map((r) => r.id)).size).toBe(stored.length);
    expect(names(all)).toEqual([...names(all)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    expect(all.find((r) => r.name === ACME)).toMatchObject({ abn: '51 824 753 556', suspendedAt: null });
  });

  it('finds any part of a name, ignoring case, and takes % as itself', async () => {
    expect(names(await everyPage({ search: 'FOODS' }))).toEqual([COASTAL, ...Array.from({ length: 10 }, (_, i) => `foods Co ${String(i * 6 + 1).padStart(2, '0')}`)]);
    expect(names((await list({ search: 'co 07' })).companies)).toEqual(['foods Co 07']);
    expect(names((await list({ search: '50%' })).companies)).toEqual([]);
    expect(names((await list({ search: 'fifty %' })).companies)).toEqual(['Fifty % Off Pty Ltd']);
  });

  it('finds an ABN written either way, or by its first digits', async () => {
    expect(names((await list({ search: '51 824 753 556' })).companies)).toEqual([ACME]);
    expect(names((await list({ search: '51824753556' })).companies)).toEqual([ACME]);
    expect(names((await list({ search: ' 5182 ' })).companies)).toEqual([ACME]);
    const abn = seedAbn(300_000_007);
    expect((await list({ search: abn })).companies).toEqual([expect.objectContaining({ name: 'foods Co 07', abn: `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}` })]);
    expect((await list({ search: '00000000000' })).companies).toEqual([]);
  });

  it('pages a search too', async () => {
    const found = await everyPage({ search: 'co' });
    expect(found.length).toBeGreaterThan(COMPANY_LIST_PAGE_SIZE * 2);
    expect(found.every((r) => r.name.toLowerCase().includes('co'))).toBe(true);
  });

  it('refuses a search longer than a list takes and an after that is no id', async () => {
    expect(errorOf(await staffCall(app, 'GET', `companies?search=${'x'.repeat(101)}`, { token })).status).toBe(400);
    expect(errorOf(await staffCall(app, 'GET', 'companies?after=abc', { token })).status).toBe(400);
    expect((await list({ after: '999999' })).companies).toEqual([]);
  });
});

/** The plan of a query: SQLite's EXPLAIN QUERY PLAN; PostgreSQL's with sequential scans priced out (db/list-plans.test.ts). */
async function planOf(database: Db, query: Compilable<unknown>): Promise<string> {
  const compiled = query.compile();
  if (config.database.kind === 'sqlite') {
    const { rows } = await database.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]));
    return rows.map((row) => row.detail).join('\n');
  }
  return database.connection().execute(async (connection) => {
    await sql`SET enable_seqscan = off`.execute(connection);
    try {
      const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await sql`RESET enable_seqscan`.execute(connection);
    }
  });
}

describe('the company list at scale (migration 0022)', () => {
  it.each([
    ['the first page', { search: '', after: null }],
    ['a later page', { search: '', after: 5 }],
    ['a name search', { search: 'timber', after: null }],
    ['an ABN search', { search: '51 824', after: 5 }],
  ])('reads %s through the list index', async (_name, page) => {
    const plan = await planOf(db, listCompaniesQuery(db, page));
    if (config.database.kind === 'sqlite') {
      expect(plan).toMatch(/(SCAN|SEARCH) companies USING (COVERING )?INDEX companies_list/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    } else {
      // The test table is small: PostgreSQL may gather a later page's rows by bitmap and sort them.
      expect(plan).toMatch(/Index (Only )?Scan using companies_list on companies|Bitmap Index Scan on companies_list/);
      expect(plan).not.toMatch(/Seq Scan on companies\b/);
    }
  });
});
