import { describe, expect, it } from 'vitest';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import type { SecondFactorConfirmed, SecondFactorEnrolment, StaffSession } from '@portal/domain/carrier/staff-session';
import { PASSWORD_MESSAGES } from '@portal/domain/account/password';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { DEMO_PASSWORD } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { signedInStaff, staffCall, totpCode } from '../../test/staff';
import { testApp } from '../../test/test-app';
import { createStaffMember } from './service';

const { app, db, clock, config } = await testApp();

const signIn = (username: string, password: string) => staffCall(app, 'POST', 'login', { body: { username, password } });

describe('the first administrator: a temporary password, a new one, then an authenticator', () => {
  it('walks a new Administrator through every step to the back office', async () => {
    const { temporaryPassword } = await createStaffMember(db, { username: 'First.Admin', name: 'First Admin', email: 'first@carrier.example', role: 'Administrator' }, config.scryptCost, clock.now());
    const first = (await signIn('first.admin', temporaryPassword)).json<StaffSession>();
    expect(first).toMatchObject({ next: 'change-password', permissions: [], staff: { username: 'first.admin', role: 'Administrator' } });
    expect(first.token.startsWith('staff_')).toBe(true);

    // Nothing of the back office answers before the sign-in is through.
    const early = await staffCall(app, 'POST', 'second-factor/enrol', { token: first.token });
    expect(errorOf(early)).toMatchObject({ status: 403, body: { error: CARRIER_MESSAGES.finishSignIn } });

    const weak = await staffCall(app, 'POST', 'password', { token: first.token, body: { currentPassword: temporaryPassword, newPassword: 'short', confirmPassword: 'short' } });
    expect(errorOf(weak).body.errors).toContain(PASSWORD_MESSAGES.tooShort);
    const changed = await staffCall(app, 'POST', 'password', { token: first.token, body: { currentPassword: temporaryPassword, newPassword: 'Harbour#Lantern42', confirmPassword: 'Harbour#Lantern42' } });
    expect(changed.json<StaffSession>().next).toBe('enrol-second-factor');

    const enrolment = (await staffCall(app, 'POST', 'second-factor/enrol', { token: first.token })).json<SecondFactorEnrolment>();
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    const wrong = await staffCall(app, 'POST', 'second-factor/confirm', { token: first.token, body: { code: '000000' } });
    expect(errorOf(wrong)).toMatchObject({ status: 400, body: { error: CARRIER_MESSAGES.wrongCode } });
    const confirmed = (await staffCall(app, 'POST', 'second-factor/confirm', { token: first.token, body: { code: await totpCode(enrolment.secret, clock) } })).json<SecondFactorConfirmed>();
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(confirmed.session).toMatchObject({ next: null, staff: { role: 'Administrator' } });
    expect(confirmed.session.permissions).toContain('staff:manage');

    // The temporary password is spent; the new one and a fresh code sign in again.
    expect((await signIn('first.admin', temporaryPassword)).statusCode).toBe(400);
    const again = (await signIn('FIRST.ADMIN', 'Harbour#Lantern42')).json<StaffSession>();
    expect(again.next).toBe('second-factor');
    // The code just used is refused a second time; the next step's is accepted.
    const replay = await staffCall(app, 'POST', 'second-factor', { token: again.token, body: { code: await totpCode(enrolment.secret, clock) } });
    expect(errorOf(replay).body.error).toBe(CARRIER_MESSAGES.wrongCode);
    clock.advance(30_000);
    const through = await staffCall(app, 'POST', 'second-factor', { token: again.token, body: { code: await totpCode(enrolment.secret, clock) } });
    expect(through.json<StaffSession>().next).toBeNull();

    // A recovery code works once, typed with spaces and in capitals.
    const third = (await signIn('first.admin', 'Harbour#Lantern42')).json<StaffSession>();
    const recovery = confirmed.recoveryCodes[0]!.toUpperCase().replace(/-/g, ' ');
    expect((await staffCall(app, 'POST', 'second-factor', { token: third.token, body: { code: recovery } })).json<StaffSession>().next).toBeNull();
    const fourth = (await signIn('first.admin', 'Harbour#Lantern42')).json<StaffSession>();
    expect((await staffCall(app, 'POST', 'second-factor', { token: fourth.token, body: { code: recovery } })).statusCode).toBe(400);
  });

  it('signs other roles straight in: the second factor is required of Administrators only', async () => {
    const { temporaryPassword } = await createStaffMember(db, { username: 'desk', name: 'Desk', email: 'desk@carrier.example', role: 'Customer service' }, config.scryptCost, clock.now());
    const first = (await signIn('desk', temporaryPassword)).json<StaffSession>();
    const changed = await staffCall(app, 'POST', 'password', { token: first.token, body: { currentPassword: temporaryPassword, newPassword: 'Harbour#Lantern42', confirmPassword: 'Harbour#Lantern42' } });
    expect(changed.json<StaffSession>()).toMatchObject({ next: null, permissions: expect.arrayContaining(['consignments:find', 'pods:record']) });
  });
});

