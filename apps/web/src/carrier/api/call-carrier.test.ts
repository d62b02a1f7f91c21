import '../../test/setup';
import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import { SESSION_STORAGE_KEY, STAFF_SESSION_STORAGE_KEY } from '@portal/domain/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, signInAs } from '../../test/factories';
import { useSessionStore } from '../../lib/session/session-store';
import { buildStaffSession, signInStaff } from '../carrier-test-support';
import { useStaffSessionStore } from '../session/staff-session-store';
import { callCarrier } from './call-carrier';

describe("the back office's call helper (issue 26)", () => {
  beforeEach(() => {
    useStaffSessionStore.getState().logout();
    useSessionStore.getState().logout();
  });

  it('sends the staff token in the Authorization header only, never the customer\'s', async () => {
    signInAs();
    signInStaff(buildStaffSession({ token: 'staff_secret' }));
    const fetch = mockFetch(() => jsonResponse(buildStaffSession()));
    await callCarrier(CARRIER_CALLS.session, {});
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/carrier/session');
    expect(init?.headers).toMatchObject({ Accept: 'application/json', Authorization: 'Bearer staff_secret' });
  });

  it("signs the staff member out with 'Session expired' on a 401, leaving a customer's session in the tab", async () => {
    const customer = signInAs();
    signInStaff();
    mockFetch(() => jsonResponse({ error: 'Session expired' }, { status: 401, statusText: 'Session expired' }));
    await expect(callCarrier(CARRIER_CALLS.enrolSecondFactor, {})).rejects.toMatchObject({ message: 'Session expired', status: 401 });
    expect(useStaffSessionStore.getState()).toMatchObject({ session: null, logoutReason: 'Session expired' });
    expect(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().session?.user.token).toBe(customer.user.token);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it("reads a refusal's sentence from the answer, as the portal's calls do", async () => {
    signInStaff();
    mockFetch(() => jsonResponse({ error: 'Your role does not allow this.' }, { status: 403, headers: { 'X-Error': 'Your role does not allow this.' } }));
    await expect(callCarrier(CARRIER_CALLS.secondFactor, { code: '1' })).rejects.toMatchObject({ message: 'Your role does not allow this.', status: 403 });
    expect(useStaffSessionStore.getState().session).not.toBeNull();
  });

  it("a customer's logout leaves the staff session in the tab's storage", () => {
    signInAs();
    signInStaff();
    useSessionStore.getState().logout();
    expect(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).not.toBeNull();
  });
});
