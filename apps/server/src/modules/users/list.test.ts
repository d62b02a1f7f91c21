import { describe, expect, it } from 'vitest';
import type { UsersAnswer } from '@portal/domain/account/users';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';

const { app, db } = await testApp();
const acme = await companyIdByName(db, ACME);
const coastal = await companyIdByName(db, COASTAL);

describe('GET users', () => {
  it("answers the chosen company's members and the role list", async () => {
    const token = await login(app, 'admin', { companyId: acme });
    const response = await call(app, 'GET', 'users', { token });
    expect(response.statusCode).toBe(200);
    const { users, roles } = response.json<UsersAnswer>();
    expect(users.map((u) => u.username).sort()).toEqual(['accounts', 'admin', 'booker', 'viewer']);
    expect(users.find((u) => u.username === 'viewer')).toEqual({
      id: expect.any(Number),
      name: 'Vince Viewer',
      username: 'viewer',
      email: 'vince@acmehardware.example',
      role: 4,
      enabled: true,
      resetPassword: false,
      version: 1,
    });
    expect(roles).toEqual([
      { ugSEQ: 1, ugName: 'Administrator' },
      { ugSEQ: 2, ugName: 'Booking Officer' },
      { ugSEQ: 3, ugName: 'Accounts' },
      { ugSEQ: 4, ugName: 'Read Only' },
    ]);
  });

  it('answers only the members of the chosen company', async () => {
    const token = await login(app, 'cfmanager');
    const { users } = (await call(app, 'GET', 'users', { token })).json<UsersAnswer>();
    expect(users.map((u) => u.username).sort()).toEqual(['admin', 'cfaccounts', 'cfmanager', 'coastal']);
    const adminInCoastal = await login(app, 'admin', { companyId: coastal });
    expect((await call(app, 'GET', 'users', { token: adminInCoastal })).json<UsersAnswer>().users).toHaveLength(4);
  });

  it.each(['viewer', 'booker', 'accounts'])('refuses %s, who lacks Users view (spec 01 section 6)', async (username) => {
    const token = await login(app, username);
    expect(errorOf(await call(app, 'GET', 'users', { token }))).toMatchObject({
      status: 403,
      header: 'You do not have access to view the users.',
      body: { error: 'You do not have access to view the users.' },
    });
  });
});
