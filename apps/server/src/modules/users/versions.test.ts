import { describe, expect, it } from 'vitest';
import type { UserRow, UsersSaveAnswer } from '@portal/domain/account/users';
import type { Settings } from '@portal/domain/account/settings';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { ACME, ROLE } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { buildUser, companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { rowsOf, saveUsers } from './test-rows';

// Row versions on POST users (issue 12, decision 0030): each changed row names the version GET
// users read; a user changed meanwhile (on this screen or on My Settings) refuses the whole save.

const { app, db } = await testApp();
const acme = await companyIdByName(db, ACME);
const admin = await login(app, 'admin', { companyId: acme });
const manager = await login(app, 'admin', { companyId: acme });

const rowFor = async (token: string, id: number): Promise<UserRow> => (await rowsOf(app, token)).find((row) => row.id === id)!;

describe('POST users with versions', () => {
  it('refuses the second of two saves of the same row; the first stays, and a fresh row saves', async () => {
    const user = await buildUser(db, { companyId: acme });
    const [mine, theirs] = [await rowFor(admin, user.id), await rowFor(manager, user.id)];
    expect(mine.version).toBe(1);
    const first = await saveUsers(app, admin, [{ ...mine, name: 'Renamed By Admin' }]);
    expect(first.json<UsersSaveAnswer>().versions).toEqual([{ id: user.id, version: 2 }]);
    expect(errorOf(await saveUsers(app, manager, [{ ...theirs, email: 'other@test.example', role: ROLE.readOnly }]))).toMatchObject({
      status: 409,
      body: { error: ROW_VERSION_MESSAGES.user(theirs.name) },
    });
    const now = await rowFor(admin, user.id);
    expect([now.name, now.email, now.role, now.version]).toEqual(['Renamed By Admin', user.email, mine.role, 2]);
    expect((await saveUsers(app, manager, [{ ...now, email: 'other@test.example' }])).json<UsersSaveAnswer>().versions).toEqual([{ id: user.id, version: 3 }]);
  });

  it('saves nothing of a save whose one stale row is refused, and ignores stale rows left unchanged', async () => {
    const [a, b] = [await buildUser(db, { companyId: acme }), await buildUser(db, { companyId: acme })];
    const [rowA, rowB] = [await rowFor(admin, a.id), await rowFor(admin, b.id)];
    await saveUsers(app, manager, [{ ...rowB, name: 'B Changed Elsewhere' }]);
    expect((await saveUsers(app, admin, [{ ...rowA, name: 'A Changed' }, { ...rowB, name: 'B Changed Here' }])).statusCode).toBe(409);
    expect((await rowFor(admin, a.id)).name).toBe(a.name);
    // Row B comes back stale but unchanged: nothing of it is overwritten, so it refuses nothing.
    expect((await saveUsers(app, admin, [{ ...rowA, name: 'A Changed' }, { ...rowB, name: 'B Changed Elsewhere' }])).statusCode).toBe(200);
  });

  it('refuses to delete a user changed meanwhile', async () => {
    const user = await buildUser(db, { companyId: acme });
    const row = await rowFor(admin, user.id);
    await saveUsers(app, manager, [{ ...row, enabled: false }]);
    expect(errorOf(await saveUsers(app, admin, [{ ...row, delete: true }])).status).toBe(409);
    expect(await rowFor(admin, user.id)).toMatchObject({ enabled: false, version: 2 });
  });

  it('names a stored row without a version; a new row needs none', async () => {
    const user = await buildUser(db, { companyId: acme });
    const { version: _version, ...row } = await rowFor(admin, user.id);
    expect(errorOf(await saveUsers(app, admin, [{ ...row, name: 'X' }])).body.error).toBe('users[0].version: must be 1 or more for a stored user');
    expect(errorOf(await saveUsers(app, admin, [{ ...row, name: 'X', version: 0 }])).body.error).toBe('users[0].version: must be 1 or more for a stored user');
    const added = { id: 0, name: 'No Version', username: 'nover', email: 'nover@test.example', role: ROLE.readOnly, enabled: true, resetPassword: false };
    expect((await saveUsers(app, admin, [added])).statusCode).toBe(200);
  });

  it('lets exactly one of two saves racing on the same row win', async () => {
    const user = await buildUser(db, { companyId: acme });
    const row = await rowFor(admin, user.id);
    const answers = await Promise.all([saveUsers(app, admin, [{ ...row, name: 'Racer A' }]), saveUsers(app, manager, [{ ...row, name: 'Racer B' }])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await rowFor(admin, user.id)).version).toBe(2);
  });
});

describe('My Settings and the Users screen edit the same row', () => {
  it("refuses My Settings saved from a copy an administrator has changed since, then saves from a fresh one", async () => {
    const user = await buildUser(db, { companyId: acme });
    const [first, second] = [await login(app, user.username, { password: user.password }), await login(app, user.username, { password: user.password })];
    const read = async (token: string) => (await call(app, 'GET', 'settings', { token })).json<Settings>();
    const [mine, theirs] = [await read(first), await read(second)];
    const body = (s: Settings, name: string) => ({ name, phone: s.phone, email: s.email, version: s.version });
    expect((await call(app, 'POST', 'settings', { token: first, body: body(mine, 'First Tab') })).json()).toMatchObject({ success: true, version: 2 });
    expect(errorOf(await call(app, 'POST', 'settings', { token: second, body: body(theirs, 'Second Tab') }))).toMatchObject({
      status: 409,
      body: { error: ROW_VERSION_MESSAGES.settings },
    });
    expect(await read(second)).toMatchObject({ name: 'First Tab', version: 2 });

    await saveUsers(app, admin, [{ ...(await rowFor(admin, user.id)), email: 'by-admin@test.example' }]);
    const stale = await call(app, 'POST', 'settings', { token: second, body: { ...body(theirs, 'Second Tab'), version: 2 } });
    expect(errorOf(stale).status).toBe(409);
    const fresh = await read(second);
    expect([fresh.email, fresh.version]).toEqual(['by-admin@test.example', 3]);
    expect((await call(app, 'POST', 'settings', { token: second, body: body(fresh, 'Second Tab') })).json()).toMatchObject({ version: 4 });
  });

  it('names a missing version', async () => {
    const token = await login(app, 'viewer');
    expect(errorOf(await call(app, 'POST', 'settings', { token, body: { name: 'V', phone: '', email: '' } })).body.error).toBe('version: is required');
  });
});
