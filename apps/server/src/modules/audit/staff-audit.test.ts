import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@portal/domain/api/audit';
import { AUDIT_WINDOW_DAYS } from '@portal/domain/audit/audit-actions';
import type { StaffConsignment } from '@portal/domain/carrier/customer-service-calls';
import type { StaffAuditAnswer, StaffAuditEvent, StaffAuditInput } from '@portal/domain/carrier/staff-audit-calls';
import type { SecondFactorConfirmed, SecondFactorEnrolment, StaffSession } from '@portal/domain/carrier/staff-session';
import { DAY_MS } from '@portal/domain/constants';
import { ACME, COASTAL, DEMO_PASSWORD } from '../../db/seed/demo-users';
import { buildCompanyForm, buildDepotForm } from '@portal/domain/carrier/test-factories';
import { call, login } from '../../test/api';
import { createCompany, inviteAdministrator, newAdministrator, temporaryPasswordTo } from '../../test/companies';
import { bookConsignment } from '../../test/consignments';
import { companyIdByName } from '../../test/factories';
import { signedInStaff, staffCall, totpCode } from '../../test/staff';
import { testApp } from '../../test/test-app';
import { hashPassword } from '../auth/password-hash';
import { createStaffMemberWithHash } from '../staff/service';
import { buildAuditEvents, trailOf } from './test-trail';

// The staff audit trail (issue 26): sign-ins, failed sign-ins, sign-outs, the authenticator's
// set-up, password changes and every write call of the back office, with who, when, from where
// and the company concerned; read by staff on GET /carrier/audit, and by a company's
// administrators in their own trail, the staff member shown by name only.

const { app, db, clock, config } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const acmeAdmin = await login(app, 'admin', { companyId: acmeId });
const coastalAdmin = await login(app, 'cfmanager', { companyId: coastalId });
const reader = await signedInStaff(app, db, clock, 'Customer service');

async function staffTrail(input: StaffAuditInput = {}, token = reader.token): Promise<StaffAuditAnswer> {
  const query = new URLSearchParams(Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]));
  const response = await staffCall(app, 'GET', `audit?${query.toString()}`, { token });
  if (response.statusCode !== 200) throw new Error(`GET /carrier/audit: ${response.statusCode} ${response.body}`);
  return response.json<StaffAuditAnswer>();
}
const eventsOf = async (input: StaffAuditInput) => (await staffTrail(input)).events;
const shown = (events: readonly StaffAuditEvent[]) => events.map(({ username, name, action, target, companyId }) => ({ username, name, action, target, companyId }));

/** A staff member with the demo password, not signed in. */
async function newStaff(username: string, role: 'Administrator' | 'Customer service', name = `${role} ${username}`) {
  const id = await createStaffMemberWithHash(db, { username, name, email: `${username}@carrier.example`, role }, await hashPassword(DEMO_PASSWORD, config.scryptCost), clock.now());
  return { id, username, name };
}
const staffLogin = (username: string, password = DEMO_PASSWORD) => staffCall(app, 'POST', 'login', { body: { username, password } });

