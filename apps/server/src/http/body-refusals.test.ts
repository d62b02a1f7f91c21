import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-users';
import { errorOf } from '../test/api';
import { testApp } from '../test/test-app';

// Issue 13: a body the service cannot take is refused in the common error shape (decision 0003),
// with a plain sentence and never Fastify's code text: 415 for a type other than JSON, 413 above
// the 1 MB body limit (app.ts).

const { app } = await testApp();
const UNSUPPORTED = 'The request must be sent as JSON.';
const TOO_LARGE = 'The request is too large.';

const postLogin = (contentType: string, payload: string | Buffer) =>
  app.inject({ method: 'POST', url: '/portal/login', headers: { 'content-type': contentType }, payload });

describe('a JSON route sent another content type', () => {
  const bodies: [string, string][] = [
    ['text/plain', `{"username":"booker","password":"${DEMO_PASSWORD}"}`],
    ['text/plain; charset=utf-8', 'username=booker'],
    ['application/xml', '<login><username>booker</username></login>'],
    ['text/xml', '<login/>'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nbooker\r\n--x--\r\n'],
    ['application/x-www-form-urlencoded', `username=booker&password=${DEMO_PASSWORD}`],
    ['application/octet-stream', 'booker'],
  ];

  it.each(bodies)('answers 415 to %s, with the sentence in X-Error and the body', async (contentType, payload) => {
    const response = await postLogin(contentType, payload);
    expect(errorOf(response)).toEqual({ status: 415, statusText: 'Unsupported Media Type', header: UNSUPPORTED, body: { error: UNSUPPORTED } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toMatch(/FST_|Unsupported Media Type:/);
  });

  it('still takes JSON, with or without a charset', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const response = await postLogin(contentType, JSON.stringify({ username: 'booker', password: DEMO_PASSWORD }));
      expect(response.statusCode, contentType).toBe(200);
    }
  });
});

describe('a body above the 1 MB limit', () => {
  const big = JSON.stringify({ username: 'booker', password: 'x'.repeat(1.1 * 1024 * 1024) });

  it('answers 413 with a plain sentence', async () => {
    const response = await postLogin('application/json', big);
    expect(errorOf(response)).toEqual({ status: 413, statusText: 'Payload Too Large', header: TOO_LARGE, body: { error: TOO_LARGE } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 413 when the body comes without a length (chunked), too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/portal/login',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: big,
    });
    expect(errorOf(response)).toMatchObject({ status: 413, body: { error: TOO_LARGE } });
  });

  it('takes a body just under the limit to its schema, which names the field', async () => {
    const response = await postLogin('application/json', JSON.stringify({ username: 'booker', password: 'x'.repeat(1000 * 1024) }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).body.error).toMatch(/password/i);
  });
});
