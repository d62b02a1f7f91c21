import { describe, expect, it } from 'vitest';
import type { Session } from '@portal/domain/api/session';
import { STANDARD_FREIGHT_LIMITS } from '@portal/domain/limits';
import { ACME, COASTAL, DEMO_PASSWORD } from '../../db/seed/demo-users';
import { call, errorOf, login, loginAnswer } from '../../test/api';
import { addMembership, buildCompany, buildUser, companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';

const { app, db } = await testApp();

describe('POST login', () => {
  it('signs a one-company user in to that company at once (spec 01 section 4)', async () => {
    const response = await loginAnswer(app, 'booker');
    expect(response.statusCode).toBe(200);
    const { user, options } = response.json<Session>();
    expect(user).toMatchObject({
      username: 'booker',
      name: 'Bella Booker',
      company: { name: ACME },
      companies: [{ name: ACME }],
      isAdmin: false,
      timeout: 20 * 60 * 1000,
      mustChangePassword: false,
    });
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.permissions.Quotations).toEqual({ add: true, edit: true, view: true });
    expect(user.permissions.Users).toEqual({ add: false, edit: false, delete: false, view: false });
    expect(options).toMatchObject({
      requirePO: true,
      forkliftPickup: true,
      forkliftDelivery: false,
      dimensionFactor: 1,
      limits: STANDARD_FREIGHT_LIMITS,
      customerDefaults: { defaultOpen: '07:00', defaultClose: '17:00' },
      contact: { salesPhone: '(07) 5550 0123', pickupsPhone: '1800 160 401' },
    });
  });

  it('leaves the company open for a user of several companies', async () => {
    const { user, options } = (await loginAnswer(app, 'admin')).json<Session>();
    expect(user.company).toBeNull();
    expect(user.permissions).toEqual({});
    expect(options).toBeNull();
    expect(user.companies.map((c) => c.name)).toEqual([ACME, COASTAL]);
    expect(user.isAdmin).toBe(true);
  });

  it('accepts the username in any case', async () => {
    expect((await loginAnswer(app, 'BOOKER')).statusCode).toBe(200);
  });

  it('requires both fields', async () => {
    const response = await call(app, 'POST', 'login', { body: { username: ' ', password: '' } });
    expect(errorOf(response)).toMatchObject({
      status: 400,
      header: 'Username is required.; Password is required.',
      body: { error: 'Username is required.\nPassword is required.', errors: ['Username is required.', 'Password is required.'] },
    });
  });

  it('gives one answer for an unknown user and a wrong password', async () => {
    const unknown = errorOf(await loginAnswer(app, 'nobody', DEMO_PASSWORD, '10.0.0.1'));
    const wrong = errorOf(await loginAnswer(app, 'viewer', 'Wrong#Pass1', '10.0.0.1'));
    expect(unknown).toEqual(wrong);
    expect(wrong).toMatchObject({ status: 400, header: 'The username or password is incorrect.' });
  });

  it('refuses a user whose every membership is disabled, with the same answer', async () => {
    const user = await buildUser(db, { enabled: false });
    const response = await loginAnswer(app, user.username, user.password, '10.0.0.2');
    expect(errorOf(response)).toMatchObject({ status: 400, body: { error: 'The username or password is incorrect.' } });
  });

  it('lists only enabled memberships', async () => {
    const user = await buildUser(db);
    const other = await buildCompany(db);
    await addMembership(db, { userId: user.id, companyId: other.id, enabled: false });
    const { user: answer } = (await loginAnswer(app, user.username, user.password)).json<Session>();
    expect(answer.companies.map((c) => c.id)).toEqual([user.companyId]);
    expect(answer.company?.id).toBe(user.companyId);
  });
});

describe('PUT login (choose a company)', () => {
  it('issues a new token and ends the old one', async () => {
    const first = await login(app, 'admin');
    const coastal = await companyIdByName(db, COASTAL);
    const response = await call(app, 'PUT', 'login', { token: first, body: { id: coastal } });
    expect(response.statusCode).toBe(200);
    const { user, options } = response.json<Session>();
    expect(user.token).not.toBe(first);
    expect(user.company).toEqual({ id: coastal, name: COASTAL });
    expect(user.permissions.Users).toEqual({ add: true, edit: true, delete: true, view: true });
    expect(options?.requirePO).toBe(false);
    expect((await call(app, 'GET', 'login', { token: first })).statusCode).toBe(401);
    expect((await call(app, 'GET', 'login', { token: user.token })).statusCode).toBe(200);
  });

  it('switches between the companies of the user', async () => {
    const acme = await companyIdByName(db, ACME);
    const coastal = await companyIdByName(db, COASTAL);
    const token = await login(app, 'admin', { companyId: acme });
    const switched = await call(app, 'PUT', 'login', { token, body: { id: coastal } });
    expect(switched.json<Session>().user.company?.name).toBe(COASTAL);
  });

  it("refuses a company that is not one of the user's", async () => {
    const token = await login(app, 'booker');
    const coastal = await companyIdByName(db, COASTAL);
    expect(errorOf(await call(app, 'PUT', 'login', { token, body: { id: coastal } }))).toMatchObject({
      status: 404,
      header: 'Company not found.',
    });
    expect(errorOf(await call(app, 'PUT', 'login', { token, body: { id: 999999 } })).status).toBe(404);
  });

  it('refuses a disabled membership', async () => {
    const user = await buildUser(db);
    const other = await buildCompany(db);
    await addMembership(db, { userId: user.id, companyId: other.id, enabled: false });
    const token = await login(app, user.username, { password: user.password });
    expect((await call(app, 'PUT', 'login', { token, body: { id: other.id } })).statusCode).toBe(404);
  });

  it('answers a malformed id naming the field', async () => {
    const token = await login(app, 'admin');
    expect(errorOf(await call(app, 'PUT', 'login', { token, body: { id: 'abc' } }))).toMatchObject({
      status: 400,
      body: { error: 'id: expected a number' },
    });
  });
});

describe('a session without a company', () => {
  it('may use only the login calls and changepassword', async () => {
    const token = await login(app, 'admin');
    expect((await call(app, 'GET', 'login', { token })).statusCode).toBe(200);
    for (const path of ['settings', 'users']) {
      expect(errorOf(await call(app, 'GET', path, { token }))).toMatchObject({ status: 403, header: 'Please choose a company first.' });
    }
    expect(errorOf(await call(app, 'POST', 'settings', { token, body: { name: 'x', phone: '', email: '' } })).status).toBe(403);
  });
});
