import type { Db } from './database';
import { precompiled } from './precompiled';

// Each company's count of changes to its record lists' rows, kept by the triggers of migrations
// 0016 (SQLite) and 0017 (PostgreSQL), decision 0038. openDatabase registers the databases it
// opens; a transaction is not one of them, and its callers read the rows themselves.

const counted = new WeakSet<Db>();

/** openDatabase: this database's triggers count its companies' changes. */
export function countsCompanyChanges(db: Db): void {
  counted.add(db);
}

const changesOf = precompiled<{ companyId: number }, { changes: number }>((db, p) =>
  db.selectFrom('companyChanges').select('changes').where('companyId', '=', p.companyId),
);

/** The company's count as committed now (0 before its first change), or null where none is kept. */
export async function companyChanges(db: Db, companyId: number): Promise<number | null> {
  if (!counted.has(db)) return null;
  const [row] = await changesOf(db, { companyId });
  return row?.changes ?? 0;
}
