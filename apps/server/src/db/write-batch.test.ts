import { describe, expect, it } from 'vitest';
import { buildCompany } from '../test/factories';
import { testApp } from '../test/test-app';
import type { Db } from './database';
import { WriteBatcher } from './write-batch';

// Group commit (decision 0015) on both engines.

const { db, config } = await testApp();
const batcher = () => new WriteBatcher(db, { concurrency: config.database.kind === 'sqlite' ? 1 : 4 });
const names = async (prefix: string) =>
  (await db.selectFrom('companies').select('name').where('name', 'like', `${prefix}%`).orderBy('name').execute()).map((r) => r.name);

describe('WriteBatcher', () => {
  it('runs the writes of one moment in one transaction and answers each its own value', async () => {
    const writes = batcher();
    const transactions: Db[] = [];
    const results = await Promise.all(
      ['Batch A', 'Batch B', 'Batch C'].map((name) =>
        writes.run(async (trx) => {
          transactions.push(trx);
          return (await buildCompany(trx, { name })).name;
        }),
      ),
    );
    expect(results).toEqual(['Batch A', 'Batch B', 'Batch C']);
    expect(new Set(transactions).size).toBe(1);
    expect(await names('Batch ')).toEqual(['Batch A', 'Batch B', 'Batch C']);
  });

  it('fails only the write that failed; the others commit', async () => {
    const writes = batcher();
    const ok = writes.run(async (trx) => (await buildCompany(trx, { name: 'Isolated OK' })).id);
    const bad = writes.run(async (trx) => {
      await buildCompany(trx, { name: 'Isolated Bad' });
      throw new Error('refused');
    });
    const alsoOk = writes.run(async (trx) => (await buildCompany(trx, { name: 'Isolated OK too' })).id);
    await expect(bad).rejects.toThrow('refused');
    expect(await ok).toBeGreaterThan(0);
    expect(await alsoOk).toBeGreaterThan(0);
    expect(await names('Isolated ')).toEqual(['Isolated OK', 'Isolated OK too']);
  });

  it('keeps taking writes after a failure and while a batch commits', async () => {
    const writes = batcher();
    await expect(writes.run(async () => Promise.reject(new Error('first fails')))).rejects.toThrow('first fails');
    const first = writes.run(async (trx) => (await buildCompany(trx, { name: 'Later 1' })).id);
    // Queued while the first batch may still be committing: it joins the next one.
    await Promise.resolve();
    const second = writes.run(async (trx) => (await buildCompany(trx, { name: 'Later 2' })).id);
    await Promise.all([first, second]);
    expect(await names('Later ')).toEqual(['Later 1', 'Later 2']);
  });

  it('holds a batch while holdWhile says more writes are coming, then commits them together (decision 0052)', async () => {
    let turns = 3;
    const writes = new WriteBatcher(db, { concurrency: config.database.kind === 'sqlite' ? 1 : 4, holdWhile: () => turns-- > 0 });
    const transactions: Db[] = [];
    const write = (name: string) =>
      writes.run(async (trx) => {
        transactions.push(trx);
        return (await buildCompany(trx, { name })).name;
      });
    const first = write('Held 1');
    // Queued turns of the event loop later: without the hold the first would have committed alone.
    await new Promise((resolve) => setImmediate(resolve));
    const second = write('Held 2');
    expect(await Promise.all([first, second])).toEqual(['Held 1', 'Held 2']);
    expect(new Set(transactions).size).toBe(1);
  });

  it('holds a batch no longer than maxHoldMs', async () => {
    const writes = new WriteBatcher(db, { concurrency: config.database.kind === 'sqlite' ? 1 : 4, holdWhile: () => true, maxHoldMs: 5 });
    const started = performance.now();
    expect(await writes.run(async (trx) => (await buildCompany(trx, { name: 'Held at most' })).name)).toBe('Held at most');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('is idle only once every queued write has committed (shutdown waits on it)', async () => {
    const writes = batcher();
    await writes.idle(); // nothing queued: at once
    const settled: string[] = [];
    const all = ['Drain 1', 'Drain 2', 'Drain 3'].map((name) =>
      writes.run(async (trx) => (await buildCompany(trx, { name })).name).then((done) => settled.push(done)),
    );
    await writes.idle();
    expect(settled.sort()).toEqual(['Drain 1', 'Drain 2', 'Drain 3']);
    expect(await names('Drain ')).toEqual(['Drain 1', 'Drain 2', 'Drain 3']);
    await Promise.all(all);
  });
});
