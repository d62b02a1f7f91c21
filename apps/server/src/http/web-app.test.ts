import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app';

// A dist folder as `vite build` leaves it: the app's script with the brotli and gzip copies the
// build writes beside it (apps/web/vite-plugins/precompress.ts), and a file too small to get any.
const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
mkdirSync(join(dist, 'assets'));
const indexHtml = `<!doctype html><title>Freight Portal</title><script type="module" src="/assets/app-1.js"></script>${' '.repeat(1200)}`;
const script = Buffer.from(Array.from({ length: 200 }, (_, i) => `console.log('line ${i} of the app');`).join('\n'));
const writeWithCopies = (path: string, body: Buffer | string) => {
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
};
writeWithCopies(join(dist, 'index.html'), indexHtml);
writeWithCopies(join(dist, 'assets', 'app-1.js'), script);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const { app } = await testApp({ webDist: dist });

const IMMUTABLE = 'public, max-age=31536000, immutable';
const getScript = (acceptEncoding?: string) =>
  app.inject({ method: 'GET', url: '/assets/app-1.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

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
    const response = await getScript();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers a missing file in the common error format', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });

  it('still routes the portal calls', async () => {
    expect((await app.inject({ method: 'GET', url: '/portal/login' })).statusCode).toBe(401);
  });
});

describe('precompressed assets', () => {
  it('sends the brotli copy to a browser that accepts br, as it is on disk', async () => {
    const response = await getScript('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(script);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('sends the gzip copy to a browser that accepts gzip but not br', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const response = await getScript(acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(gunzipSync(response.rawPayload)).toEqual(script);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('sends the file itself to a client that accepts no coding we have', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await getScript(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(script.length));
      expect(response.rawPayload).toEqual(script);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('keeps index.html revalidated in every coding', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<svg');
  });
});
