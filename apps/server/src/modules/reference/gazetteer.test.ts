import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BookingOptionsAnswer, Gazetteer } from '@portal/domain/api/reference';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { GAZETTEER_MESSAGES, gazetteerOf } from './gazetteer';
import { tariffOf } from './tariff';

// GET gazetteer/{hash} (decision 0028): the suburbs, depots and General card every company's
// options name, one immutable resource per content, compressed once.

const { app, db } = await testApp();
const acme = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });
const coastal = await login(app, 'coastal', { companyId: await companyIdByName(db, COASTAL) });

const hashOf = async (token: string, path = 'quoteNew') => (await call(app, 'GET', path, { token })).json<BookingOptionsAnswer>().gazetteer;
const hash = await hashOf(acme);
const gazetteer = (name: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/portal/gazetteer/${name}`, headers });

describe('GET gazetteer/{hash}', () => {
  it('is named alike by every company and every options call', async () => {
    expect(await hashOf(coastal)).toBe(hash);
    expect(await hashOf(acme, 'pickups/new')).toBe(hash);
    expect(await hashOf(coastal, 'directdropfreight/new')).toBe(hash);
  });

  it('answers the suburbs, depots and the General card, needing no session, under a hash of its JSON', async () => {
    const response = await gazetteer(hash);
    expect(response.statusCode).toBe(200);
    const body = response.json<Gazetteer>();
    expect(body.suburbs.length).toBeGreaterThan(16_000);
    expect(body.depots).toHaveLength(16);
    expect(body.rates).toHaveLength(254 * 4);
    expect(body.rates.every((r) => r.card === 'general' && !('prices' in r))).toBe(true);
    expect(createHash('sha256').update(response.body).digest('base64url').slice(0, 27)).toBe(hash);
  });

  it('is kept by any cache for a year, never asked again, by coding', async () => {
    const response = await gazetteer(hash, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers.etag).toBe(`"${hash}-br"`);
  });

  it('is compressed as the client accepts, to 400 KB or less', async () => {
    const plain = await gazetteer(hash);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(`"${hash}"`);
    const br = await gazetteer(hash, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    const gzip = await gazetteer(hash, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(`"${hash}-gzip"`);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThanOrEqual(400 * 1024);
    expect(gzip.rawPayload.length).toBeLessThanOrEqual(400 * 1024);
    expect(plain.rawPayload.length).toBeGreaterThan(2_000_000);
  });

  it('compresses once per content: every company, every tariff reload gets the same copy', async () => {
    const tariff = await tariffOf(db);
    const document = gazetteerOf(tariff);
    expect(document.hash).toBe(hash);
    expect(document.copy('br')).toBe(document.copy('br'));
    // A reloaded tariff with the same network and General card is the same content.
    expect(gazetteerOf({ ...tariff })).toBe(document);
  });

  it('answers 304 when the client names it, in any coding', async () => {
    for (const tag of [`"${hash}-br"`, `"${hash}-gzip"`, `"${hash}"`]) {
      const again = await gazetteer(hash, { 'accept-encoding': 'br', 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers 404 for a hash it does not know, as every error answers', async () => {
    const unknown = await gazetteer('AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.headers['cache-control']).toBe('no-store');
    const error = errorOf(unknown);
    expect(error.status).toBe(404);
    expect(error.body.error).toBe(GAZETTEER_MESSAGES.unknown);
    expect((await gazetteer('not%20a%20hash')).statusCode).toBe(400);
  });
});
