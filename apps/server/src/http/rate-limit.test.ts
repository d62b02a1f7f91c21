import { describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { loadConfig } from '../config';
import { tokenHash } from '../modules/auth/tokens';
import { call, errorOf, login } from '../test/api';
import { testApp } from '../test/test-app';
import { removeEndedRateLimitWindows } from './rate-limit';

// Issue 13: every route limited per session and per address (decision 0031). Small limits here;
// sign-ins come from 127.0.0.1 and the calls under test from addresses of their own.

const SESSION_LIMIT = 5;
const ADDRESS_LIMIT = 12;
const { app, clock, db } = await testApp({
  rateLimits: { sessionPerMinute: SESSION_LIMIT, addressPerMinute: ADDRESS_LIMIT, flushIntervalMs: 20 },
});
const settings = (token: string, remoteAddress: string) => call(app, 'GET', 'settings', { token, remoteAddress });

/** The clock starts on the minute (test/clock.ts): a refusal's wait is the rest of it. */
function expectRefused(answer: Awaited<ReturnType<typeof call>>, seconds: number) {
  expect(answer.headers['retry-after']).toBe(String(seconds));
  expect(errorOf(answer)).toMatchObject({
    status: 429,
    header: SERVER_MESSAGES.tooManyRequests(seconds),
    body: { error: SERVER_MESSAGES.tooManyRequests(seconds) },
  });
}

describe('the session limit', () => {
  it(`answers 429 with Retry-After and a sentence after ${SESSION_LIMIT} calls of one session`, async () => {
    const token = await login(app, 'booker');
    for (let i = 0; i < SESSION_LIMIT; i += 1) expect((await settings(token, '192.0.2.1')).statusCode).toBe(200);
    clock.advance(15_000);
    expectRefused(await settings(token, '192.0.2.1'), 45);
    // From another address too: the limit is the session's.
    expect((await settings(token, '192.0.2.9')).statusCode).toBe(429);
    clock.advance(45_000);
    expect((await settings(token, '192.0.2.1')).statusCode).toBe(200);
  });

  it("does not hold back another session from the same address", async () => {
    const [first, second] = [await login(app, 'booker'), await login(app, 'booker')];
    for (let i = 0; i < SESSION_LIMIT; i += 1) await settings(first, '192.0.2.2');
    expect((await settings(first, '192.0.2.2')).statusCode).toBe(429);
    expect((await settings(second, '192.0.2.2')).statusCode).toBe(200);
  });

  it('counts a token sent in the body (spec 01 section 7) as its session', async () => {
    const token = await login(app, 'booker');
    for (let i = 0; i < SESSION_LIMIT; i += 1) await settings(token, '192.0.2.3');
    const inBody = await call(app, 'POST', 'changepassword', { body: { token, password: 'x', newPassword: 'y' }, remoteAddress: '192.0.2.3' });
    expect(inBody.statusCode).toBe(429);
  });

  it('keys the shared count by a hash of the token, never the token', async () => {
    const token = await login(app, 'viewer');
    await settings(token, '192.0.2.4');
    await vi.waitFor(async () => {
      const keys = (await db.selectFrom('rateLimits').select('key').execute()).map((row) => row.key);
      expect(keys).toContain(`session:${tokenHash(token)}`);
      expect(keys.some((key) => key.includes(token))).toBe(false);
    });
  });
});

describe('the address limit', () => {
  it(`refuses the ${ADDRESS_LIMIT + 1}th call from one address in a minute, whatever the session, and lapses with the window`, async () => {
    clock.advance(60_000);
    const tokens = [await login(app, 'booker'), await login(app, 'booker'), await login(app, 'booker')];
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) expect((await settings(tokens[i % 3]!, '198.51.100.5')).statusCode).toBe(200);
    const fresh = await login(app, 'booker');
    expectRefused(await settings(fresh, '198.51.100.5'), 60);
    // No session at all: refused by address as well (sign-in, public tracking, the web app's files).
    expect((await call(app, 'POST', 'login', { body: { username: 'booker', password: 'x' }, remoteAddress: '198.51.100.5' })).statusCode).toBe(429);
    expect((await settings(fresh, '198.51.100.6')).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await settings(fresh, '198.51.100.5')).statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('removes windows that have ended and keeps the current one', async () => {
    clock.advance(60_000);
    await settings(await login(app, 'booker'), '203.0.113.20');
    const current = clock.now();
    await vi.waitFor(async () => {
      expect(await db.selectFrom('rateLimits').select('key').where('windowStart', '=', current).executeTakeFirst()).toBeDefined();
    });
    await removeEndedRateLimitWindows(db, clock.now());
    const starts = (await db.selectFrom('rateLimits').select('windowStart').execute()).map((row) => row.windowStart);
    expect(new Set(starts)).toEqual(new Set([current]));
  });
});

describe('configuration', () => {
  it('reads the limits from the environment, 0 turning one off, and names a bad value', () => {
    expect(loadConfig({}).rateLimits).toMatchObject({ sessionPerMinute: 1200, addressPerMinute: 12_000 });
    expect(loadConfig({ RATE_LIMIT_SESSION_PER_MINUTE: '0', RATE_LIMIT_ADDRESS_PER_MINUTE: '90' }).rateLimits).toMatchObject({
      sessionPerMinute: 0,
      addressPerMinute: 90,
    });
    expect(() => loadConfig({ RATE_LIMIT_ADDRESS_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_ADDRESS_PER_MINUTE/);
  });
});
