import { LRUCache } from 'lru-cache';
import { readsCountedRows } from './company-changes';
import type { Db } from './database';

// What a company's rows answered, kept while the company's count of changes stands (decision
// 0038): a list's pages, a consignment's view, its tracking. The triggers count every write to
// the rows these read, whatever made it, on any instance, so a kept answer is never older than
// the committed rows. The caller's count comes with its session (AuthContext.companyChanges),
// read before anything the call reads: a write committed in between makes what is kept look older
// than it is, never newer.

/** Whose rows: the caller's company and its count of changes as its session was read. */
export interface CompanyOwner {
  companyId: number;
  companyChanges: number;
}

interface Kept<V> {
  changes: number;
  value: V;
}

/**
 * A keeper of `max` answers per database, the least recently read dropped first. `read` answers
 * what is not kept, or was kept at another count, or that `reusable` refuses; `keep` may refuse
 * an answer that is not the owner's to keep.
 */
export function companyKept<V extends object>(max: number) {
  const kept = new WeakMap<Db, LRUCache<string, Kept<V>>>();
  return async function keptOrRead(
    db: Db,
    { companyId, companyChanges: changes }: CompanyOwner,
    key: string,
    read: () => Promise<V>,
    { reusable = () => true, keep = () => true }: { reusable?: (value: V) => boolean; keep?: (value: V) => boolean } = {},
  ): Promise<V> {
    // A transaction reads its own writes, which may yet roll back.
    if (!readsCountedRows(db)) return read();
    let answers = kept.get(db);
    if (!answers) kept.set(db, (answers = new LRUCache({ max })));
    const ownerKey = `${companyId} ${key}`;
    const found = answers.get(ownerKey);
    if (found && found.changes === changes && reusable(found.value)) return found.value;
    const value = await read();
    if (keep(value)) answers.set(ownerKey, { changes, value });
    return value;
  };
}
