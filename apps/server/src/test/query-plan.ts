import { CompiledQuery, sql, type Compilable } from 'kysely';
import type { DatabaseConfig } from '../config';
import type { Db } from '../db/database';

// A query's plan as each engine words it, for the tests that say which index a read walks.
// SQLite's EXPLAIN QUERY PLAN names the index it searches; PostgreSQL is asked with sequential
// scans priced out, as a table of millions of rows prices them, since a test database is too
// small for its planner to prefer an index on its own.

export async function planOf(database: Db, kind: DatabaseConfig['kind'], query: Compilable<unknown>): Promise<string[]> {
  const compiled = query.compile();
  if (kind === 'sqlite') {
    const { rows } = await database.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]));
    return rows.map((row) => row.detail);
  }
  return database.connection().execute(async (connection) => {
    await sql`SET enable_seqscan = off`.execute(connection);
    try {
      const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
      return rows.map((row) => row['QUERY PLAN']);
    } finally {
      await sql`RESET enable_seqscan`.execute(connection);
    }
  });
}
