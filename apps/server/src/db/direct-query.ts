import { createHash } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { CamelCasePlugin, type UnknownRow } from 'kysely';
import type pg from 'pg';
import type { Db } from './database';
import { StatementCache } from './statement-cache';

/**
 * Runs compiled SQL straight on the driver, or answers null when the query must go through
 * Kysely after all. Rows come back with camelCase keys, as through Kysely.
 */
export type DirectQuery = (sql: string, parameters: unknown[]) => Promise<UnknownRow[]> | UnknownRow[] | null;

const directQueries = new WeakMap<Db, DirectQuery>();

/**
 * Decision 0005: Kysely's executor (connection provider, mutex, plugin hooks) cost more than
 * the statement itself on the queries every call makes. openDatabase registers a direct path
 * for the databases it opens; transactions are other Kysely instances and never take it.
 */
export function allowDirectQueries(db: Db, run: DirectQuery): void {
  directQueries.set(db, run);
}

export function directQueryOf(db: Db): DirectQuery | undefined {
  return directQueries.get(db);
}

const ownTransactionQueries = new WeakMap<Db, DirectQuery>();

/**
 * A direct path for transactions the server opens itself on SQLite's one connection, where
 * running on the driver is running inside that transaction (the group commit of
 * write-batch.ts). PostgreSQL has none: a transaction there is a connection of its own.
 */
export function allowDirectQueriesInOwnTransactions(db: Db, run: DirectQuery): void {
  ownTransactionQueries.set(db, run);
}

export function directQueryInOwnTransactionOf(db: Db): DirectQuery | undefined {
  return ownTransactionQueries.get(db);
}

/** The database's CamelCasePlugin, lending its column names to the direct path. */
export class ColumnNames extends CamelCasePlugin {
  columnName(column: string): string {
    return this.camelCase(column);
  }
}

/**
 * A pooled query, as Kysely's own driver runs one outside a transaction, but prepared: named by
 * its text, so each connection parses and plans it once, then only binds and runs it. The texts
 * are the precompiled queries', a fixed few, so each connection keeps a few dozen statements.
 */
export function postgresDirect(pool: pg.Pool, names: ColumnNames): DirectQuery {
  const statementNames = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = statementNames.get(sql);
    if (!name) statementNames.set(sql, (name = createHash('sha256').update(sql).digest('base64url').slice(0, 22)));
    return name;
  };
  return async (sql, parameters) => {
    const { rows } = await pool.query<UnknownRow>({ name: nameOf(sql), text: sql, values: parameters });
    return rows.map((row) => {
      const renamed: UnknownRow = {};
      for (const column in row) renamed[names.columnName(column)] = row[column];
      return renamed;
    });
  };
}

/**
 * A row maker for one statement's columns: an object literal with every key, compiled once.
 * Setting the keys one by one on {} costs little for a few columns, but past about sixteen V8
 * turns the object into a slow dictionary (the session answer's lookup has 31): about 1 µs to
 * build and slow to read on every call. Keys are our own column names, quoted by JSON.stringify.
 */
export function rowMaker(keys: readonly string[]): (values: readonly unknown[]) => UnknownRow {
  const fields = keys.map((key, i) => `${JSON.stringify(key)}: values[${i}]`).join(', ');
  return new Function('values', `return { ${fields} };`) as (values: readonly unknown[]) => UnknownRow;
}

/**
 * Statements in raw mode (arrays): better-sqlite3 otherwise looks up every column name in V8's
 * string table for every row, which cost more than running the query. SQLite has one
 * connection: while a Kysely transaction holds it open, a direct read would see that
 * transaction's uncommitted rows, so the query waits its turn through Kysely instead, unless
 * `insideTransaction` says the caller is that transaction.
 */
export function sqliteDirect(sqlite: SQLite.Database, names: ColumnNames, insideTransaction = false): DirectQuery {
  const statements = new StatementCache((sql) => {
    const statement = sqlite.prepare(sql);
    if (!statement.reader) return null;
    return { statement: statement.raw(true), makeRow: rowMaker(statement.columns().map((c) => names.columnName(c.name))) };
  });
  return (sql, parameters) => {
    const prepared = sqlite.inTransaction && !insideTransaction ? null : statements.get(sql);
    if (!prepared) return null;
    return (prepared.statement.all(parameters) as unknown[][]).map(prepared.makeRow);
  };
}
