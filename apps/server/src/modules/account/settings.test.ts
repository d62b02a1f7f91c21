import { describe, expect, it } from 'vitest';
import type { KeepAliveAnswer } from '@portal/domain/api/session';
import { ACME, COASTAL, ROLE } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { addMembership, buildUser, companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';

const { app, db } = await testApp();

describe('GET settings', () => {
  it('answers name, username, role of the chosen company, phone and email', async () => {
    const token = await login(app, 'booker');
    expect((await call(app, 'GET', 'settings', { token })).json()).toEqual({
      name: 'Bella Booker',
      username: 'booker',
      role: 'Booking Officer',
      phone: '(07) 5550 0102',
      email: 'bella@acmehardware.example',
      version: 1,
    });
  });

  it('names the role of the company the session chose', async () => {
    const user = await buildUser(db, { role: ROLE.readOnly });
    const acme = await companyIdByName(db, ACME);
    await addMembership(db, { userId: user.id, companyId: acme, role: ROLE.accounts });
    const token = await login(app, user.username, { password: user.password, companyId: acme });
    expect((await call(app, 'GET', 'settings', { token })).json()).toMatchObject({ role: 'Accounts' });
  });
});

describe('POST settings', () => {
  it('saves name, phone and email, trimmed', async () => {
    const user = await buildUser(db);
    const token = await login(app, user.username, { password: user.password });
    const response = await call(app, 'POST', 'settings', {
      token,
      body: { name: ' Sam Settings ', phone: '0491 570 156', email: 'sam@test.example', version: 1 },
    });
    expect(response.json()).toEqual({ success: true, message: 'Your settings have been saved.', version: 2 });
    expect((await call(app, 'GET', 'settings', { token })).json()).toMatchObject({
      name: 'Sam Settings',
      phone: '0491 570 156',
      email: 'sam@test.example',
      username: user.username,
    });
    // The session answer shows the new name at once.
    expect((await call(app, 'GET', 'login', { token })).json<KeepAliveAnswer>().user.name).toBe('Sam Settings');
  });

  it("requires a name (spec 01 section 5: 'Name cannot be blank')", async () => {
    const token = await login(app, 'viewer');
    expect(errorOf(await call(app, 'POST', 'settings', { token, body: { name: '  ', phone: '', email: '', version: 1 } }))).toMatchObject({
      status: 400,
      header: 'Name cannot be blank',
      body: { error: 'Name cannot be blank' },
    });
  });

  it('caps the lengths with plain sentences', async () => {
    const token = await login(app, 'viewer');
    const body = { name: 'n'.repeat(151), phone: '1'.repeat(51), email: `${'e'.repeat(1000)}@x.example`, version: 1 };
    expect(errorOf(await call(app, 'POST', 'settings', { token, body })).body.errors).toEqual([
      'Name cannot be longer then 150 characters',
      'Phone cannot be longer than 50 characters.',
      'email cannot be longer then 1000 characters',
    ]);
  });

  it('ignores a username or role in the payload: they are read-only (spec 01 section 6)', async () => {
    const user = await buildUser(db);
    const token = await login(app, user.username, { password: user.password });
    const body = { name: 'Renamed', phone: '', email: user.email, username: 'hijack', role: 'Administrator', version: 1 };
    expect((await call(app, 'POST', 'settings', { token, body })).statusCode).toBe(200);
    expect((await call(app, 'GET', 'settings', { token })).json()).toMatchObject({ username: user.username, role: 'Booking Officer' });
  });

  it('refuses a payload of the wrong shape naming each field and what is wrong', async () => {
    const token = await login(app, 'viewer');
    const response = await call(app, 'POST', 'settings', { token, body: { name: 5 } });
    const errors = ['name: expected a string', 'phone: is required', 'email: is required', 'version: is required'];
    expect(errorOf(response)).toEqual({
      status: 400,
      statusText: 'Bad Request',
      header: errors.join('; '),
      body: { error: errors.join('\n'), errors },
    });
  });

  it('needs a chosen company', async () => {
    const token = await login(app, 'admin');
    const response = await call(app, 'POST', 'settings', { token, body: { name: 'A', phone: '', email: '', version: 1 } });
    expect(errorOf(response)).toMatchObject({ status: 403, body: { error: 'Please choose a company first.' } });
    const coastal = await companyIdByName(db, COASTAL);
    const chosen = await login(app, 'admin', { companyId: coastal });
    expect((await call(app, 'GET', 'settings', { token: chosen })).json()).toMatchObject({ role: 'Administrator' });
  });
});
