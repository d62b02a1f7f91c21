import { describe, expect, it } from 'vitest';
import type { KeepAliveAnswer } from '@portal/domain/api/session';
import { ACME, COASTAL, ROLE } from '../../db/seed/demo-users';
import { call, login } from '../../test/api';
import { addMembership, buildCompany, buildUser, companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { rowOf, saveUsers } from '../users/test-rows';

// Decision 0005: GET login answers the companies list from the session's snapshot and the
// role's permissions from memory; these are the writes that must still show at once.

const { app, db } = await testApp();
const acme = await companyIdByName(db, ACME);
const coastal = await companyIdByName(db, COASTAL);

const keepAlive = async (token: string) => {
  const response = await call(app, 'GET', 'login', { token });
  expect(response.statusCode).toBe(200);
  const answer = response.json<KeepAliveAnswer>();
  expect(answer).not.toHaveProperty('options');
  return answer.user;
};
const companyIds = async (token: string) => (await keepAlive(token)).companies.map((c) => c.id).sort();

/** A user of Acme and Coastal with a session in Acme, and the admin's session in Coastal. */
async function inBothCompanies() {
  const user = await buildUser(db, { companyId: acme });
  await addMembership(db, { userId: user.id, companyId: coastal });
  const inAcme = await login(app, user.username, { password: user.password, companyId: acme });
  const coastalAdmin = await login(app, 'admin', { companyId: coastal });
  expect(await companyIds(inAcme)).toEqual([acme, coastal].sort());
  return { user, inAcme, coastalAdmin };
}

describe('the companies list of GET login', () => {
  it('drops a company whose membership is disabled, and shows it again when enabled', async () => {
    const { user, inAcme, coastalAdmin } = await inBothCompanies();
    expect((await saveUsers(app, coastalAdmin, [rowOf(user, { enabled: false })])).statusCode).toBe(200);
    expect(await companyIds(inAcme)).toEqual([acme]);
    // The first save raised the user's version.
    expect((await saveUsers(app, coastalAdmin, [rowOf(user, { enabled: true, version: 2 })])).statusCode).toBe(200);
    expect(await companyIds(inAcme)).toEqual([acme, coastal].sort());
  });

  it('drops a company whose membership is removed', async () => {
    const { user, inAcme, coastalAdmin } = await inBothCompanies();
    expect((await saveUsers(app, coastalAdmin, [rowOf(user, { delete: true })])).statusCode).toBe(200);
    expect(await companyIds(inAcme)).toEqual([acme]);
  });

  it('shows a company whose membership is added', async () => {
    const user = await buildUser(db, { companyId: acme });
    const token = await login(app, user.username, { password: user.password });
    const added = await buildCompany(db, { name: 'Added Later Pty Ltd' });
    await addMembership(db, { userId: user.id, companyId: added.id });
    expect((await keepAlive(token)).companies).toEqual([{ id: acme, name: ACME }, { id: added.id, name: 'Added Later Pty Ltd' }]);
  });

  it('answers sessions from before migration 0003 (no snapshot) from the memberships', async () => {
    const { user, inAcme, coastalAdmin } = await inBothCompanies();
    await db.updateTable('sessions').set({ companiesSnapshot: null }).where('userId', '=', user.id).execute();
    expect((await keepAlive(inAcme)).companies).toEqual([
      { id: acme, name: ACME },
      { id: coastal, name: COASTAL },
    ]);
    await saveUsers(app, coastalAdmin, [rowOf(user, { enabled: false })]);
    expect(await companyIds(inAcme)).toEqual([acme]);
  });
});

describe('the permissions of GET login', () => {
  it('follow a role change by an administrator on the next call', async () => {
    const user = await buildUser(db, { companyId: acme, role: ROLE.bookingOfficer });
    const token = await login(app, user.username, { password: user.password });
    expect((await keepAlive(token)).permissions.Quotations).toEqual({ add: true, edit: true, view: true });
    const admin = await login(app, 'admin', { companyId: acme });
    expect((await saveUsers(app, admin, [rowOf(user, { role: ROLE.readOnly })])).statusCode).toBe(200);
    const { permissions } = await keepAlive(token);
    expect(permissions.Quotations).toEqual({ add: false, edit: false, view: true });
    expect(permissions.QuotationFinancials).toEqual({ view: true });
  });
});
