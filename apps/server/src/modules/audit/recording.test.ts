import { describe, expect, it } from 'vitest';
import { DROP_FREIGHT_STATUS_BOOKED, type DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import type { PickupDraft } from '@portal/domain/api/pickup';
import { AUDIT_ACTION_WORDS } from '@portal/domain/audit/audit-actions';
import { ACME } from '../../db/seed/demo-users';
import { call, login, loginAnswer } from '../../test/api';
import { bookConsignment, fetchDocument, scan } from '../../test/consignments';
import { buildUser, companyIdByName, userIdByUsername } from '../../test/factories';
import { createdDraft, startDropFreight } from '../../test/drop-freight-drafts';
import { createPickup } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';
import { rowOf } from '../users/test-rows';
import { eventsOf } from './test-trail';

// Issue 13: each kind of event lands on the trail with who, which company, when and from which
// address, read back through GET audit as an administrator reads it (decision 0032).

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
// 'admin' administers both companies; 'cfmanager' only Coastal Foods.
const acmeAdmin = await login(app, 'admin', { companyId: acmeId });
const coastalAdmin = await login(app, 'cfmanager');
const booker = await login(app, 'booker', { companyId: acmeId });

const from = (remoteAddress: string) => ({ remoteAddress });

describe('sign-ins', () => {
  it('records a sign-in with the address, for every company of the user', async () => {
    clock.advance(60_000);
    expect((await loginAnswer(app, 'admin', undefined, '203.0.113.7')).statusCode).toBe(200);
    const expected = { username: 'admin', actor: 'user', action: 'sign-in', target: 'admin', address: '203.0.113.7', at: clock.now() };
    expect((await eventsOf(app, acmeAdmin, 'sign-in'))[0]).toEqual(expected);
    expect((await eventsOf(app, coastalAdmin, 'sign-in')).find((e) => e.username === 'admin')).toEqual(expected);
  });

  it('records a failed sign-in with the username as typed, never the password, and only for its companies', async () => {
    expect((await loginAnswer(app, 'Booker', 'Wrong#Guess9', '198.51.100.4')).statusCode).toBe(400);
    expect((await eventsOf(app, acmeAdmin, 'sign-in-failed'))[0]).toMatchObject({ username: 'booker', target: 'Booker', address: '198.51.100.4' });
    expect((await eventsOf(app, coastalAdmin, 'sign-in-failed')).map((e) => e.username)).not.toContain('booker');
    const stored = await db.selectFrom('auditEvents').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('Wrong#Guess9');
  });

  it('keeps a failed sign-in of an unknown username out of every company trail', async () => {
    expect((await loginAnswer(app, 'nobody-here', 'Wrong#Guess9', '198.51.100.5')).statusCode).toBe(400);
    const rows = await db.selectFrom('auditEvents').selectAll().where('target', '=', 'nobody-here').execute();
    expect(rows).toMatchObject([{ action: 'sign-in-failed', companyId: null, userId: null, username: 'nobody-here', address: '198.51.100.5' }]);
  });
});

describe("a user's own account", () => {
  it('records a password change for the companies of the user, without the passwords', async () => {
    const user = await buildUser(db, { companyId: acmeId });
    const token = await login(app, user.username, { password: user.password });
    const body = { currentPassword: user.password, newPassword: 'Brand#New22', confirmPassword: 'Brand#New22' };
    expect((await call(app, 'POST', 'changepassword', { token, body })).statusCode).toBe(200);
    expect((await eventsOf(app, acmeAdmin, 'password-changed'))[0]).toMatchObject({ username: user.username, target: user.username });
    expect(await eventsOf(app, coastalAdmin, 'password-changed')).toEqual([]);
    expect(JSON.stringify(await db.selectFrom('auditEvents').selectAll().execute())).not.toContain('Brand#New22');
  });

  it('records a request for a temporary password', async () => {
    const user = await buildUser(db, { companyId: acmeId });
    const answer = await call(app, 'POST', 'password/reset', { body: { username: user.username, email: user.email }, ...from('192.0.2.44') });
    expect(answer.statusCode).toBe(200);
    expect((await eventsOf(app, acmeAdmin, 'password-reset'))[0]).toMatchObject({ username: user.username, address: '192.0.2.44' });
  });
});

describe("changes in a company's records", () => {
  it('records a users change naming the users added', async () => {
    const users = [{ id: 0, name: 'New Person', username: 'newperson', email: 'new@test.example', role: 2, enabled: true, resetPassword: false, delete: false }];
    expect((await call(app, 'POST', 'users', { token: acmeAdmin, body: { users } })).statusCode).toBe(200);
    expect((await eventsOf(app, acmeAdmin, 'users-changed'))[0]).toMatchObject({ username: 'admin', target: 'newperson' });
    expect(await eventsOf(app, coastalAdmin, 'users-changed')).toEqual([]);
  });

  it("records an administrator's reset to a temporary password, naming only the user changed", async () => {
    const [kept, reset] = [await buildUser(db, { companyId: acmeId }), await buildUser(db, { companyId: acmeId })];
    const rows = [rowOf(kept), rowOf(reset, { resetPassword: true })];
    expect((await call(app, 'POST', 'users', { token: acmeAdmin, body: { users: rows } })).statusCode).toBe(200);
    expect((await eventsOf(app, acmeAdmin, 'users-changed'))[0]).toMatchObject({ username: 'admin', target: reset.username });
  });

  it('records a booking, an edit and a duplicate with their record numbers', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    const pickup = (await call(app, 'GET', 'pickups/edit', { token: booker, query: { pickupNumber } })).json<PickupDraft>();
    expect((await call(app, 'POST', 'pickups/edit', { token: booker, body: { ...pickup, bookedBy: 'Someone Else' } })).statusCode).toBe(200);
    const duplicate = await call(app, 'POST', 'pickups/duplicate', { token: booker, body: { pickupNumber } });
    const copy = duplicate.json<{ recordNumber: string }>().recordNumber;
    expect((await eventsOf(app, acmeAdmin, 'pickup-booked'))[0]).toMatchObject({ username: 'booker', target: pickupNumber });
    expect((await eventsOf(app, acmeAdmin, 'pickup-edited'))[0]).toMatchObject({ username: 'booker', target: pickupNumber });
    expect((await eventsOf(app, acmeAdmin, 'duplicated'))[0]).toMatchObject({ username: 'booker', target: `${copy} (copy of ${pickupNumber})` });
    expect(await eventsOf(app, coastalAdmin, 'pickup-booked')).toEqual([]);
  });

  it('records a drop freight step saved as edited, and its booking as booked', async () => {
    const conNumber = await startDropFreight(app, booker);
    const saved = await call(app, 'POST', 'directdropfreight/edit', { token: booker, body: createdDraft(conNumber, { progress: 5 }) });
    const { version } = saved.json<DropFreightSaveAnswer>();
    const booked = await call(app, 'POST', 'directdropfreight/edit', { token: booker, body: createdDraft(conNumber, { status: DROP_FREIGHT_STATUS_BOOKED, version }) });
    expect(booked.statusCode).toBe(200);
    expect((await eventsOf(app, acmeAdmin, 'drop-freight-booked')).map((e) => e.target)).toEqual([conNumber]);
    expect((await eventsOf(app, acmeAdmin, 'drop-freight-edited')).map((e) => e.target)).toEqual([conNumber]);
    expect(AUDIT_ACTION_WORDS['drop-freight-booked']).toBe('Drop freight booked');
  });

  it('records nothing for a refused booking', async () => {
    const before = await eventsOf(app, acmeAdmin, 'pickup-edited');
    expect((await call(app, 'POST', 'pickups/edit', { token: booker, body: { pickupNumber: 'P9999999' } })).statusCode).toBe(400);
    expect(await eventsOf(app, acmeAdmin, 'pickup-edited')).toEqual(before);
  });

  it('records a document download through its signed link, by the user it was issued to', async () => {
    const conNumber = await bookConsignment(app, booker);
    const { pdf } = await fetchDocument(app, booker, { docRN: conNumber, docType: 'CON' });
    expect(pdf.statusCode).toBe(200);
    const [event] = await eventsOf(app, acmeAdmin, 'document-downloaded');
    expect(event).toMatchObject({ username: 'booker', actor: 'user', target: `CON ${conNumber}` });
    const row = await db.selectFrom('auditEvents').select(['userId', 'companyId']).where('action', '=', 'document-downloaded').executeTakeFirstOrThrow();
    expect(row).toEqual({ userId: await userIdByUsername(db, 'booker'), companyId: acmeId });
  });

  it("records an operations scan for the consignment's company, by the operations API", async () => {
    const conNumber = await bookConsignment(app, booker);
    await scan(app, conNumber, [41]);
    expect((await eventsOf(app, acmeAdmin, 'scan-recorded'))[0]).toMatchObject({ actor: 'operations', username: '', target: `${conNumber} code 41` });
    expect(await eventsOf(app, coastalAdmin, 'scan-recorded')).toEqual([]);
  });
});
