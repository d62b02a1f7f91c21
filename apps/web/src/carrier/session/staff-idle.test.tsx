import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { callsTo, mockCalls } from '../../test/mock-calls';
import { buildStaffSession, renderCarrierArea, signInStaff } from '../carrier-test-support';
import { useStaffSessionStore } from './staff-session-store';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const sessionDialog = () => vi.waitFor(() => screen.getByRole('dialog', { name: 'Session' }));

describe("a staff member's idle warning and expiry (issue 26: the customer's, spec 01 section 4)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useStaffSessionStore.getState().logout();
    // 40 s timeout: the dialog opens after 40 - 30 - 2 = 8 s without activity.
    signInStaff(buildStaffSession({ timeoutMs: 40_000 }));
  });

  it('Continue Session keeps the staff member in with GET session', async () => {
    const fetch = mockCalls({ 'GET /carrier/session': () => jsonResponse(buildStaffSession({ timeoutMs: 40_000 })) });
    renderCarrierArea();
    await advance(8_000);
    await sessionDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await advance(0);
    expect(callsTo(fetch, 'GET /carrier/session')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useStaffSessionStore.getState().session).not.toBeNull();
  });

  it("signs out at zero with DELETE session, back to the sign-in card with 'Session has expired'", async () => {
    const fetch = mockCalls({ 'DELETE /carrier/session': () => jsonResponse({ success: true, message: '' }) });
    renderCarrierArea('#/carrier/somewhere');
    await advance(8_000);
    await sessionDialog();
    await advance(28_000);
    expect(callsTo(fetch, 'DELETE /carrier/session')).toHaveLength(1);
    await vi.waitFor(() => screen.getByRole('heading', { name: 'Carrier sign-in' }));
    expect(screen.getByRole('alert').textContent).toBe('Session has expired');
    expect(window.location.hash).toBe('#/carrier');
  });
});
