import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { batchesReads } from './batched-reads';
import { countsCompanyChanges } from './company-changes';
import { allowDirectQueries, allowDirectQueriesInOwnTransactions, ColumnNames, postgresDirect, sqliteDirect } from './direct-query';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;
export type Engine = DatabaseConfig['kind'];

const INT8_OID = 20;

// Timestamps are bigint in PostgreSQL; pg answers int8 as strings unless told otherwise.
// Epoch milliseconds stay far below 2^53, so numbers are exact. Scoped to our pools only.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export function openDatabase(config: DatabaseConfig): Db {
  const names = new ColumnNames();
  const plugins = [names];
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, types: pgTypes, max: 10 });
    // An idle client whose server connection ends (a restart, a dropped test database) is
    // discarded by the pool and replaced on the next query; without a listener the 'error'
    // event would crash the process. pool.end() does not wait for its clients to close, so a
    // test database dropped right after it ends them this way too.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    allowDirectQueries(db, postgresDirect(pool, names));
    batchesReads(db);
    countsCompanyChanges(db);
    return db;
  }
  mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL lets readers run beside the writer; FULL fsyncs each commit so a crash loses nothing
  // acknowledged; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins });
  allowDirectQueries(db, sqliteDirect(sqlite, names));
  allowDirectQueriesInOwnTransactions(db, sqliteDirect(sqlite, names, true));
  countsCompanyChanges(db);
  return db;
}
