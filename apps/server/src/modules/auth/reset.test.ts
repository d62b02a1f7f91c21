import { describe, expect, it } from 'vitest';
import type { KeepAliveAnswer, Session } from '@portal/domain/api/session';
import { call, errorOf, loginAnswer } from '../../test/api';
import { addMembership, buildCompany, buildUser } from '../../test/factories';
import { NEW_PASSWORD } from '../../test/passwords';
import { testApp } from '../../test/test-app';
import { TEMPORARY_PASSWORD_LIFETIME_MS } from './temporary-password';
import { RESET_LIMIT } from './throttle';

const { app, db, clock } = await testApp();
const SENT = { success: true, message: 'If the username and email match an account, an email has been sent with the new password.' };

const reset = (username: string, email: string) => call(app, 'POST', 'password/reset', { body: { username, email } });

async function outboxTo(address: string) {
  return db.selectFrom('outbox').selectAll().where('toAddress', '=', address).orderBy('id').execute();
}

async function temporaryPasswordFor(address: string): Promise<string> {
  const mail = (await outboxTo(address)).at(-1);
  const password = /Temporary password: (\S+)/.exec(mail?.body ?? '')?.[1];
  if (!password) throw new Error(`no temporary password mailed to ${address}`);
  return password;
}

describe('POST password/reset', () => {
  it('e-mails a temporary password when username and e-mail match, in any case', async () => {
    const user = await buildUser(db);
    const response = await reset(user.username.toUpperCase(), user.email.toUpperCase());
    expect(response.json()).toEqual(SENT);
    const [mail] = await outboxTo(user.email);
    expect(mail).toMatchObject({ subject: 'Your temporary Freight Portal password', sentAt: null });
    expect(mail?.body).toMatch(/Temporary password: [A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}\n/);
    expect(mail?.body).toContain(`Username: ${user.username}`);
  });

  it('gives the same answer, and sends nothing, when they do not match', async () => {
    const user = await buildUser(db);
    expect((await reset(user.username, 'someone@else.example')).json()).toEqual(SENT);
    expect((await reset('nobody', user.email)).json()).toEqual(SENT);
    expect(await outboxTo(user.email)).toEqual([]);
    expect(await outboxTo('someone@else.example')).toEqual([]);
  });

  it('requires username and email', async () => {
    expect(errorOf(await reset('', ' '))).toMatchObject({
      status: 400,
      body: { errors: ['Username is required.', 'Email is required.'] },
    });
  });

  it('keeps the old password working, and the temporary one leads to the New Password form', async () => {
    const user = await buildUser(db);
    await reset(user.username, user.email);
    const temporary = await temporaryPasswordFor(user.email);

    const old = (await loginAnswer(app, user.username, user.password)).json<Session>();
    expect(old.user.mustChangePassword).toBe(false);

    const withTemporary = await loginAnswer(app, user.username, temporary);
    expect(withTemporary.statusCode).toBe(200);
    const { user: session } = withTemporary.json<Session>();
    expect(session.mustChangePassword).toBe(true);

    // Only the login calls and changepassword until a new password is chosen.
    const token = session.token;
    expect(errorOf(await call(app, 'GET', 'settings', { token }))).toMatchObject({
      status: 403,
      header: 'Please choose a new password before you continue.',
    });
    expect((await call(app, 'GET', 'users', { token })).statusCode).toBe(403);
    expect((await call(app, 'GET', 'login', { token })).json<KeepAliveAnswer>().user.mustChangePassword).toBe(true);

    const changed = await call(app, 'POST', 'changepassword', {
      token,
      body: { currentPassword: temporary, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.json()).toEqual({ success: true, message: 'Your password has been changed.' });
    expect((await call(app, 'GET', 'settings', { token })).statusCode).toBe(200);
    expect((await call(app, 'GET', 'login', { token })).json<KeepAliveAnswer>().user.mustChangePassword).toBe(false);

    // Afterwards neither the temporary nor the old password works.
    expect((await loginAnswer(app, user.username, temporary)).statusCode).toBe(400);
    expect((await loginAnswer(app, user.username, user.password)).statusCode).toBe(400);
    expect((await loginAnswer(app, user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the temporary password lapse after 24 hours', async () => {
    const user = await buildUser(db);
    await reset(user.username, user.email);
    const temporary = await temporaryPasswordFor(user.email);
    clock.advance(TEMPORARY_PASSWORD_LIFETIME_MS + 1);
    expect((await loginAnswer(app, user.username, temporary)).statusCode).toBe(400);
  });

  it('keeps the must-change state when a company is chosen', async () => {
    const user = await buildUser(db);
    const other = await buildCompany(db);
    await addMembership(db, { userId: user.id, companyId: other.id });
    await reset(user.username, user.email);
    const token = (await loginAnswer(app, user.username, await temporaryPasswordFor(user.email))).json<Session>().user.token;
    const chosen = (await call(app, 'PUT', 'login', { token, body: { id: other.id } })).json<Session>();
    expect(chosen.user).toMatchObject({ company: { id: other.id }, mustChangePassword: true });
    expect((await call(app, 'GET', 'settings', { token: chosen.user.token })).statusCode).toBe(403);
  });

  it(`sends at most ${RESET_LIMIT} e-mails per username in a window`, async () => {
    const user = await buildUser(db);
    for (let i = 0; i < RESET_LIMIT + 2; i++) expect((await reset(user.username, user.email)).json()).toEqual(SENT);
    expect(await outboxTo(user.email)).toHaveLength(RESET_LIMIT);
  });
});
