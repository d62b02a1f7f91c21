import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { LIST_PAGE_SIZE, type ListInput, type ListPage } from '@portal/domain/api/list-page';
import { listCursorText, parseListCursor } from '@portal/domain/lists/list-cursor';

// The one way the four record lists read a page (issue 12, decision 0029): the caller's company's
// rows of the 30-day window, a search over the columns a user sees, newest first on
// (created_at, id), and the page after a cursor by keyset, never OFFSET: a page deep in the list
// costs what the first one does, and a row booked meanwhile neither repeats nor hides a row.
// Each list's index leads with (company_id, created_at, id) (migration 0009), so the read walks
// the company's newest rows and stops after one page.

/** Characters LIKE treats specially, escaped so a search for '50%' finds '50%' and 'A_1' only 'A_1'. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A searched column ('c.customerRef') or an expression (a record number computed from its id). */
export type SearchColumn = string | RawBuilder<string>;

/** Any of the columns contains the text, ignoring case. */
export function searchMatch(columns: readonly SearchColumn[], text: string): RawBuilder<SqlBool> {
  const pattern = likePattern(text);
  // ESCAPE names the backslash in both engines (SQLite has no default escape character).
  const matches = columns.map((column) => sql<SqlBool>`lower(${typeof column === 'string' ? sql.ref(column) : column}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

export interface ListPageQuery extends ListInput {
  /** The window's first moment (spec 02 section 2: the last 30 days). */
  since: number;
}

/** The list's own references to its sort key, e.g. { createdAt: 'q.createdAt', id: 'q.id' }. */
export interface ListKeys {
  createdAt: string;
  id: string;
  searched: readonly SearchColumn[];
}

/**
 * One page of a list query that already has its company condition: the window, the search,
 * the rows after the cursor, newest first, one row more than a page (the next page's sign).
 */
export function pageQuery<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, keys: ListKeys, page: ListPageQuery) {
  const createdAt = sql.ref(keys.createdAt);
  const id = sql.ref(keys.id);
  let paged = query.where(sql<SqlBool>`${createdAt} >= ${page.since}`);
  const text = page.search?.trim() ?? '';
  if (text) paged = paged.where(searchMatch(keys.searched, text));
  // The schema has refused a cursor that does not parse (a 400 naming `before`).
  const before = page.before ? parseListCursor(page.before) : null;
  // A row value: both engines compare it column by column and walk the index from there.
  if (before) paged = paged.where(sql<SqlBool>`(${createdAt}, ${id}) < (${before.createdAt}, ${before.id})`);
  return paged.orderBy(createdAt, 'desc').orderBy(id, 'desc').limit(LIST_PAGE_SIZE + 1);
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
