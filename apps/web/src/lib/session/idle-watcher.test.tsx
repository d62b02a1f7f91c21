import '../../test/setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession, jsonResponse, mockFetch, signInAs } from '../../test/factories';
import { renderScreen } from '../../test/render';
import { IdleWatcher } from './idle-watcher';
import { useSessionStore } from './session-store';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The dialog's chunk is fetched when it first opens (idle-watcher.tsx): wait for it to show. */
const sessionDialog = () => vi.waitFor(() => screen.getByRole('dialog', { name: 'Session' }));

describe('idle handling (spec 01 section 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useSessionStore.getState().logout();
    // 40 s timeout: the dialog opens after 40 - 30 - 2 = 8 s without activity.
    signInAs(buildSession({ timeout: 40_000 }));
  });

  it('opens the Session dialog after the idle limit and counts down once a second', async () => {
    mockFetch(() => jsonResponse({}));
    renderScreen(<IdleWatcher />);
    await advance(7_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1_000);
    const dialog = await sessionDialog();
    expect(dialog.textContent).toContain('You will be automaticaly logged out in 28 seconds');
    await advance(1_000);
    expect(dialog.textContent).toContain('You will be automaticaly logged out in 27 seconds');
  });

  it('activity before the limit keeps the dialog away', async () => {
    mockFetch(() => jsonResponse({}));
    renderScreen(<IdleWatcher />);
    await advance(6_000);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(6_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Continue Session sends the keep-alive and closes the dialog', async () => {
    const options = useSessionStore.getState().session?.options;
    // GET login answers the user only; the stored options of sign-in stay.
    const fetch = mockFetch(() => jsonResponse({ user: buildSession({ timeout: 40_000, name: 'Jo Renamed' }).user }));
    renderScreen(<IdleWatcher />);
    await advance(8_000);
    await sessionDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await advance(0);
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual(['GET /portal/login']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSessionStore.getState().session).toMatchObject({ user: { name: 'Jo Renamed' }, options });
    expect(options).toBeTruthy();
  });

  it('an active user past half the timeout sends a quiet keep-alive, keeping the stored options', async () => {
    const options = useSessionStore.getState().session?.options;
    const fetch = mockFetch(() => jsonResponse({ user: buildSession({ timeout: 40_000, name: 'Jo Renamed' }).user }));
    renderScreen(<IdleWatcher />);
    for (let i = 0; i < 4; i++) {
      await advance(6_000);
      fireEvent.keyDown(window, { key: 'a' });
    }
    await advance(0);
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual(['GET /portal/login']);
    expect(useSessionStore.getState().session).toMatchObject({ user: { name: 'Jo Renamed', token: 'token-1' }, options });
    expect(options).toBeTruthy();
  });

  it('logs out at zero: DELETE login, session cleared, back to /', async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, message: '' }));
    const { router } = renderScreen(<IdleWatcher />);
    await advance(8_000);
    await advance(28_000);
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual(['DELETE /portal/login']);
    expect(useSessionStore.getState().session).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a failed keep-alive forces logout with its error', async () => {
    mockFetch(() => new Response('', { status: 500, headers: { 'X-Error': 'Something went wrong on our side.' } }));
    renderScreen(<IdleWatcher />);
    await advance(8_000);
    await sessionDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await advance(0);
    expect(useSessionStore.getState()).toMatchObject({ session: null, logoutReason: 'Something went wrong on our side.' });
  });
});
