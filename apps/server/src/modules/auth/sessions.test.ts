import type { Settings } from '@portal/domain/account/settings';
import { describe, expect, it } from 'vitest';
import type { KeepAliveAnswer, Session } from '@portal/domain/api/session';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '@portal/domain/constants';
import { ROLE } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { buildUser } from '../../test/factories';
import { testApp } from '../../test/test-app';

const { app, db, clock } = await testApp();
const MINUTE = 60_000;

function expectSessionExpired(response: Awaited<ReturnType<typeof call>>) {
  expect(errorOf(response)).toEqual({
    status: 401,
    statusText: 'Session expired',
    header: 'Session expired',
    body: { error: 'Session expired' },
  });
}

describe('GET login (start-up check and keep-alive)', () => {
  it('answers the user with the same token and the server time as lastActive, without the options', async () => {
    const token = await login(app, 'booker');
    clock.advance(5 * MINUTE);
    const response = await call(app, 'GET', 'login', { token });
    expect(response.statusCode).toBe(200);
    const answer = response.json<KeepAliveAnswer>();
    expect(answer.user).toMatchObject({ username: 'booker', token, lastActive: clock.now(), company: { name: 'Acme Hardware Pty Ltd' } });
    // Spec 01 section 3: the options are delivered at sign-in (POST and PUT login) only.
    expect(Object.keys(answer)).toEqual(['user']);
    expect(answer).not.toHaveProperty('options');
  });

  it('ends a session idle for longer than the user timeout', async () => {
    const user = await buildUser(db, { timeoutMs: 10 * MINUTE });
    const token = await login(app, user.username, { password: user.password });
    clock.advance(10 * MINUTE + 1);
    expectSessionExpired(await call(app, 'GET', 'login', { token }));
    // Once expired it stays expired, even if the clock went back.
    clock.advance(-5 * MINUTE);
    expectSessionExpired(await call(app, 'GET', 'login', { token }));
  });

  it('keep-alive extends the idle limit but not the absolute lifetime', async () => {
    const user = await buildUser(db, { timeoutMs: 20 * MINUTE });
    const token = await login(app, user.username, { password: user.password });
    const started = clock.now();
    // A call every 15 minutes keeps a 20-minute session alive...
    while (clock.now() - started + 15 * MINUTE <= SESSION_ABSOLUTE_LIFETIME_MS) {
      clock.advance(15 * MINUTE);
      expect((await call(app, 'GET', 'login', { token })).statusCode).toBe(200);
    }
    // ...until 12 hours after sign-in.
    clock.set(started + SESSION_ABSOLUTE_LIFETIME_MS + 1);
    expectSessionExpired(await call(app, 'GET', 'login', { token }));
  });

  it('counts every authenticated call as activity', async () => {
    const user = await buildUser(db, { timeoutMs: 10 * MINUTE });
    const token = await login(app, user.username, { password: user.password });
    for (let i = 0; i < 3; i++) {
      clock.advance(8 * MINUTE);
      expect((await call(app, 'GET', 'settings', { token })).statusCode).toBe(200);
    }
  });

  it('writes activity only when it is more than a second old', async () => {
    const token = await login(app, 'viewer');
    const before = await db.selectFrom('sessions').select('lastActiveAt').orderBy('id', 'desc').executeTakeFirstOrThrow();
    clock.advance(500);
    await call(app, 'GET', 'login', { token });
    const after = await db.selectFrom('sessions').select('lastActiveAt').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(after.lastActiveAt).toBe(before.lastActiveAt);
    clock.advance(1000);
    await call(app, 'GET', 'login', { token });
    const later = await db.selectFrom('sessions').select('lastActiveAt').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(later.lastActiveAt).toBe(clock.now());
  });

  it('refuses a missing or unknown token with Session expired', async () => {
    expectSessionExpired(await call(app, 'GET', 'login'));
    expectSessionExpired(await call(app, 'GET', 'login', { token: 'not-a-token' }));
    expectSessionExpired(await call(app, 'GET', 'settings'));
    expectSessionExpired(await call(app, 'POST', 'users', { body: { users: 'not even valid' } }));
  });

  it('tells browsers and proxies not to keep the answer', async () => {
    const token = await login(app, 'viewer');
    expect((await call(app, 'GET', 'login', { token })).headers['cache-control']).toBe('no-store');
  });

  it('stores only a hash of the token', async () => {
    const token = await login(app, 'viewer');
    const rows = await db.selectFrom('sessions').select('tokenHash').execute();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('reads the user, role, permissions and company afresh on every call (decision 0005)', async () => {
    const user = await buildUser(db, { role: ROLE.bookingOfficer });
    const token = await login(app, user.username, { password: user.password });
    await db.updateTable('users').set({ name: 'Renamed Elsewhere' }).where('id', '=', user.id).execute();
    await db.updateTable('memberships').set({ roleId: ROLE.readOnly }).where('userId', '=', user.id).execute();
    await db.updateTable('companies').set({ name: 'Renamed Company Pty Ltd', requirePo: 1 }).where('id', '=', user.companyId).execute();
    const answer = (await call(app, 'GET', 'login', { token })).json<KeepAliveAnswer>();
    expect(answer.user).toMatchObject({
      name: 'Renamed Elsewhere',
      permissions: { Quotations: { add: false, view: true } },
      company: { id: user.companyId, name: 'Renamed Company Pty Ltd' },
    });
    // The companies list is the session's snapshot (decision 0005): the chosen company, by id.
    expect(answer.user.companies.map((c) => c.id)).toEqual([user.companyId]);
    expect(answer).not.toHaveProperty('options');
    expect((await call(app, 'GET', 'settings', { token })).json()).toMatchObject({ name: 'Renamed Elsewhere', role: 'Read Only' });
  });
});

describe('the token in the payload (spec 01 section 7)', () => {
  it('is accepted in the query string of GET and DELETE', async () => {
    const token = await login(app, 'booker');
    expect((await app.inject({ method: 'GET', url: '/portal/login', query: { token } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/portal/settings', query: { token } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/portal/login', query: { token } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/portal/login', query: { token } })).statusCode).toBe(401);
  });

  it('is accepted in the JSON body of POST and PUT', async () => {
    const token = await login(app, 'admin');
    const { user } = (await app.inject({ method: 'PUT', url: '/portal/login', payload: { token, id: 1 } })).json<Session>();
    const { version } = (await call(app, 'GET', 'settings', { token: user.token })).json<Settings>();
    const saved = await app.inject({
      method: 'POST',
      url: '/portal/settings',
      payload: { token: user.token, name: 'Alex Admin', phone: '(07) 5550 0101', email: 'admin@portal.example', version },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('is accepted as a Bearer header on every call', async () => {
    const token = await login(app, 'booker');
    expect((await call(app, 'GET', 'settings', { token })).statusCode).toBe(200);
  });
});

describe('DELETE login (logout)', () => {
  it('ends the session', async () => {
    const token = await login(app, 'booker');
    const response = await call(app, 'DELETE', 'login', { token });
    expect(response.json()).toEqual({ success: true, message: 'You have been logged out.' });
    expectSessionExpired(await call(app, 'GET', 'login', { token }));
    expectSessionExpired(await call(app, 'DELETE', 'login', { token }));
  });

  it('leaves the other sessions of the user alone', async () => {
    const first = await login(app, 'viewer');
    const second = await login(app, 'viewer');
    await call(app, 'DELETE', 'login', { token: first });
    expect((await call(app, 'GET', 'login', { token: second })).statusCode).toBe(200);
  });
});