describe('sign-ins', () => {
  it('records a sign-in, each failed one with the username as typed, and a sign-out, concerning no company', async () => {
    const member = await newStaff('ivy', 'Customer service', 'Ivy Service');
    expect((await staffLogin('nobody-here')).statusCode).toBe(400);
    expect((await staffLogin('Ivy', 'wrong password')).statusCode).toBe(400);
    const session = (await staffLogin('ivy')).json<StaffSession>();
    expect((await staffCall(app, 'DELETE', 'session', { token: session.token })).statusCode).toBe(200);
    expect(shown((await eventsOf({ search: 'ivy' })).concat(await eventsOf({ user: 'nobody-here' })))).toEqual([
      { username: 'ivy', name: 'Ivy Service', action: 'signed-out', target: 'ivy', companyId: null },
      { username: 'ivy', name: 'Ivy Service', action: 'sign-in', target: 'ivy', companyId: null },
      // A failed attempt knows only what was typed.
      { username: 'Ivy', name: '', action: 'sign-in-failed', target: 'Ivy', companyId: null },
      { username: 'nobody-here', name: '', action: 'sign-in-failed', target: 'nobody-here', companyId: null },
    ]);
    const row = await db.selectFrom('auditEvents').selectAll().where('action', '=', 'sign-in').where('username', '=', 'ivy').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor: 'staff', staffUserId: member.id, userId: null, companyId: null, address: '127.0.0.1', at: clock.now() });
  });

  it("records an Administrator's authenticator set-up and the sign-in it completes, a wrong code as a failed sign-in", async () => {
    await newStaff('ada', 'Administrator', 'Ada Admin');
    const first = (await staffLogin('ada')).json<StaffSession>();
    expect(first.next).toBe('enrol-second-factor');
    const { secret } = (await staffCall(app, 'POST', 'second-factor/enrol', { token: first.token })).json<SecondFactorEnrolment>();
    const confirmed = await staffCall(app, 'POST', 'second-factor/confirm', { token: first.token, body: { code: await totpCode(secret, clock) } });
    expect(confirmed.json<SecondFactorConfirmed>().session.next).toBeNull();
    clock.advance(60_000);
    const second = (await staffLogin('ada')).json<StaffSession>();
    expect((await staffCall(app, 'POST', 'second-factor', { token: second.token, body: { code: '000000' } })).statusCode).toBe(400);
    expect((await staffCall(app, 'POST', 'second-factor', { token: second.token, body: { code: await totpCode(secret, clock) } })).statusCode).toBe(200);
    expect(shown(await eventsOf({ user: 'ADA' })).map(({ action, target }) => [action, target])).toEqual([
      ['sign-in', 'ada'],
      ['sign-in-failed', 'ada (authenticator code)'],
      ['sign-in', 'ada'],
      ['second-factor-enrolled', 'ada'],
    ]);
  });

  it('records a password change', async () => {
    const member = await signedInStaff(app, db, clock, 'Customer service');
    const body = { currentPassword: DEMO_PASSWORD, newPassword: 'Quokka#Lantern#Drift9', confirmPassword: 'Quokka#Lantern#Drift9' };
    expect((await staffCall(app, 'POST', 'password', { token: member.token, body })).statusCode).toBe(200);
    expect(shown(await eventsOf({ user: member.username, action: 'password-changed' }))).toEqual([
      { username: member.username, name: expect.any(String), action: 'password-changed', target: member.username, companyId: null },
    ]);
  });
});

describe('staff accounts', () => {
  it("records an Administrator's changes to staff accounts, naming the staff member concerned", async () => {
    const admin = await signedInStaff(app, db, clock, 'Administrator');
    const added = await staffCall(app, 'POST', 'staff', { token: admin.token, body: { username: 'newdesk', name: 'New Desk', email: 'newdesk@carrier.example', role: 'Pricing' } });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json<{ staff: { id: number } }>().staff.id;
    const body = { name: 'New Desk', email: 'newdesk@carrier.example', role: 'Customer service', disabled: false };
    expect((await staffCall(app, 'PUT', `staff/${id}`, { token: admin.token, body })).statusCode).toBe(200);
    expect((await staffCall(app, 'POST', `staff/${id}/password-reset`, { token: admin.token })).statusCode).toBe(200);
    expect((await staffCall(app, 'POST', `staff/${id}/second-factor-reset`, { token: admin.token })).statusCode).toBe(200);
    expect((await eventsOf({ user: admin.username })).filter((e) => e.action.startsWith('staff-')).map(({ action, target, companyId }) => [action, target, companyId])).toEqual([
      ['staff-second-factor-reset', 'newdesk', null],
      ['staff-password-reset', 'newdesk', null],
      ['staff-changed', 'newdesk', null],
      ['staff-added', 'newdesk', null],
    ]);
  });
});

