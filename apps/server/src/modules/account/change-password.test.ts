import { describe, expect, it } from 'vitest';
import { call, errorOf, login, loginAnswer } from '../../test/api';
import { addMembership, buildCompany, buildUser } from '../../test/factories';
import { GUESSABLE_PASSWORD, NEW_PASSWORD } from '../../test/passwords';
import { testApp } from '../../test/test-app';

const { app, db } = await testApp();

const change = (token: string, currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
  call(app, 'POST', 'changepassword', { token, body: { currentPassword, newPassword, confirmPassword } });

describe('POST changepassword', () => {
  it('lists every rule the new password breaks (spec 01 section 5)', async () => {
    const user = await buildUser(db);
    const token = await login(app, user.username, { password: user.password });
    expect(errorOf(await change(token, '', 'abc', 'abd'))).toMatchObject({
      status: 400,
      header:
        'Current Password cannot be blank.; New Password must be at least 8 characters.; New Password must contain a digit.; ' +
        'New Password must contain an uppercase character; New Password does not match',
      body: {
        errors: [
          'Current Password cannot be blank.',
          'New Password must be at least 8 characters.',
          'New Password must contain a digit.',
          'New Password must contain an uppercase character',
          'New Password does not match',
        ],
      },
    });
    expect(errorOf(await change(token, user.password, user.password)).body.error).toBe(
      'New Password cannot be the same as the Current Password.',
    );
    expect(errorOf(await change(token, user.password, '')).body).toEqual({ error: 'New Password cannot be blank.' });
    expect(errorOf(await change(token, user.password, 'ABCDEFG1')).body.error).toBe('New Password must contain a lowercase character');
    expect(errorOf(await change(token, user.password, `Aa1${'x'.repeat(98)}`)).body.error).toBe('New Password is too long.');
  });

  it('refuses a guessable password after the spec rules and the current password, judged against the user (decision 0033)', async () => {
    const { id: companyId } = await buildCompany(db, { name: 'Wattle Logistics Pty Ltd' });
    const user = await buildUser(db, { companyId, username: 'mmoreton', name: 'Mia Moreton' });
    const token = await login(app, user.username, { password: user.password });
    const guessable = 'This password is too common or easy to guess. Add more words or characters that are hard to guess.';
    for (const password of ['Password1', 'Qwerty123!', 'Wattle2026!', 'M0reton#2026', 'Freight#2026']) {
      const refused = errorOf(await change(token, user.password, password));
      expect(refused).toMatchObject({ status: 400, header: guessable, body: { error: guessable } });
    }
    // The spec's messages come first, then the current password: only a caller who knows it
    // reaches the estimator, whose work is not throttled otherwise.
    expect(errorOf(await change(token, '', 'Password1', 'Password2')).body.errors).toEqual([
      'Current Password cannot be blank.',
      'New Password does not match',
    ]);
    expect(errorOf(await change(token, user.password, 'password1')).body.error).toBe('New Password must contain an uppercase character');
    expect(errorOf(await change(token, 'Wrong#Pass1', GUESSABLE_PASSWORD)).body.error).toBe('The Current Password is incorrect.');
    expect((await change(token, user.password, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await loginAnswer(app, user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const user = await buildUser(db);
    const token = await login(app, user.username, { password: user.password });
    expect(errorOf(await change(token, 'Wrong#Pass1', NEW_PASSWORD))).toMatchObject({
      status: 400,
      header: 'The Current Password is incorrect.',
    });
  });

  it('ends the other sessions, keeps this one, and the old password fails afterwards', async () => {
    const user = await buildUser(db);
    const mine = await login(app, user.username, { password: user.password });
    const other = await login(app, user.username, { password: user.password });
    expect((await change(mine, user.password, NEW_PASSWORD)).json()).toEqual({
      success: true,
      message: 'Your password has been changed.',
    });
    expect((await call(app, 'GET', 'login', { token: mine })).statusCode).toBe(200);
    expect(errorOf(await call(app, 'GET', 'login', { token: other }))).toMatchObject({ status: 401, statusText: 'Session expired' });
    expect((await loginAnswer(app, user.username, user.password)).statusCode).toBe(400);
    expect((await loginAnswer(app, user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works without a chosen company', async () => {
    const user = await buildUser(db);
    const second = await buildUser(db, { username: 'second' });
    await addMembership(db, { userId: user.id, companyId: second.companyId });
    const token = await login(app, user.username, { password: user.password });
    expect((await change(token, user.password, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect(errorOf(await change('', 'a', 'b')).status).toBe(401);
  });
});
