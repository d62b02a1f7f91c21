import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { ERROR_REPORTS_PER_MINUTE } from '@portal/domain/reporting/error-report';
import { call, errorOf, login } from '../../test/api';
import { testApp } from '../../test/test-app';

// POST /portal/errors (issue 12): a browser's unexpected error reaches the log with its release
// and screen, free of personal data, limited per address.

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const { app, clock } = await testApp({ logLevel: 'info' }, { logStream: capture });

const report = {
  kind: 'caught',
  message: 'Cannot read properties of undefined (reading "map") for jo@example.com, phone 0411 888 999',
  stack: 'TypeError: x\n    at applyBooking (http://localhost/assets/index-Ab12.js?token=secret:1:200)',
  screen: '#/pickup/existing',
  release: '/assets/index-Ab12.js',
};

describe('POST errors', () => {
  it('logs the report at level error with its release and screen, without personal data, token or address', async () => {
    const token = await login(app, 'booker');
    const answer = await call(app, 'POST', 'errors', { token, body: report, remoteAddress: '203.0.113.7' });
    expect(answer.statusCode).toBe(200);
    const line = lines.find((l) => l.includes('"browser error"'))!;
    const logged = JSON.parse(line) as { level: number; browserError: Record<string, string> };
    expect(logged.level).toBe(50);
    expect(logged.browserError).toMatchObject({ kind: 'caught', screen: '#/pickup/existing', release: '/assets/index-Ab12.js' });
    expect(logged.browserError.message).toBe('Cannot read properties of undefined (reading "map") for [email], phone [number]');
    expect(line).not.toContain('jo@example.com');
    expect(line).not.toContain('secret');
    expect(line).not.toContain('203.0.113.7');
    expect(line).not.toContain(token);
  });

  it('needs no session: the login screen reports too', async () => {
    expect((await call(app, 'POST', 'errors', { body: report, remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('refuses an oversized or unknown report, naming the field', async () => {
    const long = await call(app, 'POST', 'errors', { body: { ...report, message: 'x'.repeat(501) }, remoteAddress: '203.0.113.9' });
    expect(errorOf(long).status).toBe(400);
    expect(errorOf(long).body.error).toContain('message');
    const kind = await call(app, 'POST', 'errors', { body: { ...report, kind: 'other' }, remoteAddress: '203.0.113.9' });
    expect(errorOf(kind).body.error).toContain('kind');
  });

  it(`takes ${ERROR_REPORTS_PER_MINUTE.address} reports a minute from one address, then says when to retry`, async () => {
    const send = () => call(app, 'POST', 'errors', { body: report, remoteAddress: '198.51.100.1' });
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE.address; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(errorOf(refused).body.error).toBe(SERVER_MESSAGES.tooManyRequests(seconds));
    // Another address is not held back, and the minute passes.
    expect((await call(app, 'POST', 'errors', { body: report, remoteAddress: '198.51.100.2' })).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await send()).statusCode).toBe(200);
  });
});
