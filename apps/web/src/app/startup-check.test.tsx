import '../test/setup';
import { screen } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@portal/domain/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSession, jsonResponse, mockFetch } from '../test/factories';
import { renderScreen } from '../test/render';
import { SessionGate } from './session-gate';
import { useSessionStore } from '../lib/session/session-store';
import { runStartupCheck } from '../lib/session/startup-check';

function storeSession(lastActive: number) {
  const session = buildSession({ lastActive, timeout: 60_000 });
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  useSessionStore.setState({ session, status: 'checking', logoutReason: null });
  return session;
}

describe('start-up check (spec 01 section 4)', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it("ends a stored session idle longer than its timeout with 'Session has expired'", async () => {
    const fetch = mockFetch(() => jsonResponse({}));
    storeSession(Date.now() - 61_000);
    renderScreen(<SessionGate />);
    expect(await screen.findByText('Session has expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('revalidates a fresh stored session with GET login, keeping the options of sign-in', async () => {
    const session = storeSession(Date.now() - 1_000);
    // GET login answers the user only (spec 01 section 3: options are delivered at sign-in).
    const fresh = buildSession({ name: 'Jo Renamed', companies: [{ id: 10, name: 'Acme Hardware Pty Ltd' }, { id: 11, name: 'Bay Freight' }] }).user;
    const fetch = mockFetch(() => jsonResponse({ user: fresh }));
    await runStartupCheck();
    expect(fetch.mock.calls[0]?.[0]).toBe('/portal/login');
    expect(useSessionStore.getState()).toMatchObject({ status: 'ready', logoutReason: null });
    const stored = useSessionStore.getState().session;
    expect(stored?.user).toMatchObject({ token: session.user.token, name: 'Jo Renamed', companies: fresh.companies });
    expect(stored?.options).toEqual(session.options);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({ user: { name: 'Jo Renamed' }, options: session.options });
  });

  it("logs out with 'Session has expired' when the server refuses the token", async () => {
    storeSession(Date.now() - 1_000);
    mockFetch(() => jsonResponse({ error: 'Session expired' }, { status: 401, statusText: 'Session expired' }));
    await runStartupCheck();
    expect(useSessionStore.getState()).toMatchObject({ session: null, logoutReason: 'Session has expired' });
  });
});
