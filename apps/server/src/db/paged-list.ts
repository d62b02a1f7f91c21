import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { LIST_PAGE_SIZE, type ListInput, type ListPage } from '@portal/domain/api/list-page';
import { listCursorText, parseListCursor, type ListCursor } from '@portal/domain/lists/list-cursor';
import type { Db } from './database';
import { precompiled } from './precompiled';
import type { CompanyOwner } from './company-kept';
import { listCache } from './list-cache';

// The one way the four record lists read a page (issue 12, decision 0029): the caller's company's
// rows of the 30-day window, a search over the columns a user sees, newest first on
// (created_at, id), and the page after a cursor by keyset, never OFFSET: a page deep in the list
// costs what the first one does, and a row booked meanwhile neither repeats nor hides a row.
// Each list's index leads with (company_id, created_at, id) (migration 0009), so the read walks
// the company's newest rows and stops after one page.

/**
 * Characters LIKE treats specially, escaped so a search for '50%' finds '50%' and 'A_1' only 'A_1'.
 * Control characters are dropped: no searched column holds one, and migration 0013 joins the
 * searched columns with one, which a search must not match across.
 */
export const likePattern = (text: string) =>
  // eslint-disable-next-line no-control-regex
  `%${text.toLowerCase().replace(/[\u0000-\u001f]/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A searched column ('c.customerRef') or an expression (a record number computed from its id). */
export type SearchColumn = string | RawBuilder<string>;

/** Any of the columns matches a likePattern, ignoring case. */
export function searchMatch(columns: readonly SearchColumn[], pattern: string): RawBuilder<SqlBool> {
  // ESCAPE names the backslash in both engines (SQLite has no default escape character).
  const matches = columns.map((column) => sql<SqlBool>`lower(${typeof column === 'string' ? sql.ref(column) : column}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

export interface ListPageQuery extends ListInput {
  /** The window's first moment (spec 02 section 2: the last 30 days). */
  since: number;
}

/** How a list searches (the search box: number, references and parties). */
export type ListSearch =
  /** Any of these columns contains the text: tried on each of the window's rows. */
  | { columns: readonly SearchColumn[] }
  /**
   * A generated column holding the searched columns lowercased (migration 0013) that the list's
   * index carries: the page's ids are found from the index alone, then only their rows are read.
   */
  | { indexedColumn: string };

/** The list's own references to its company and sort key, e.g. { companyId: 'q.companyId', createdAt: 'q.createdAt', id: 'q.id' }, and its search. */
export interface ListKeys {
  companyId: string;
  createdAt: string;
  id: string;
  search: ListSearch;
}

/** A page's values as its SQL takes them: the search as a LIKE pattern, the cursor parsed. */
interface PageValues {
  companyId: number;
  since: number;
  pattern: string | null;
  before: ListCursor | null;
}

function pageValues(companyId: number, page: ListPageQuery): PageValues {
  const text = page.search?.trim() ?? '';
  // The schema has refused a cursor that does not parse (a 400 naming `before`).
  return { companyId, since: page.since, pattern: text ? likePattern(text) : null, before: page.before ? parseListCursor(page.before) : null };
}

/**
 * One page of a list's rows (`query`: the table, joins and columns, every company's): the
 * company's, the window, the search, the rows after the cursor, newest first, one row more than a
 * page (the next page's sign).
 */
function pageQuery<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, keys: ListKeys, page: PageValues) {
  const createdAt = sql.ref(keys.createdAt);
  const id = sql.ref(keys.id);
  const newestFirst = <Q extends SelectQueryBuilder<DB, TB, unknown>>(q: Q) => q.orderBy(createdAt, 'desc').orderBy(id, 'desc') as Q;
  const paged = <P>(rows: SelectQueryBuilder<DB, TB, P>, condition: RawBuilder<SqlBool> | null) => {
    let q = rows.where(sql<SqlBool>`${sql.ref(keys.companyId)} = ${page.companyId}`).where(sql<SqlBool>`${createdAt} >= ${page.since}`);
    if (condition) q = q.where(condition);
    // A row value: both engines compare it column by column and walk the index from there.
    if (page.before) q = q.where(sql<SqlBool>`(${createdAt}, ${id}) < (${page.before.createdAt}, ${page.before.id})`);
    return newestFirst(q).limit(LIST_PAGE_SIZE + 1);
  };
  if (page.pattern === null) return paged(query, null);
  if ('columns' in keys.search) return paged(query, searchMatch(keys.search.columns, page.pattern));
  // The page's ids from the index (the same joins and conditions, no columns), then those rows by
  // id: the company condition stays inside, or a planner could walk the company's index instead.
  const match = sql<SqlBool>`${sql.ref(keys.search.indexedColumn)} like ${page.pattern} escape '\\'`;
  const ids = paged(query.clearSelect().select(sql<number>`${id}`.as('pageId')), match);
  return newestFirst(query.where(sql<SqlBool>`${id} in (${ids})`));
}

