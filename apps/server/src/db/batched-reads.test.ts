import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedRead, batchesReads, MAX_BATCH } from './batched-reads';
import type { Db } from './database';

// Decision 0039: reads by key that begin in one turn of the event loop are one query.

interface Row {
  key: string;
  value: number;
}

/** A read whose queries are recorded; a key starting with 'missing' has no row. */
function recordedRead() {
  const batches: string[][] = [];
  const singles: string[] = [];
  const rowOf = (key: string): Row | undefined => (key.startsWith('missing') ? undefined : { key, value: key.length });
  const read = batchedRead<string, Row>({
    many: async (_db, keys) => {
      batches.push([...keys]);
      return keys.flatMap((key) => rowOf(key) ?? []);
    },
    one: async (_db, key) => {
      singles.push(key);
      return rowOf(key);
    },
    keyOf: (row) => row.key,
  });
  return { read, batches, singles };
}

const batchingDb = () => {
  const db = {} as Db;
  batchesReads(db);
  return db;
};

describe('batchedRead', () => {
  it("reads a turn's keys in one query, each distinct key once, and answers each caller its own row", async () => {
    const { read, batches } = recordedRead();
    const db = batchingDb();
    const answers = await Promise.all(['a', 'bb', 'missing', 'a'].map((key) => read(db, key)));
    expect(batches).toEqual([['a', 'bb', 'missing']]);
    expect(answers).toEqual([{ key: 'a', value: 1 }, { key: 'bb', value: 2 }, undefined, { key: 'a', value: 1 }]);
  });

  it('sends a key asked for after its batch left in a batch of its own, never the answer of a query begun before it', async () => {
    const { read, batches } = recordedRead();
    const db = batchingDb();
    const first = read(db, 'a');
    await nextTurn();
    // The first batch has been sent; its query may not have answered yet.
    const second = read(db, 'a');
    expect(await Promise.all([first, second])).toEqual([{ key: 'a', value: 1 }, { key: 'a', value: 1 }]);
    expect(batches).toEqual([['a'], ['a']]);
  });

  it(`splits a turn of more than ${MAX_BATCH} keys`, async () => {
    const { read, batches } = recordedRead();
    const db = batchingDb();
    const keys = Array.from({ length: MAX_BATCH + 1 }, (_, i) => `k${i}`);
    await Promise.all(keys.map((key) => read(db, key)));
    expect(batches.map((batch) => batch.length)).toEqual([MAX_BATCH, 1]);
  });

  it('rejects every read of a batch whose query failed', async () => {
    const read = batchedRead<string, Row>({
      many: async () => {
        throw new Error('connection lost');
      },
      one: async () => undefined,
      keyOf: (row) => row.key,
    });
    const db = batchingDb();
    const results = await Promise.allSettled([read(db, 'a'), read(db, 'b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('reads one key at a time on a database that does not batch (SQLite, a transaction)', async () => {
    const { read, batches, singles } = recordedRead();
    const db = {} as Db;
    expect(await Promise.all([read(db, 'a'), read(db, 'missing')])).toEqual([{ key: 'a', value: 1 }, undefined]);
    expect(singles).toEqual(['a', 'missing']);
    expect(batches).toEqual([]);
  });
});
