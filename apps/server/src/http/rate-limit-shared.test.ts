import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { tokenHash } from '../modules/auth/tokens';
import { call, login } from '../test/api';
import { onCleanup } from '../test/cleanup';
import { testApp } from '../test/test-app';

// Two instances on one database share each limit (decision 0031). Each counts in memory and
// flushes to the shared table; an instance hears the others' counts at its own next flush, so a
// limit can be overshot by what the other instances let through since (rate-limit-counter.ts).

const LIMIT = 10;
const { app: a, db, config } = await testApp({
  rateLimits: { sessionPerMinute: LIMIT, addressPerMinute: 1000, flushIntervalMs: 20 },
});
const b = await buildApp(config, { db });
onCleanup(() => b.close());
await b.ready();

const token = await login(a, 'booker');
const settingsOn = (app: typeof a) => call(app, 'GET', 'settings', { token, remoteAddress: '192.0.2.50' });
const key = `session:${tokenHash(token)}`;

/** Waits until the shared count reaches `hits`, then for the flush's answer to be taken in. */
async function sharedCountIs(hits: number) {
  await vi.waitFor(async () => {
    const row = await db.selectFrom('rateLimits').select('hits').where('key', '=', key).executeTakeFirst();
    expect(row?.hits).toBe(hits);
  });
  await new Promise((resolve) => setImmediate(resolve));
}

describe('two instances on one database', () => {
  it('add their calls up to one limit, overshooting by no more than one flush of the other instance', async () => {
    for (let i = 0; i < 6; i += 1) expect((await settingsOn(a)).statusCode).toBe(200);
    await sharedCountIs(6);
    // B has counted nothing itself; the shared total it hears at its flush holds A's six.
    for (let i = 0; i < 4; i += 1) expect((await settingsOn(b)).statusCode).toBe(200);
    await sharedCountIs(10);
    expect((await settingsOn(b)).statusCode).toBe(429);
    // A last heard 6: one call of overshoot, the documented slack, until its flush brings the total.
    expect((await settingsOn(a)).statusCode).toBe(200);
    await sharedCountIs(12);
    expect((await settingsOn(a)).statusCode).toBe(429);
    expect((await settingsOn(b)).statusCode).toBe(429);
  });
});
