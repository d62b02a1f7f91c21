import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '@portal/domain/account/users';
import type { Session } from '@portal/domain/api/session';
import { ACME, ROLE } from '../../db/seed/demo-users';
import { call, errorOf, login, loginAnswer } from '../../test/api';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { newRow, rowOf, rowsOf, SAVED, saveUsers } from './test-rows';

const { app, db } = await testApp();
const acme = await companyIdByName(db, ACME);

let adminToken = '';
beforeEach(async () => {
  adminToken = await login(app, 'admin', { companyId: acme });
});

const save = (token: string, users: Partial<UserRow>[]) => saveUsers(app, token, users);

async function mailTo(address: string) {
  return db.selectFrom('outbox').selectAll().where('toAddress', '=', address).orderBy('id').execute();
}

describe('POST users: validation', () => {
  it('lists every message of every row, named by the row (spec 01 section 5)', async () => {
    const response = await save(adminToken, [newRow({ name: '', username: '', email: '', role: 0 }), newRow({ name: 'Sam Lee', email: 'bad', username: 'u'.repeat(11) })]);
    expect(errorOf(response)).toMatchObject({
      status: 400,
      body: {
        errors: [
          'New User: Name cannot be blank',
          'New User: Username cannot be blank',
          'New User: email cannot be blank',
          'New User: Role cannot be blank',
          'Sam Lee: Username cannot be longer then 10 characters',
          'Sam Lee: email is invalid',
        ],
      },
    });
  });

  it('refuses the same user twice in one save', async () => {
    const user = await buildUser(db, { companyId: acme });
    expect(errorOf(await save(adminToken, [rowOf(user), rowOf(user, { name: 'Other' })])).body.error).toBe(
      'Each user can appear only once in a save.',
    );
  });

  it('refuses a body of the wrong shape naming each field', async () => {
    const answer = errorOf(await call(app, 'POST', 'users', { token: adminToken, body: { users: [{ id: 'x' }] } }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(expect.arrayContaining(['users[0].id: expected a number', 'users[0].name: is required']));
  });
});

describe('POST users: new users', () => {
  it('adds a member with an e-mailed temporary password that must be changed', async () => {
    expect((await save(adminToken, [newRow({ username: 'nina1', email: 'nina1@test.example' })])).json()).toMatchObject(SAVED);
    const added = (await rowsOf(app, adminToken)).find((u) => u.username === 'nina1');
    expect(added).toMatchObject({ name: 'Nina Newcomer', role: ROLE.readOnly, enabled: true });
    const [mail] = await mailTo('nina1@test.example');
    expect(mail?.subject).toBe('Your Freight Portal account');
    expect(mail?.body).toContain(`for ${ACME}`);
    const temporary = /Temporary password: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const signedIn = (await loginAnswer(app, 'nina1', temporary)).json<Session>();
    expect(signedIn.user).toMatchObject({ mustChangePassword: true, company: { name: ACME }, timeout: 20 * 60 * 1000 });
  });

  it('refuses a username already taken, in any case and in any company', async () => {
    expect(errorOf(await save(adminToken, [newRow({ username: 'COASTAL' })])).body.error).toBe('The username COASTAL is already taken.');
    expect(errorOf(await save(adminToken, [newRow({ username: 'Booker' })])).status).toBe(400);
    const twice = await save(adminToken, [newRow({ username: 'twin' }), newRow({ username: 'Twin', email: 't@test.example' })]);
    expect(errorOf(twice).body.error).toBe('The username Twin is already taken.');
    expect((await rowsOf(app, adminToken)).some((u) => u.username === 'twin')).toBe(false);
  });

  it('refuses a role that does not exist', async () => {
    expect(errorOf(await save(adminToken, [newRow({ username: 'norole', role: 99 })])).body.error).toBe('The role does not exist.');
  });

  it('needs Users add', async () => {
    const editor = await buildUser(db, { companyId: acme, role: await buildRole(db, { Users: ['view', 'edit'] }) });
    const token = await login(app, editor.username, { password: editor.password });
    expect(errorOf(await save(token, [newRow({ username: 'noadd' })]))).toMatchObject({
      status: 403,
      body: { error: 'You do not have access to add users.' },
    });
  });

  it('lets a caller who is not isAdmin give only roles within their own access (decision 0001)', async () => {
    const manager = await buildUser(db, { companyId: acme, role: await buildRole(db, { Users: ['view', 'add'], Quotations: ['view'] }) });
    const token = await login(app, manager.username, { password: manager.password });
    expect(errorOf(await save(token, [newRow({ username: 'mkadmin', role: ROLE.administrator })]))).toMatchObject({
      status: 403,
      body: { error: 'You cannot give a role with more access than your own.' },
    });
    const limited = await buildRole(db, { Quotations: ['view'] });
    expect((await save(token, [newRow({ username: 'limited', role: limited })])).statusCode).toBe(200);
  });

  it('skips a new row that was deleted before saving', async () => {
    expect((await save(adminToken, [newRow({ username: 'ghost', delete: true })])).json()).toMatchObject(SAVED);
    expect((await rowsOf(app, adminToken)).some((u) => u.username === 'ghost')).toBe(false);
  });
});