type PageSlots = {
  companyId: number;
  since: number;
  pattern: string;
  beforeCreatedAt: number;
  beforeId: number;
};

/**
 * A list's read from its rows (`rowsOf`: the table, joins and columns; the company condition is
 * pageQuery's). Each list request is a hot call like the session check (decision 0005): building
 * and compiling the query through Kysely cost as much as SQLite running it, so each of its four
 * shapes (with or without a search, with or without a cursor) is compiled once and run on the
 * driver. A page read is kept while its company's rows stand still (list-cache.ts,
 * decision 0038). `query` builds the same SQL with its values in place (db/list-plans.test.ts
 * asks for its plans).
 */
export function pagedList<DB, TB extends keyof DB, O extends { createdAt: number }>(rowsOf: (db: Db) => SelectQueryBuilder<DB, TB, O>, keys: ListKeys) {
  const shapes = [false, true].flatMap((search) =>
    [false, true].map((cursor) =>
      precompiled<PageSlots, O>((db, p) =>
        pageQuery(rowsOf(db), keys, {
          companyId: p.companyId,
          since: p.since,
          pattern: search ? p.pattern : null,
          before: cursor ? { createdAt: p.beforeCreatedAt, id: p.beforeId } : null,
        }),
      ),
    ),
  );
  const cached = listCache<O>();
  return {
    query: (db: Db, companyId: number, page: ListPageQuery) => pageQuery(rowsOf(db), keys, pageValues(companyId, page)),
    run(db: Db, owner: CompanyOwner, page: ListPageQuery): Promise<readonly O[]> {
      const { companyId } = owner;
      const { since, pattern, before } = pageValues(companyId, page);
      const run = shapes[(pattern === null ? 0 : 2) + (before === null ? 0 : 1)]!;
      const key = JSON.stringify([pattern, before?.createdAt, before?.id]);
      return cached(db, owner, key, since, () =>
        run(db, { companyId, since, pattern: pattern ?? '', beforeCreatedAt: before?.createdAt ?? 0, beforeId: before?.id ?? 0 }),
      );
    },
  };
}

/** The page's rows and the cursor of the next page (null when the extra row was not there). */
export function pageOf<R extends { createdAt: number; id: number }>(rows: readonly R[], since: number): ListPage & { rows: readonly R[] } {
  if (rows.length <= LIST_PAGE_SIZE) return { since, next: null, rows };
  const page = rows.slice(0, LIST_PAGE_SIZE);
  const last = page[page.length - 1]!;
  return { since, next: listCursorText({ createdAt: last.createdAt, id: last.id }), rows: page };
}

/** A party's columns a search reads: business, contact name and suburb. */
export const partySearchColumns = (...parties: ('sender' | 'receiver')[]): string[] =>
  parties.flatMap((party) => [`${party}Company`, `${party}FullName`, `${party}Suburb`]);

/** Columns of one table of a join, e.g. inTable('c', ...partySearchColumns('sender')). */
export const inTable = (alias: string, ...columns: string[]): string[] => columns.map((column) => `${alias}.${column}`);