describe('staff and customers kept apart', () => {
  it('refuses a staff session on customer calls and a customer session on staff calls, with 403', async () => {
    const staff = await signedInStaff(app, db, clock, 'Administrator');
    const onPortal = await call(app, 'GET', 'login', { token: staff.token });
    expect(errorOf(onPortal)).toMatchObject({ status: 403, body: { error: CARRIER_MESSAGES.customersOnly } });
    expect((await call(app, 'GET', 'quotes', { token: staff.token })).statusCode).toBe(403);

    const customer = await login(app, 'booker');
    const onCarrier = await staffCall(app, 'GET', 'session', { token: customer });
    expect(errorOf(onCarrier)).toMatchObject({ status: 403, body: { error: CARRIER_MESSAGES.staffOnly } });
  });

  it('answers 401 to a staff token whose session ended, on either side', async () => {
    const staff = await signedInStaff(app, db, clock, 'Operations');
    clock.advance(21 * 60 * 1000);
    expect((await staffCall(app, 'GET', 'session', { token: staff.token })).statusCode).toBe(401);
    expect((await call(app, 'GET', 'quotes', { token: staff.token })).statusCode).toBe(401);
    expect((await staffCall(app, 'GET', 'session', { token: 'staff_forged' })).statusCode).toBe(401);
    expect((await staffCall(app, 'GET', 'session')).statusCode).toBe(401);
  });

  it('does not sign a customer in at the carrier sign-in, nor a staff member on the customer card', async () => {
    expect(errorOf(await signIn('booker', DEMO_PASSWORD)).body.error).toBe(CARRIER_MESSAGES.badCredentials);
    const customerCard = await call(app, 'POST', 'login', { body: { username: 'carrier', password: DEMO_PASSWORD } });
    expect(errorOf(customerCard).body.error).toBe(SERVER_MESSAGES.badCredentials);
  });
});

describe('staff sign-in', () => {
  it('signs the demo carrier in, then asks for its authenticator set-up', async () => {
    const session = (await signIn('carrier', DEMO_PASSWORD)).json<StaffSession>();
    expect(session).toMatchObject({ next: 'enrol-second-factor', staff: { name: 'Casey Carrier', role: 'Administrator' } });
  });

  it('names blank fields and throttles repeated failures', async () => {
    expect(errorOf(await signIn(' ', '')).body.errors).toEqual([CARRIER_MESSAGES.usernameBlank, CARRIER_MESSAGES.passwordBlank]);
    for (let i = 0; i < 5; i++) expect((await signIn('carrier', 'Wrong#Password1')).statusCode).toBe(400);
    expect((await signIn('carrier', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('ends a session at sign-out', async () => {
    const staff = await signedInStaff(app, db, clock, 'Pricing');
    expect((await staffCall(app, 'DELETE', 'session', { token: staff.token })).statusCode).toBe(200);
    expect((await staffCall(app, 'GET', 'session', { token: staff.token })).statusCode).toBe(401);
  });
});
