import { setImmediate as nextTurn } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ArrivalOrder, installArrivalOrder, SLICE_MS } from './arrival-order';

/** Resolves once the queue has started everything (each slice is one or more loop turns). */
async function drained(order: ArrivalOrder): Promise<void> {
  while (order.length > 0) await nextTurn();
  await nextTurn();
}

/** A queue on a fake clock holding `count` requests, each `ms` of that clock's work; `onStart(i)` runs as request i starts. */
function timedQueue(count: number, ms: number, onStart: (i: number) => void): ArrivalOrder {
  let now = 0;
  const order = new ArrivalOrder(() => now);
  for (let i = 0; i < count; i++) {
    order.enqueue(() => {
      onStart(i);
      now += ms;
    });
  }
  return order;
}

describe('requests start in the order they arrived (decision 0037)', () => {
  it('starts each request after the one before it, promise jobs and all', async () => {
    const order = new ArrivalOrder();
    const log: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      order.enqueue(() => {
        log.push(`${name} starts`);
        void Promise.resolve()
          .then(() => log.push(`${name} queries`))
          .then(() => log.push(`${name} answers`));
      });
    }
    expect(log).toEqual([]);
    await drained(order);
    expect(log).toEqual(['a starts', 'a queries', 'a answers', 'b starts', 'b queries', 'b answers', 'c starts', 'c queries', 'c answers']);
  });

  it('serves a request that arrives during a slice after the ones already waiting', async () => {
    const order = new ArrivalOrder();
    const log: string[] = [];
    order.enqueue(() => {
      log.push('first');
      // Arrives while the slice runs: the loop's next poll would find it.
      order.enqueue(() => log.push('late'));
    });
    order.enqueue(() => log.push('second'));
    order.enqueue(() => log.push('third'));
    await drained(order);
    expect(log).toEqual(['first', 'second', 'third', 'late']);
  });

  it('ends a slice when its time is up, and lets the loop turn before the next', async () => {
    const log: string[] = [];
    // Each request takes half a slice.
    const order = timedQueue(6, SLICE_MS / 2, (i) => {
      log.push(`start ${i}`);
      // Runs in the loop's next turn, so it shows where one turn ended.
      setImmediate(() => log.push(`turn after ${i}`));
    });
    await drained(order);
    await nextTurn();
    expect(log).toEqual([
      ...['start 0', 'start 1', 'turn after 0', 'turn after 1'],
      ...['start 2', 'start 3', 'turn after 2', 'turn after 3'],
      ...['start 4', 'start 5', 'turn after 4', 'turn after 5'],
    ]);
  });

  it('starts the first request of a slice however long the one before took', async () => {
    const started: number[] = [];
    const order = timedQueue(3, SLICE_MS * 10, (i) => started.push(i));
    await drained(order);
    expect(started).toEqual([0, 1, 2]);
  });

  it('leaves nothing scheduled once the queue is empty, and starts again on the next request', async () => {
    const order = new ArrivalOrder();
    const log: number[] = [];
    order.enqueue(() => log.push(1));
    await drained(order);
    expect(order.length).toBe(0);
    order.enqueue(() => log.push(2));
    await drained(order);
    expect(log).toEqual([1, 2]);
  });

  it('runs before any other hook of every route', async () => {
    const app = Fastify();
    const order = installArrivalOrder(app);
    const seen: number[] = [];
    app.addHook('onRequest', (_request, _reply, done) => {
      seen.push(order.length);
      done();
    });
    app.get('/x', async () => ({ ok: true }));
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject('/x')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // The first waited with the other four behind it; each later one with fewer.
    expect(seen).toEqual([4, 3, 2, 1, 0]);
    await app.close();
  });
});
