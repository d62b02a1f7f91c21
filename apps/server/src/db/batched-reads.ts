import DataLoader from 'dataloader';
import type { Db } from './database';

// Reads by key that begin in the same turn of the event loop, made as one query (decision 0039).
// On PostgreSQL each query costs a pool connection, a round trip and the server's work of a
// statement (bind, executor start, a wake-up of its process), whatever it reads; under load
// dozens of calls want their session at once, and most of their cost was that, not the rows.
// Each read still begins after its caller asked: a batch is sent in the turn after its first
// key, never answered from a query that started before a key joined it. Only the databases
// openDatabase registers batch: a transaction has a connection of its own, and SQLite answers
// synchronously, where waiting for the next turn would only add a turn.

const batching = new WeakSet<Db>();

/** openDatabase: this database's reads wait for the server, and are worth batching. */
export function batchesReads(db: Db): void {
  batching.add(db);
}

/** Keys one query reads at most; a longer batch is split. */
export const MAX_BATCH = 64;

export interface BatchedRead<K, R> {
  /** Reads the rows of several distinct keys in one query. */
  many: (db: Db, keys: readonly K[]) => Promise<readonly R[]>;
  /** Reads one key's row: where reads are not batched. */
  one: (db: Db, key: K) => Promise<R | undefined>;
  /** The key a row answers. */
  keyOf: (row: R) => K;
}

/** A read of one key's row, batched with the others of its turn where the database batches. */
export function batchedRead<K, R>({ many, one, keyOf }: BatchedRead<K, R>): (db: Db, key: K) => Promise<R | undefined> {
  const loaders = new WeakMap<Db, DataLoader<K, R | undefined>>();
  const loaderFor = (db: Db) =>
    new DataLoader<K, R | undefined>(
      async (keys) => {
        const rows = await many(db, [...new Set(keys)]);
        const byKey = new Map(rows.map((row) => [keyOf(row), row]));
        return keys.map((key) => byKey.get(key));
      },
      // No cache: a key read twice is read twice, each time after it was asked for.
      { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (send) => setImmediate(send) },
    );
  return (db, key) => {
    if (!batching.has(db)) return one(db, key);
    let loader = loaders.get(db);
    if (!loader) loaders.set(db, (loader = loaderFor(db)));
    return loader.load(key);
  };
}
