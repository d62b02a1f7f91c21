import type SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query text the service builds; dynamic IN lists cannot grow it without bound. */
const STATEMENT_CACHE_SIZE = 500;

/** Prepared statements by SQL text, least recently used evicted first. */
export class StatementCache<T> {
  // Boxed: the cache holds no null, and a statement that is no reader prepares to null (direct-query.ts).
  readonly #entries: LRUCache<string, { prepared: T }>;

  constructor(prepare: (sql: string) => T, size = STATEMENT_CACHE_SIZE) {
    this.#entries = new LRUCache({ max: size, memoMethod: (sql) => ({ prepared: prepare(sql) }) });
  }

  get(sql: string): T {
    return this.#entries.memo(sql).prepared;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * Kysely's SqliteDriver calls prepare() for every query, and preparing was an eighth of a
 * session-checked call (decision 0005). This wrapper hands back one prepared statement per SQL
 * text. Sharing a statement is safe: the driver runs one query at a time on its single
 * connection, and only calls all(), run(), iterate() and reader on it.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new StatementCache<SqliteStatement>((sql) => sqlite.prepare(sql));
  return {
    prepare: (sql) => statements.get(sql),
    close(): void {
      statements.clear();
      sqlite.close();
    },
  };
}
