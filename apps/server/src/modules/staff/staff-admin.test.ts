import { describe, expect, it } from 'vitest';
import { STAFF_ADMIN_MESSAGES } from '@portal/domain/carrier/staff-admin';
import type { StaffSaveAnswer } from '@portal/domain/carrier/carrier-calls';
import type { StaffListAnswer } from '@portal/domain/carrier/staff-admin';
import type { StaffSession } from '@portal/domain/carrier/staff-session';
import { errorOf } from '../../test/api';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';

const { app, db, clock } = await testApp();
const admin = await signedInStaff(app, db, clock, 'Administrator');
const as = (token: string) => ({ token });

/** The temporary password of the last e-mail to `address`. */
async function mailedPassword(address: string): Promise<string> {
  const mail = await db.selectFrom('outbox').selectAll().where('toAddress', '=', address).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /Temporary password: (\S+)/.exec(mail.body)![1]!;
}

describe('staff accounts kept by an Administrator', () => {
  it('adds a staff member, whose temporary password comes by e-mail and signs in once changed', async () => {
    const added = await staffCall(app, 'POST', 'staff', { ...as(admin.token), body: { username: 'Ops.Two', name: 'Olive Ops', email: 'olive@carrier.example', role: 'Operations' } });
    expect(added.json<StaffSaveAnswer>().staff).toMatchObject({ username: 'ops.two', role: 'Operations', disabled: false, secondFactor: false });
    expect(added.body).not.toContain('Temporary password');
    const password = await mailedPassword('olive@carrier.example');
    const session = (await staffCall(app, 'POST', 'login', { body: { username: 'ops.two', password } })).json<StaffSession>();
    expect(session.next).toBe('change-password');

    const again = await staffCall(app, 'POST', 'staff', { ...as(admin.token), body: { username: 'OPS.TWO', name: 'x', email: 'x@carrier.example', role: 'Pricing' } });
    expect(errorOf(again).body.error).toBe(STAFF_ADMIN_MESSAGES.usernameTaken);
  });

  it('names every wrong field', async () => {
    const refused = await staffCall(app, 'POST', 'staff', { ...as(admin.token), body: { username: 'a b', name: '', email: 'no', role: 'Boss' } });
    expect(errorOf(refused).body.errors).toEqual([STAFF_ADMIN_MESSAGES.usernameShape, STAFF_ADMIN_MESSAGES.nameBlank, STAFF_ADMIN_MESSAGES.emailInvalid, STAFF_ADMIN_MESSAGES.roleUnknown]);
  });

  it('changes a role at once and ends a disabled member’s sessions', async () => {
    const desk = await signedInStaff(app, db, clock, 'Customer service');
    const change = (body: object) => staffCall(app, 'PUT', `staff/${desk.id}`, { ...as(admin.token), body: { name: 'Desk', email: 'desk@carrier.example', role: 'Customer service', disabled: false, ...body } });
    expect((await change({ role: 'Pricing' })).json<StaffSaveAnswer>().staff.role).toBe('Pricing');
    expect((await staffCall(app, 'GET', 'session', as(desk.token))).json<StaffSession>().permissions).toContain('pricing:write');
    expect((await change({ disabled: true })).json<StaffSaveAnswer>().staff.disabled).toBe(true);
    expect((await staffCall(app, 'GET', 'session', as(desk.token))).statusCode).toBe(401);
    expect((await staffCall(app, 'POST', 'login', { body: { username: desk.username, password: 'Portal#2026' } })).statusCode).toBe(400);
  });

  it('keeps someone able to manage staff', async () => {
    const self = await staffCall(app, 'PUT', `staff/${admin.id}`, { ...as(admin.token), body: { name: 'Me', email: 'me@carrier.example', role: 'Pricing', disabled: false } });
    expect(errorOf(self).body.error).toBe(STAFF_ADMIN_MESSAGES.notYourself);
    // Every other Administrator disabled: the last one cannot be demoted by another account.
    const list = (await staffCall(app, 'GET', 'staff', as(admin.token))).json<StaffListAnswer>();
    for (const other of list.staff.filter((s) => s.role === 'Administrator' && s.id !== admin.id && !s.disabled)) {
      await staffCall(app, 'PUT', `staff/${other.id}`, { ...as(admin.token), body: { name: other.name, email: other.email, role: 'Administrator', disabled: true } });
    }
    const second = await signedInStaff(app, db, clock, 'Administrator');
    await staffCall(app, 'PUT', `staff/${second.id}`, { ...as(admin.token), body: { name: 'Second', email: 's@carrier.example', role: 'Administrator', disabled: false } });
    expect((await staffCall(app, 'PUT', `staff/${admin.id}`, { ...as(second.token), body: { name: 'Me', email: 'me@carrier.example', role: 'Administrator', disabled: true } })).statusCode).toBe(200);
    const last = await staffCall(app, 'PUT', `staff/${second.id}`, { ...as(second.token), body: { name: 'Second', email: 's@carrier.example', role: 'Administrator', disabled: true } });
    expect(errorOf(last).body.error).toBe(STAFF_ADMIN_MESSAGES.notYourself);
  });

  it('resets a password by e-mail and an authenticator for the next sign-in', async () => {
    const boss = await signedInStaff(app, db, clock, 'Administrator');
    const lost = await signedInStaff(app, db, clock, 'Administrator');
    expect((await staffCall(app, 'POST', `staff/${lost.id}/password-reset`, as(boss.token))).statusCode).toBe(200);
    const password = await mailedPassword(`${lost.username}@carrier.example`);
    expect((await staffCall(app, 'POST', 'login', { body: { username: lost.username, password } })).json<StaffSession>().next).toBe('change-password');

    expect((await staffCall(app, 'POST', `staff/${lost.id}/second-factor-reset`, as(boss.token))).statusCode).toBe(200);
    expect((await staffCall(app, 'GET', 'session', as(lost.token))).statusCode).toBe(401);
    const next = (await staffCall(app, 'POST', 'login', { body: { username: lost.username, password: 'Portal#2026' } })).json<StaffSession>();
    expect(next.next).toBe('enrol-second-factor');
    expect(errorOf(await staffCall(app, 'POST', 'staff/424242/password-reset', as(boss.token))).status).toBe(404);
  });
});
