import { sql } from 'kysely';
import type { Db } from '../../db/database';

// Row counts of every table, to prove a refused request wrote nothing (issue 13).

export type RowCounts = Record<string, number>;

let tables: string[] | null = null;

export async function rowCounts(db: Db): Promise<RowCounts> {
  tables ??= (await db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
  const counts: RowCounts = {};
  for (const name of tables) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(row.rows[0]!.n);
  }
  return counts;
}

/** Counts of requests, written for every request whatever its answer (decision 0031). */
const BOOKKEEPING = ['rate_limits'];

/** Tables with more rows than before, as 'table +n'. */
export function grownTables(before: RowCounts, after: RowCounts, allowed: readonly string[] = []): string[] {
  return Object.keys(after)
    .filter((name) => after[name]! > (before[name] ?? 0) && !allowed.includes(name) && !BOOKKEEPING.includes(name))
    .map((name) => `${name} +${after[name]! - (before[name] ?? 0)}`);
}
