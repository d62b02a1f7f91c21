import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app';

const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Freight Portal</title><script type="module" src="/assets/app-1.js"></script>');
writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1);');
const { app } = await testApp({ webDist: dist });

describe('the built web app', () => {
  it('serves index.html at / with a CSP that allows the Vite build and Mantine styles', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Freight Portal');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('caches hashed assets for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file in the common error format', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });

  it('still routes the portal calls', async () => {
    expect((await app.inject({ method: 'GET', url: '/portal/login' })).statusCode).toBe(401);
  });
});
