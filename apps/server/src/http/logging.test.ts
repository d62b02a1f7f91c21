import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-users';
import { loginAnswer } from '../test/api';
import { testApp } from '../test/test-app';
import { urlWithoutToken } from './logging';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const { app } = await testApp({ logLevel: 'trace' }, { logStream: capture });

describe('logs', () => {
  it('never hold a token or a password', async () => {
    const token = (await loginAnswer(app, 'booker')).json<{ user: { token: string } }>().user.token;
    expect((await app.inject({ method: 'GET', url: `/portal/login?token=${encodeURIComponent(token)}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/portal/settings', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/portal/changepassword', payload: { token, currentPassword: DEMO_PASSWORD, newPassword: 'x', confirmPassword: 'y' } });
    const log = lines.join('');
    expect(log).toContain('/portal/login?token=[redacted]');
    // One access line per request (decision 0005), with the status and without the token.
    const access = lines.filter((line) => line.includes('"request completed"'));
    expect(access.length).toBeGreaterThanOrEqual(4);
    expect(access.some((line) => line.includes('"url":"/portal/login?token=[redacted]"') && line.includes('"statusCode":200'))).toBe(true);
    expect(log).not.toContain('incoming request');
    expect(log).not.toContain(token);
    expect(log).not.toContain(DEMO_PASSWORD);
  });

  it('strips the token wherever it sits in the query', () => {
    expect(urlWithoutToken('/portal/login?a=1&token=abc&b=2')).toBe('/portal/login?a=1&token=[redacted]&b=2');
    expect(urlWithoutToken('/portal/login?TOKEN=abc')).toBe('/portal/login?TOKEN=[redacted]');
    expect(urlWithoutToken('/portal/login')).toBe('/portal/login');
    expect(urlWithoutToken('/portal/login?tokens=1&mytoken=2&token')).toBe('/portal/login?tokens=1&mytoken=2&token');
    // The query parser decodes names, so an encoded name is the token all the same (issue 13).
    expect(urlWithoutToken('/portal/login?%74oken=abc&%73ig=def&%zz=1')).toBe('/portal/login?%74oken=[redacted]&%73ig=[redacted]&%zz=1');
    expect(urlWithoutToken('/portal/login?token=a=b&x=1')).toBe('/portal/login?token=[redacted]&x=1');
    expect(urlWithoutToken('/portal/documents/pdf?doc=1&company=2&expires=3&print=0&sig=AbC-_9')).toBe(
      '/portal/documents/pdf?doc=1&company=2&expires=3&print=0&sig=[redacted]',
    );
  });
});
