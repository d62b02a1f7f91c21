import { LRUCache } from 'lru-cache';
import { readsCountedRows } from '../../db/company-changes';
import type { Db } from '../../db/database';

// A list's pages as last read, kept while their company's count of changes stands (decision
// 0038). A page is most of a list request's cost at scale, and the same pages are read again and
// again (the dashboard, the list after each booking, a colleague's screen) while the company's
// rows change a few times an hour. The triggers count every write, whatever made it, so a kept
// page is never older than the committed rows. The window moves with the clock: a page read for
// an earlier window start holds every row of a later one, newest first, so it is reused with the
// rows that have left the window dropped.

/** Whose list: the caller's company and its count of changes, read before the rows (AuthContext). */
export interface ListOwner {
  companyId: number;
  companyChanges: number;
}

/** Pages kept per list and database, the least recently read dropped first. */
export const PAGES_KEPT = 1000;

interface KeptPage<R> {
  changes: number;
  since: number;
  rows: readonly R[];
}

export function listCache<R extends { createdAt: number }>() {
  const kept = new WeakMap<Db, LRUCache<string, KeptPage<R>>>();
  /**
   * The rows `read` answers for the owner's page `key` at window start `since`. The owner's count
   * was read before the rows: a write committed in between makes the page kept look older than it
   * is, never newer.
   */
  return async function cached(db: Db, { companyId, companyChanges: changes }: ListOwner, key: string, since: number, read: () => Promise<R[]>): Promise<readonly R[]> {
    if (!readsCountedRows(db)) return read();
    let pages = kept.get(db);
    if (!pages) kept.set(db, (pages = new LRUCache({ max: PAGES_KEPT })));
    const pageKey = `${companyId} ${key}`;
    const page = pages.get(pageKey);
    if (page && page.changes === changes && page.since <= since) {
      return page.rows.filter((row) => row.createdAt >= since);
    }
    const rows = await read();
    pages.set(pageKey, { changes, since, rows });
    return rows;
  };
}
