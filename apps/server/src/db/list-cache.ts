import type { Db } from './database';
import { companyKept, type CompanyOwner } from './company-kept';

// A list's pages as last read, kept while their company's count of changes stands (decision
// 0038, company-kept.ts). A page is most of a list request's cost at scale, and the same pages
// are read again and again (the dashboard, the list after each booking, a colleague's screen)
// while the company's rows change a few times an hour. The window moves with the clock: a page
// read for an earlier window start holds every row of a later one, newest first, so it is reused
// with the rows that have left the window dropped.

/** Pages kept per list and database, the least recently read dropped first. */
export const PAGES_KEPT = 1000;

interface KeptPage<R> {
  since: number;
  rows: readonly R[];
}

export function listCache<R extends { createdAt: number }>() {
  const kept = companyKept<KeptPage<R>>(PAGES_KEPT);
  /** The rows `read` answers for the owner's page `key` at window start `since`. */
  return async function cached(db: Db, owner: CompanyOwner, key: string, since: number, read: () => Promise<R[]>): Promise<readonly R[]> {
    const page = await kept(db, owner, key, async () => ({ since, rows: await read() }), { reusable: (page) => page.since <= since });
    return page.rows.filter((row) => row.createdAt >= since);
  };
}
