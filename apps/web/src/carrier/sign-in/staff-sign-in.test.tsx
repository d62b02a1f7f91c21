import { fireEvent, screen } from '@testing-library/react';
import { PASSWORD_MESSAGES } from '@portal/domain/account/password';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { STAFF_SESSION_STORAGE_KEY } from '@portal/domain/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { callsTo, mockCalls } from '../../test/mock-calls';
import { buildStaffSession, renderCarrierArea } from '../carrier-test-support';
import { useStaffSessionStore } from '../session/staff-session-store';

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const heading = (name: string) => screen.findByRole('heading', { name });

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Freight%20Portal:carrier?secret=JBSWY3DPEHPK3PXP&issuer=Freight%20Portal',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>',
};
const RECOVERY_CODES = ['k7q2-9fzm', 'p3xd-w8rt', 'a5nb-2hcv'];

async function signIn(username = 'carrier', password = 'Temporary#Pass1') {
  expect(await heading('Carrier sign-in')).toBeTruthy();
  type('Username', username);
  type('Password', password);
  click('Sign In');
}

describe('the staff sign-in (issue 26)', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('signs in, replaces the temporary password, sets up the authenticator, shows the recovery codes once, then opens the back office', async () => {
    const step = (next: 'enrol-second-factor' | null) => jsonResponse(buildStaffSession({ token: 'staff_token-2', next }));
    const fetch = mockCalls({
      'POST /carrier/login': () => jsonResponse(buildStaffSession({ next: 'change-password' })),
      'POST /carrier/password': () => step('enrol-second-factor'),
      'POST /carrier/second-factor/enrol': () => jsonResponse(ENROLMENT),
      'POST /carrier/second-factor/confirm': () =>
        jsonResponse({ session: buildStaffSession({ token: 'staff_token-2', next: null }), recoveryCodes: RECOVERY_CODES }),
    });
    renderCarrierArea();
    await signIn();

    expect(await heading('Choose a new password')).toBeTruthy();
    type('Current Password', 'Temporary#Pass1');
    type('New Password', 'lowercase');
    type('Confirm Password', 'lowercase');
    click('Save');
    // The customer's rules, checked before anything is sent (spec 01 section 5).
    expect(screen.getByText(PASSWORD_MESSAGES.noDigit)).toBeTruthy();
    expect(callsTo(fetch, 'POST /carrier/password')).toHaveLength(0);
    type('New Password', 'Harbour#Crane42');
    type('Confirm Password', 'Harbour#Crane42');
    click('Save');

    expect(await heading('Set up your authenticator')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ENROLMENT.qrSvg)}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    type('Code from your app', '123456');
    click('Confirm');

    expect(await heading('Save your recovery codes')).toBeTruthy();
    for (const code of RECOVERY_CODES) expect(screen.getByText(code)).toBeTruthy();
    // Shown once: never written to the tab's storage with the session.
    expect(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).not.toContain(RECOVERY_CODES[0]);
    click('I have saved these codes');

    expect(await heading('Welcome, Casey Carrier')).toBeTruthy();
    expect(screen.queryByText(RECOVERY_CODES[0]!)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();

    const [login] = callsTo(fetch, 'POST /carrier/login');
    expect(JSON.parse(String(login?.body))).toEqual({ username: 'carrier', password: 'Temporary#Pass1' });
    expect(login?.headers).not.toHaveProperty('Authorization');
    const [password] = callsTo(fetch, 'POST /carrier/password');
    expect(JSON.parse(String(password?.body))).toEqual({ currentPassword: 'Temporary#Pass1', newPassword: 'Harbour#Crane42', confirmPassword: 'Harbour#Crane42' });
    expect(password?.headers).toMatchObject({ Authorization: 'Bearer staff_token-1' });
    expect(callsTo(fetch, 'POST /carrier/second-factor/enrol')).toHaveLength(1);
    const [confirm] = callsTo(fetch, 'POST /carrier/second-factor/confirm');
    expect(JSON.parse(String(confirm?.body))).toEqual({ code: '123456' });
    expect(confirm?.headers).toMatchObject({ Authorization: 'Bearer staff_token-2' });
  });

  it('asks for the code at sign-in once set up, shows a wrong code refused, and opens the back office with a right one', async () => {
    let tries = 0;
    const fetch = mockCalls({
      'POST /carrier/login': () => jsonResponse(buildStaffSession({ next: 'second-factor' })),
      'POST /carrier/second-factor': () =>
        ++tries === 1
          ? jsonResponse({ error: CARRIER_MESSAGES.wrongCode }, { status: 400, headers: { 'X-Error': 'wrong code' } })
          : jsonResponse(buildStaffSession({ next: null })),
    });
    renderCarrierArea();
    await signIn('carrier', 'Harbour#Crane42');

    expect(await heading('Enter your authentication code')).toBeTruthy();
    type('Authentication code', '000000');
    click('Verify');
    expect(await screen.findByText(CARRIER_MESSAGES.wrongCode)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enter your authentication code' })).toBeTruthy();

    // A recovery code goes in the same field.
    type('Authentication code', ' k7q2-9fzm ');
    click('Verify');
    expect(await heading('Welcome, Casey Carrier')).toBeTruthy();
    expect(callsTo(fetch, 'POST /carrier/second-factor').map((init) => JSON.parse(String(init.body)))).toEqual([{ code: '000000' }, { code: 'k7q2-9fzm' }]);
  });

  it("shows the server's refusal on the card, as the customer's card does", async () => {
    mockCalls({
      'POST /carrier/login': () => jsonResponse({ error: CARRIER_MESSAGES.badCredentials }, { status: 400 }),
    });
    renderCarrierArea();
    await signIn('carrier', 'Wrong#Pass1');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', CARRIER_MESSAGES.badCredentials);
    expect(useStaffSessionStore.getState().session).toBeNull();
  });

  it('Sign Out ends the session on the server and returns to the sign-in card', async () => {
    const fetch = mockCalls({
      'POST /carrier/login': () => jsonResponse(buildStaffSession()),
      'DELETE /carrier/session': () => jsonResponse({ success: true, message: '' }),
    });
    renderCarrierArea();
    await signIn('carrier', 'Harbour#Crane42');
    expect(await heading('Welcome, Casey Carrier')).toBeTruthy();
    click('Sign Out');
    expect(await heading('Carrier sign-in')).toBeTruthy();
    expect(callsTo(fetch, 'DELETE /carrier/session')[0]?.headers).toMatchObject({ Authorization: 'Bearer staff_token-1' });
    expect(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
  });
});
