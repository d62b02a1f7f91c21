import '../test/setup';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/factories';
import { withFreightItemIds } from '../components/booking/freight-item-ids';
import { buildItem } from '../components/booking/test-options';
import { reportError, resetErrorReporting } from './error-reporting';

// Unexpected errors reach the service's error log (spec 02 section 8, issue 12): what a report
// carries, and what it never does.

const bodies = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>);

describe('error reporting', () => {
  beforeEach(() => {
    resetErrorReporting();
    window.location.hash = '#/pickup/existing?x=1';
  });
  afterEach(() => {
    window.location.hash = '';
  });

  it('posts the screen and the build without the query, an e-mail address or a phone number, and no token', () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, message: '' }));
    reportError('caught', new TypeError('no freight for jo@example.com on 0411 888 999'), 1_000);
    const [init] = fetch.mock.calls.map(([, i]) => i);
    expect(fetch.mock.calls[0]?.[0]).toBe('/portal/errors');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    const [report] = bodies(fetch);
    expect(report).toMatchObject({ kind: 'caught', screen: '#/pickup/existing', message: 'TypeError: no freight for [email] on [number]' });
    expect(report?.release).toMatch(/error-reporting/);
  });

  it('sends each message once and at most five a minute', () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, message: '' }));
    reportError('error', new Error('same'), 1_000);
    reportError('error', new Error('same'), 2_000);
    for (let i = 0; i < 10; i += 1) reportError('error', new Error(`loop ${i}`), 3_000);
    expect(fetch).toHaveBeenCalledTimes(5);
    reportError('error', new Error('a minute later'), 62_000);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('an exception while freight IDs are updated is reported and the lines stay as they were', () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, message: '' }));
    const lines = [buildItem()];
    expect(withFreightItemIds(lines, undefined as unknown as number[])).toBe(lines);
    expect(bodies(fetch)[0]?.kind).toBe('caught');
    expect(withFreightItemIds(lines, [41])[0]?.id).toBe(41);
  });
});
