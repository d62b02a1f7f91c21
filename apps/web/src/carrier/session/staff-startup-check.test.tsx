import { screen } from '@testing-library/react';
import { STAFF_SESSION_STORAGE_KEY } from '@portal/domain/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/factories';
import { callsTo, mockCalls } from '../../test/mock-calls';
import { buildStaffSession, renderCarrierArea, storeStaffSession } from '../carrier-test-support';
import { useStaffSessionStore } from './staff-session-store';

describe("the back office's start-up check (issue 26, as spec 01 section 4)", () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it("returns to the sign-in card with 'Session has expired' when GET session answers 401", async () => {
    storeStaffSession();
    const fetch = mockCalls({
      'GET /carrier/session': () => jsonResponse({ error: 'Session expired' }, { status: 401, statusText: 'Session expired' }),
    });
    renderCarrierArea();
    expect(await screen.findByRole('heading', { name: 'Carrier sign-in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Session has expired');
    expect(callsTo(fetch, 'GET /carrier/session')[0]?.headers).toMatchObject({ Authorization: 'Bearer staff_token-1' });
    expect(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ends a stored session idle longer than its timeout without asking the server', async () => {
    storeStaffSession(buildStaffSession({ lastActive: Date.now() - 61_000, timeoutMs: 60_000 }));
    const fetch = mockFetch(() => jsonResponse({}));
    renderCarrierArea();
    expect(await screen.findByText('Session has expired')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a session the server still holds, at the sign-in step it names', async () => {
    storeStaffSession(buildStaffSession({ next: null }));
    mockCalls({ 'GET /carrier/session': () => jsonResponse(buildStaffSession({ next: 'second-factor' })) });
    renderCarrierArea();
    expect(await screen.findByRole('heading', { name: 'Enter your authentication code' })).toBeTruthy();
    expect(useStaffSessionStore.getState()).toMatchObject({ status: 'ready', session: { next: 'second-factor', token: 'staff_token-1' } });
  });
});
