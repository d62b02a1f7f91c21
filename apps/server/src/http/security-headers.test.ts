import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ACME } from '../db/seed/demo-users';
import { call, login } from '../test/api';
import { bookConsignment, fetchDocument, ops } from '../test/consignments';
import { companyIdByName } from '../test/factories';
import { testApp } from '../test/test-app';
import { HSTS } from './web-app';

// Issue 13: every answer carries the security headers, whatever produced it (a route, the error
// handler, the not-found handler, the static files, the PDF route); API answers are no-store;
// HSTS only over TLS. The app trusts a proxy here, so X-Forwarded-Proto says the protocol.

const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Freight Portal</title>');
writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1);');
const { app, db, config } = await testApp({ webDist: dist, trustProxy: true });
const booker = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });

/** The headers every answer has, API or not. */
function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['strict-transport-security'], 'HSTS over plain http').toBeUndefined();
}

function expectApiHeaders(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode).toBe(status);
  expectSecurityHeaders(response);
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('API answers', () => {
  it('a JSON 200', async () => {
    expectApiHeaders(await call(app, 'GET', 'settings', { token: booker }), 200);
  });

  it('a 400 (refused body), a 401 (no session) and a 403 (no operations key)', async () => {
    expectApiHeaders(await call(app, 'POST', 'login', { body: { username: '' } }), 400);
    expectApiHeaders(await call(app, 'GET', 'settings'), 401);
    expectApiHeaders(await ops(app, 'GET', 'outbox', undefined, null), 403);
  });

  it('a 404 of an unknown path under each API prefix', async () => {
    for (const url of ['/portal/nothing-here', '/api/nothing-here', '/ops/nothing-here']) {
      expectApiHeaders(await app.inject({ method: 'GET', url }), 404);
    }
  });

  it('a 415 and a 413', async () => {
    const post = (type: string, payload: string) => app.inject({ method: 'POST', url: '/portal/login', headers: { 'content-type': type }, payload });
    expectApiHeaders(await post('text/plain', '{}'), 415);
    expectApiHeaders(await post('application/json', JSON.stringify({ username: 'x'.repeat(1_100_000) })), 413);
  });

  it('a 500', async () => {
    const broken = await buildApp(config, { db });
    broken.get('/portal/broken', async () => {
      throw new Error('boom');
    });
    expectApiHeaders(await broken.inject({ method: 'GET', url: '/portal/broken' }), 500);
    await broken.close();
  });

  it('the PDF from its signed URL, and its refusal', async () => {
    const conNumber = await bookConsignment(app, booker);
    const { answer, pdf } = await fetchDocument(app, booker, { docRN: conNumber, docType: 'CON' });
    expectApiHeaders(pdf, 200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const forged = await app.inject({ method: 'GET', url: answer.url.replace(/sig=[^&]+/, 'sig=AAAA') });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expectApiHeaders(forged, forged.statusCode);
  });
});

describe('logout', () => {
  it('tells the browser to clear its cache and cookies, but not the local drafts', async () => {
    const token = await login(app, 'viewer', { companyId: await companyIdByName(db, ACME) });
    const response = await call(app, 'DELETE', 'login', { token });
    expectApiHeaders(response, 200);
    // Not "storage": the local drafts must outlive the session (web-app.ts says why).
    expect(response.headers['clear-site-data']).toBe('"cache", "cookies"');
  });

  it('says so on a logout whose session has already ended, too', async () => {
    const response = await call(app, 'DELETE', 'login', { token: 'no-such-session' });
    expectApiHeaders(response, 401);
    expect(response.headers['clear-site-data']).toBe('"cache", "cookies"');
  });

  it('is the only answer that clears site data', async () => {
    expect((await call(app, 'GET', 'login', { token: booker })).headers['clear-site-data']).toBeUndefined();
  });
});

describe('the web app', () => {
  it('index.html and a hashed asset carry the headers but keep their own caching', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expectSecurityHeaders(index);
    expect(index.headers['cache-control']).toBe('no-cache');
    // The print frame shows the fetched PDF as a blob: URL (apps/web print-pdf.ts).
    expect(String(index.headers['content-security-policy'])).toContain("frame-src 'self' blob:");
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset);
    expect(asset.headers['cache-control']).toContain('immutable');
    expectSecurityHeaders(await app.inject({ method: 'GET', url: '/assets/missing.js' }));
  });
});

describe('HSTS', () => {
  const overHttps = { 'x-forwarded-proto': 'https' };

  it('is sent when the proxy says the request came over https, on every kind of answer', async () => {
    for (const url of ['/', '/assets/app-1.js', '/portal/settings', '/portal/nothing-here']) {
      const response = await app.inject({ method: 'GET', url, headers: overHttps });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS);
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('is not sent over plain http, nor when a proxy chain ends in http', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const chain = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https, http' } });
    expect(chain.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent on a client-supplied X-Forwarded-Proto when no proxy is trusted', async () => {
    const direct = await buildApp({ ...config, trustProxy: false }, { db });
    const response = await direct.inject({ method: 'GET', url: '/', headers: overHttps });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    await direct.close();
  });
});