describe('customer companies', () => {
  it("records what staff do to a company, which its new administrator then reads in their own trail, the staff member by name", async () => {
    const desk = await signedInStaff(app, db, clock, 'Customer service');
    const write = async (method: 'POST' | 'PUT', path: string, body?: unknown) => {
      const response = await staffCall(app, method, path, { token: desk.token, ...(body ? { body } : {}) });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    const { companyId, company } = await createCompany(app, desk.token);
    await write('PUT', `companies/${companyId}`, buildCompanyForm({ name: company.name, abn: '', requirePO: true }));
    const invite = newAdministrator();
    const { userId } = await inviteAdministrator(app, desk.token, companyId, invite);
    await write('POST', `companies/${companyId}/administrator/invitation`);
    await write('POST', `companies/${companyId}/suspend`);
    // Suspended already: nothing changes, nothing is recorded.
    await write('POST', `companies/${companyId}/suspend`);
    await write('POST', `companies/${companyId}/reactivate`);
    await write('POST', `companies/${companyId}/users/${userId}/password`);

    const staffRows = await eventsOf({ company: companyId });
    expect(staffRows.map(({ action, target, companyName }) => [action, target, companyName])).toEqual([
      ['user-password-reset', invite.username, company.name],
      ['company-reactivated', company.name, company.name],
      ['company-suspended', company.name, company.name],
      ['admin-invited', invite.username, company.name],
      ['admin-invited', invite.username, company.name],
      ['company-changed', company.name, company.name],
      ['company-created', company.name, company.name],
    ]);

    // The administrator signs in with the e-mailed password, chooses their own, and reads the trail.
    const temporary = await temporaryPasswordTo(app, invite.email);
    const first = await login(app, invite.username, { password: temporary });
    const NEW = 'Harbour#Lantern42';
    expect((await call(app, 'POST', 'changepassword', { token: first, body: { currentPassword: temporary, newPassword: NEW, confirmPassword: NEW } })).statusCode).toBe(200);
    const administrator = await login(app, invite.username, { password: NEW });
    const theirs = (await trailOf(app, administrator)).events.filter((e) => e.actor === 'staff');
    expect(theirs.map(({ username, action }) => [username, action])).toEqual(staffRows.map(({ name, action }) => [name, action]));
    expect(JSON.stringify(theirs)).not.toContain(desk.username);
  });
});

describe('connote books and depots', () => {
  it("records a book in the company's trail and the depots in the staff's only", async () => {
    const operations = await signedInStaff(app, db, clock, 'Operations');
    const write = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
      const response = await staffCall(app, method, path, { token: operations.token, ...(body ? { body } : {}) });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    const desk = await signedInStaff(app, db, clock, 'Customer service');
    const { companyId } = await createCompany(app, desk.token);
    await write('POST', `companies/${companyId}/connote-books`, { firstSerial: 71_000_000, lastSerial: 71_000_099 });
    const depot = buildDepotForm({ code: 'AUD', city: 'Auditville', lat: -26.5, lng: 148.5 });
    await write('POST', 'depots', depot);
    await write('PUT', 'depots/AUD', { ...depot, city: 'Audit Downs' });
    await write('DELETE', 'depots/AUD');
    expect(shown(await eventsOf({ user: operations.username })).map(({ action, target, companyId: company }) => [action, target, company])).toEqual([
      ['depot-deleted', 'AUD', null],
      ['depot-changed', 'AUD', null],
      ['depot-added', 'AUD', null],
      ['connote-book-allotted', 'FP710000001 to FP710000993', companyId],
      ['sign-in', operations.username, null],
    ]);
  });
});

describe("customer service's writes", () => {
  it("are in the staff trail with the consignment's company, and in that company's trail by the staff member's name only", async () => {
    const desk = await signedInStaff(app, db, clock, 'Customer service');
    const conNumber = await bookConsignment(app, booker);
    expect((await staffCall(app, 'POST', 'scans', { token: desk.token, body: { conNumber, code: 2 } })).statusCode).toBe(200);
    expect((await staffCall(app, 'POST', 'scans', { token: desk.token, body: { conNumber, code: 1 } })).statusCode).toBe(409);
    expect((await staffCall(app, 'POST', 'pods', { token: desk.token, body: { conNumber, signedBy: 'Mia Costa' } })).statusCode).toBe(200);

    const staffRows = await eventsOf({ user: desk.username, company: acmeId });
    expect(staffRows.map(({ action, target, companyId, companyName }) => [action, target, companyId, companyName])).toEqual([
      ['pod-recorded', conNumber, acmeId, ACME],
      ['scan-recorded', `${conNumber} code 2`, acmeId, ACME],
    ]);
    const name = staffRows[0]!.name;

    const acme = await trailOf(app, acmeAdmin, { search: conNumber });
    expect(acme.events.filter((e) => e.actor === 'staff').map(({ actor, username, action, target }) => ({ actor, username, action, target }))).toEqual([
      { actor: 'staff', username: name, action: 'pod-recorded', target: conNumber },
      { actor: 'staff', username: name, action: 'scan-recorded', target: `${conNumber} code 2` },
    ]);
    const body = JSON.stringify(await trailOf(app, acmeAdmin));
    expect(body).not.toContain(`${desk.username}@carrier.example`);
    expect(body).not.toContain(`"${desk.username}"`);
    // The customer's filter by username never reaches a staff row.
    expect((await trailOf(app, acmeAdmin, { user: desk.username })).events).toEqual([]);
    // Another company's administrator sees none of it.
    expect((await trailOf(app, coastalAdmin, { search: conNumber })).events).toEqual([]);
    expect((await trailOf(app, coastalAdmin, { action: 'pod-recorded' })).events.filter((e) => e.actor === 'staff')).toEqual([]);
  });

  it("records a staff member's download through the page's link as theirs, in the company's trail", async () => {
    const desk = await signedInStaff(app, db, clock, 'Customer service');
    const conNumber = await bookConsignment(app, booker);
    const page = (await staffCall(app, 'GET', `consignment?conNumber=${conNumber}`, { token: desk.token })).json<StaffConsignment>();
    expect((await app.inject({ method: 'GET', url: page.documents[0]!.url })).statusCode).toBe(200);
    const [download] = await eventsOf({ user: desk.username, action: 'document-downloaded' });
    expect(download).toMatchObject({ target: `CON ${conNumber}`, companyId: acmeId });
    const seen = (await trailOf(app, acmeAdmin, { action: 'document-downloaded', search: conNumber })).events;
    expect(seen.map((e: AuditEvent) => [e.actor, e.username])).toEqual([['staff', download!.name]]);
  });
});

describe('GET /carrier/audit', () => {
  it("pages the staff's events newest first, filtered by company and action, within the customers' window", async () => {
    const at = clock.now() - 60_000;
    await buildAuditEvents(db, 60, { companyId: coastalId, at, actor: 'staff', username: 'pager', staffName: 'Pat Pager', action: 'company-changed' });
    await buildAuditEvents(db, 1, { companyId: coastalId, at: clock.now() - (AUDIT_WINDOW_DAYS + 1) * DAY_MS, actor: 'staff', username: 'pager', action: 'company-changed' });
    // A customer's event of the same company is not the staff's.
    await buildAuditEvents(db, 1, { companyId: coastalId, at, username: 'pager', action: 'company-changed' });
    const first = await staffTrail({ company: coastalId, action: 'company-changed' });
    expect(first.events).toHaveLength(50);
    expect(first.events[0]).toMatchObject({ at, username: 'pager', name: 'Pat Pager', companyName: COASTAL });
    expect(first.since).toBe(clock.now() - AUDIT_WINDOW_DAYS * DAY_MS);
    const rest = await staffTrail({ company: coastalId, action: 'company-changed', before: first.next! });
    expect(rest.events).toHaveLength(10);
    expect(rest.next).toBeNull();
    const ats = [...first.events, ...rest.events].map((e) => e.at);
    expect(ats).toEqual([...ats].sort((a, b) => b - a));
    expect((await staffTrail({ company: acmeId, user: 'pager' })).events).toEqual([]);
  });

  it('refuses a filter it cannot read', async () => {
    for (const query of ['company=abc', 'action=made-up', `user=${'x'.repeat(101)}`]) {
      expect((await staffCall(app, 'GET', `audit?${query}`, { token: reader.token })).statusCode, query).toBe(400);
    }
  });
});
