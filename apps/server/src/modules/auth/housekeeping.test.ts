import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '@portal/domain/constants';
import { call, login, loginAnswer } from '../../test/api';
import { buildUser } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { removeStaleRows } from './housekeeping';
import { THROTTLE_WINDOW_MS } from './throttle';

const { app, db, clock } = await testApp();

describe('housekeeping', () => {
  it('removes sessions that can no longer be used and lapsed throttle counts, and nothing else', async () => {
    const idle = await buildUser(db, { timeoutMs: 60_000 });
    const idleToken = await login(app, idle.username, { password: idle.password });
    const busy = await buildUser(db, { timeoutMs: SESSION_ABSOLUTE_LIFETIME_MS * 2 });
    await login(app, busy.username, { password: busy.password });
    await loginAnswer(app, 'nobody', 'Wrong#Pass1');
    clock.advance(THROTTLE_WINDOW_MS);
    const live = await login(app, 'viewer');

    await removeStaleRows(db, clock.now());
    const left = await db.selectFrom('sessions').select('userId').execute();
    expect(left.map((s) => s.userId)).not.toContain(idle.id);
    expect(left.map((s) => s.userId)).toContain(busy.id);
    expect(await db.selectFrom('signInFailures').selectAll().execute()).toEqual([]);
    expect((await call(app, 'GET', 'login', { token: live })).statusCode).toBe(200);
    expect((await call(app, 'GET', 'login', { token: idleToken })).statusCode).toBe(401);

    clock.advance(SESSION_ABSOLUTE_LIFETIME_MS + 1);
    await removeStaleRows(db, clock.now());
    expect(await db.selectFrom('sessions').select('userId').where('userId', '=', busy.id).execute()).toEqual([]);
  });
});
