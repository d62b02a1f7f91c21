import '../../test/setup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicTracking } from '../../components/tracking/tracking-test-support';
import { buildSession, jsonResponse, mockFetch, ONE_PAGE, signInAs } from '../../test/factories';
import { useSessionStore } from '../session/session-store';
import { checkSession, getOutsidePortal, request } from './call';

describe('call helper (spec 01 sections 7 and 8)', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it('sends GET payloads as a query and the token only in the Authorization header', async () => {
    signInAs(buildSession({ token: 'secret-token' }));
    const fetch = mockFetch(() => jsonResponse({ ...ONE_PAGE, quotes: [] }));
    await expect(request('GET', 'quotes', { search: 'Q2' })).resolves.toEqual({ ...ONE_PAGE, quotes: [] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/portal/quotes?search=Q2');
    expect(init?.headers).toMatchObject({ Accept: 'application/json', Authorization: 'Bearer secret-token' });
  });

  it('sends POST payloads as JSON', async () => {
    const fetch = mockFetch(() => jsonResponse(buildSession()));
    await request('POST', 'login', { username: 'jo', password: 'pw' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/portal/login');
    expect(init?.body).toBe('{"username":"jo","password":"pw"}');
  });

  it("gives up after 120 s with 'Request timed out'", async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const answer = request('GET', 'settings');
    const failed = expect(answer).rejects.toThrow('Request timed out');
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it("logs the user out with 'Session expired' on a 401", async () => {
    signInAs();
    mockFetch(() => jsonResponse({ error: 'Session expired' }, { status: 401, statusText: 'Session expired' }));
    await expect(request('GET', 'settings')).rejects.toThrow('Session expired');
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().logoutReason).toBe('Session expired');
  });

  it('reads the error text from X-Error, else the status text', async () => {
    mockFetch(() => new Response('', { status: 400, headers: { 'X-Error': 'The username or password is incorrect.' } }));
    await expect(request('POST', 'login', { username: 'jo', password: 'pw' })).rejects.toThrow('The username or password is incorrect.');
    mockFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(request('GET', 'settings')).rejects.toThrow('Service Unavailable');
  });

  it('lists every message when the server sends several', async () => {
    mockFetch(() => jsonResponse({ error: 'a\nb', errors: ['a', 'b'] }, { status: 400 }));
    await expect(request('POST', 'users', { users: [] })).rejects.toMatchObject({ errors: ['a', 'b'] });
  });

  it("refuses other methods with 'Developer issue: Type not supported.'", async () => {
    const fetch = mockFetch(() => jsonResponse({}));
    await expect(request('PATCH', 'settings')).rejects.toThrow('Developer issue: Type not supported.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('builds a PDF link without fetching', async () => {
    const fetch = mockFetch(() => jsonResponse({}));
    await expect(request('PDF', 'documents/label', { id: 5 })).resolves.toBe('/portal/documents/label?id=5');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("maps every session check failure to 'Session has expired' without the 401 logout", async () => {
    signInAs();
    mockFetch(() => jsonResponse({ error: 'Session expired' }, { status: 401, statusText: 'Session expired' }));
    await expect(checkSession()).rejects.toThrow('Session has expired');
    expect(useSessionStore.getState().logoutReason).toBeNull();
  });

  it('aborts with the caller\'s signal: the reason, never a timeout or network text', async () => {
    const fetch = mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const answer = request('GET', 'settings', {}, { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await expect(answer).rejects.not.toThrow('Request timed out');
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(request('GET', 'settings', {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('GETs a path outside the portal with the token, or without it when anonymous', async () => {
    signInAs(buildSession({ token: 'secret-token' }));
    const fetch = mockFetch(() => jsonResponse(publicTracking()));
    await expect(getOutsidePortal('/api/track', { psTrackingID: 'T1' })).resolves.toEqual(publicTracking());
    expect(fetch.mock.calls[0]![0]).toBe('/api/track?psTrackingID=T1');
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer secret-token' });
    await getOutsidePortal('/api/track', { psTrackingID: 'T1' }, { anonymous: true });
    expect(fetch.mock.calls[1]![1]?.headers).not.toHaveProperty('Authorization');
    mockFetch(() => jsonResponse({ error: 'T2 not found' }, { status: 404 }));
    await expect(getOutsidePortal('/api/track', { psTrackingID: 'T2' }, { anonymous: true })).rejects.toMatchObject({
      message: 'T2 not found',
      status: 404,
    });
  });
});
