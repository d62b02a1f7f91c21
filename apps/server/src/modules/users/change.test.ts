import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '@portal/domain/account/users';
import { ACME, COASTAL, ROLE } from '../../db/seed/demo-users';
import { call, errorOf, login, loginAnswer } from '../../test/api';
import { addMembership, buildRole, buildUser, companyIdByName, userIdByUsername } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { rowOf, rowsOf, SAVED, saveUsers } from './test-rows';

const { app, db } = await testApp();
const acme = await companyIdByName(db, ACME);
const coastal = await companyIdByName(db, COASTAL);

let adminToken = '';
beforeEach(async () => {
  adminToken = await login(app, 'admin', { companyId: acme });
});

const save = (token: string, users: Partial<UserRow>[]) => saveUsers(app, token, users);
const sessionLive = async (token: string) => (await call(app, 'GET', 'login', { token })).statusCode === 200;

describe('POST users: changes to existing users', () => {
  it('saves name, username and email changes', async () => {
    const user = await buildUser(db, { companyId: acme });
    const changed = rowOf(user, { name: 'Edna Edited', username: 'edna', email: 'edna@test.example' });
    expect((await save(adminToken, [changed])).json()).toMatchObject(SAVED);
    expect((await rowsOf(app, adminToken)).find((u) => u.id === user.id)).toEqual({ ...changed, version: 2 });
    expect((await loginAnswer(app, 'edna', user.password)).statusCode).toBe(200);
  });

  it('needs Users edit for a changed field, but nothing for unchanged rows', async () => {
    const viewerOfUsers = await buildUser(db, { companyId: acme, role: await buildRole(db, { Users: ['view'] }) });
    const token = await login(app, viewerOfUsers.username, { password: viewerOfUsers.password });
    const rows = await rowsOf(app, token);
    expect((await save(token, rows)).json()).toMatchObject(SAVED);
    const target = rows.find((r) => r.username === 'booker')!;
    expect(errorOf(await save(token, [{ ...target, name: 'Changed' }]))).toMatchObject({
      status: 403,
      body: { error: 'You do not have access to edit users.' },
    });
    expect(errorOf(await save(token, [{ ...target, resetPassword: true }])).status).toBe(403);
  });

  it('lets only an administrator (isAdmin) change a role (spec 01 section 6)', async () => {
    const manager = await login(app, 'cfmanager');
    const rows = await rowsOf(app, manager);
    const cody = rows.find((r) => r.username === 'coastal')!;
    expect(errorOf(await save(manager, [{ ...cody, role: ROLE.accounts }]))).toMatchObject({
      status: 403,
      body: { error: 'Only an administrator can change a role.' },
    });
    const admin = await login(app, 'admin', { companyId: coastal });
    expect((await save(admin, [{ ...cody, role: ROLE.accounts }])).statusCode).toBe(200);
    expect((await rowsOf(app, admin)).find((r) => r.id === cody.id)?.role).toBe(ROLE.accounts);
    expect(errorOf(await save(admin, [{ ...cody, role: 77 }])).body.error).toBe('The role does not exist.');
  });

  it('disabling ends the sessions in this company and blocks sign-in there', async () => {
    const user = await buildUser(db, { companyId: acme });
    const token = await login(app, user.username, { password: user.password });
    expect((await save(adminToken, [rowOf(user, { enabled: false })])).statusCode).toBe(200);
    expect(await sessionLive(token)).toBe(false);
    expect((await loginAnswer(app, user.username, user.password)).statusCode).toBe(400);
    expect((await rowsOf(app, adminToken)).find((r) => r.id === user.id)?.enabled).toBe(false);
    expect((await save(adminToken, [rowOf(user, { enabled: true, version: 2 })])).statusCode).toBe(200);
    expect((await loginAnswer(app, user.username, user.password)).statusCode).toBe(200);
  });

  it('disabling in one company leaves the sessions in another', async () => {
    const user = await buildUser(db, { companyId: acme });
    await addMembership(db, { userId: user.id, companyId: coastal });
    const inCoastal = await login(app, user.username, { password: user.password, companyId: coastal });
    await save(adminToken, [rowOf(user, { enabled: false })]);
    expect(await sessionLive(inCoastal)).toBe(true);
  });

  it('e-mails a new temporary password on resetPassword; the old password keeps working', async () => {
    const user = await buildUser(db, { companyId: acme });
    expect((await save(adminToken, [rowOf(user, { resetPassword: true })])).statusCode).toBe(200);
    const [mail] = await db.selectFrom('outbox').selectAll().where('toAddress', '=', user.email).execute();
    const temporary = /Temporary password: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect((await loginAnswer(app, user.username, temporary)).json()).toMatchObject({ user: { mustChangePassword: true } });
    expect((await loginAnswer(app, user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses a username taken by someone else', async () => {
    const user = await buildUser(db, { companyId: acme });
    expect(errorOf(await save(adminToken, [rowOf(user, { username: 'Viewer' })])).body.error).toBe('The username Viewer is already taken.');
  });

  it('saves nothing when one row is refused', async () => {
    const user = await buildUser(db, { companyId: acme });
    const response = await save(adminToken, [rowOf(user, { name: 'Should Not Stick' }), rowOf(user, { id: 999999 })]);
    expect(response.statusCode).toBe(404);
    expect((await rowsOf(app, adminToken)).find((r) => r.id === user.id)?.name).toBe(user.name);
  });
});

describe('POST users: deleting', () => {
  it('removes the membership of this company only', async () => {
    const user = await buildUser(db, { companyId: acme });
    await addMembership(db, { userId: user.id, companyId: coastal });
    const inAcme = await login(app, user.username, { password: user.password, companyId: acme });
    const inCoastal = await login(app, user.username, { password: user.password, companyId: coastal });
    expect((await save(adminToken, [rowOf(user, { delete: true })])).json()).toMatchObject(SAVED);
    expect((await rowsOf(app, adminToken)).some((r) => r.id === user.id)).toBe(false);
    expect(await sessionLive(inAcme)).toBe(false);
    expect(await sessionLive(inCoastal)).toBe(true);
  });

  it('deletes a user left in no company, freeing the username', async () => {
    const user = await buildUser(db, { companyId: acme, username: 'leaver' });
    await save(adminToken, [rowOf(user, { delete: true })]);
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
  });

  it('needs Users delete', async () => {
    const editor = await buildUser(db, { companyId: acme, role: await buildRole(db, { Users: ['view', 'edit'] }) });
    const token = await login(app, editor.username, { password: editor.password });
    const target = await buildUser(db, { companyId: acme, role: await buildRole(db, {}) });
    expect(errorOf(await save(token, [rowOf(target, { delete: true })])).body.error).toBe('You do not have access to delete users.');
  });
});

describe('POST users: limits', () => {
  it('never reads or changes a user of another company (404)', async () => {
    const coastalToken = await login(app, 'cfmanager');
    const booker = await userIdByUsername(db, 'booker');
    const row = { id: booker, name: 'Hacked', username: 'booker', email: 'x@test.example', role: 2, enabled: true, resetPassword: false, version: 1 };
    for (const change of [row, { ...row, delete: true }, { ...row, enabled: false }, { ...row, name: 'Bella Booker', resetPassword: true }]) {
      expect(errorOf(await save(coastalToken, [change]))).toMatchObject({ status: 404, header: 'Not found.' });
    }
    expect((await rowsOf(app, adminToken)).find((r) => r.id === booker)?.name).toBe('Bella Booker');
  });

  it('nobody can delete or disable themselves', async () => {
    const me = (await rowsOf(app, adminToken)).find((r) => r.username === 'admin')!;
    for (const change of [{ ...me, delete: true }, { ...me, enabled: false }]) {
      expect(errorOf(await save(adminToken, [change]))).toMatchObject({
        status: 403,
        body: { error: 'You cannot delete or disable your own user.' },
      });
    }
  });

  it('a caller who is not isAdmin cannot change users with more access than their own', async () => {
    const manager = await login(app, 'cfmanager');
    const admin = (await rowsOf(app, manager)).find((r) => r.username === 'admin')!;
    for (const change of [{ ...admin, email: 'mine@test.example' }, { ...admin, resetPassword: true }, { ...admin, delete: true }]) {
      expect(errorOf(await save(manager, [change]))).toMatchObject({
        status: 403,
        body: { error: 'You cannot change a user with more access than your own.' },
      });
    }
    const cody = (await rowsOf(app, manager)).find((r) => r.username === 'coastal')!;
    expect((await save(manager, [{ ...cody, name: 'Cody C.' }])).statusCode).toBe(200);
  });
});
