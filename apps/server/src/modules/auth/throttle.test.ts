import { describe, expect, it } from 'vitest';
import { call, errorOf, loginAnswer } from '../../test/api';
import { buildUser } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { ADDRESS_FAILURE_LIMIT, THROTTLE_WINDOW_MS, USERNAME_FAILURE_LIMIT } from './throttle';

const { app, db, clock } = await testApp();

// Each test signs in from its own address, so the per-address count of one test does not
// spill into the next.
let lastOctet = 0;
const address = () => `10.1.0.${++lastOctet}`;

async function failTimes(username: string, times: number, from: string) {
  for (let i = 0; i < times; i++) {
    expect((await loginAnswer(app, username, 'Wrong#Pass1', from)).statusCode).toBe(400);
  }
}

describe('sign-in throttle (decision 0002)', () => {
  it(`answers 429 after ${USERNAME_FAILURE_LIMIT} failures of one username, even with the right password`, async () => {
    const user = await buildUser(db);
    const from = address();
    await failTimes(user.username, USERNAME_FAILURE_LIMIT, from);
    const blocked = errorOf(await loginAnswer(app, user.username, user.password, from));
    expect(blocked).toMatchObject({
      status: 429,
      header: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
    // The username is blocked from every address, whatever its case.
    expect((await loginAnswer(app, user.username.toUpperCase(), user.password, address())).statusCode).toBe(429);
  });

  it('lapses when the window ends', async () => {
    const user = await buildUser(db);
    const from = address();
    await failTimes(user.username, USERNAME_FAILURE_LIMIT, from);
    clock.advance(THROTTLE_WINDOW_MS - 60_000);
    expect(errorOf(await loginAnswer(app, user.username, user.password, from))).toMatchObject({
      status: 429,
      header: 'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    });
    clock.advance(60_000);
    expect((await loginAnswer(app, user.username, user.password, from)).statusCode).toBe(200);
  });

  it('does not count blocked attempts, so the block cannot be prolonged', async () => {
    const user = await buildUser(db);
    const from = address();
    await failTimes(user.username, USERNAME_FAILURE_LIMIT, from);
    for (let i = 0; i < 3; i++) {
      clock.advance(4 * 60_000);
      expect((await loginAnswer(app, user.username, 'Wrong#Pass1', from)).statusCode).toBe(429);
    }
    clock.advance(THROTTLE_WINDOW_MS - 12 * 60_000);
    expect((await loginAnswer(app, user.username, user.password, from)).statusCode).toBe(200);
  });

  it('throttles an unknown username exactly like a known one', async () => {
    const from = address();
    const unknown = [];
    const known = [];
    const user = await buildUser(db);
    for (let i = 0; i <= USERNAME_FAILURE_LIMIT; i++) {
      unknown.push(errorOf(await loginAnswer(app, 'ghost', 'Wrong#Pass1', from)));
      known.push(errorOf(await loginAnswer(app, user.username, 'Wrong#Pass1', from)));
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)?.status).toBe(429);
  });

  it('clears the count of a username on a successful sign-in', async () => {
    const user = await buildUser(db);
    const from = address();
    await failTimes(user.username, USERNAME_FAILURE_LIMIT - 1, from);
    expect((await loginAnswer(app, user.username, user.password, from)).statusCode).toBe(200);
    await failTimes(user.username, USERNAME_FAILURE_LIMIT - 1, from);
    expect((await loginAnswer(app, user.username, user.password, from)).statusCode).toBe(200);
  });

  it(`blocks an address after ${ADDRESS_FAILURE_LIMIT} failures across usernames`, async () => {
    const from = address();
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      expect((await loginAnswer(app, `spray${i}`, 'Wrong#Pass1', from)).statusCode).toBe(400);
    }
    const user = await buildUser(db);
    expect((await loginAnswer(app, user.username, user.password, from)).statusCode).toBe(429);
    expect((await loginAnswer(app, user.username, user.password, address())).statusCode).toBe(200);
  });

  it('also counts wrong current passwords on changepassword', async () => {
    const user = await buildUser(db);
    const token = (await loginAnswer(app, user.username, user.password, address())).json<{ user: { token: string } }>().user.token;
    const attempt = () =>
      call(app, 'POST', 'changepassword', {
        token,
        body: { currentPassword: 'Guess#Pass1', newPassword: 'Next#Pass22', confirmPassword: 'Next#Pass22' },
      });
    for (let i = 0; i < USERNAME_FAILURE_LIMIT; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
