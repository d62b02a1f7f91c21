import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query text the service builds; dynamic IN lists cannot grow it without bound. */
const STATEMENT_CACHE_SIZE = 500;

/** Prepared statements by SQL text, least recently used evicted first. */
export class StatementCache<T> {
  readonly #entries = new Map<string, T>();

  constructor(
    private readonly prepare: (sql: string) => T,
    private readonly size = STATEMENT_CACHE_SIZE,
  ) {}

  get(sql: string): T {
    let entry = this.#entries.get(sql);
    if (entry !== undefined) {
      // Map keeps insertion order: moving a hit to the end makes the first key the coldest.
      this.#entries.delete(sql);
    } else {
      entry = this.prepare(sql);
      if (this.#entries.size >= this.size) this.#entries.delete(this.#entries.keys().next().value as string);
    }
    this.#entries.set(sql, entry);
    return entry;
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
