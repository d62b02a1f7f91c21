import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { errorOf } from '../test/api';
import { testApp } from '../test/test-app';
import { headerSafe } from './error-handler';
import { HttpError } from './errors';
import { WHOLE_REQUEST } from './validation-messages';

const { app, db, config } = await testApp();

describe('error answers (DESIGN.md, service contract)', () => {
  it('answers an unknown path with 404 in the common format', async () => {
    expect(errorOf(await app.inject({ method: 'GET', url: '/portal/nothing-here' }))).toMatchObject({
      status: 404,
      header: 'Not found.',
      body: { error: 'Not found.' },
    });
  });

  it('answers broken JSON with a plain sentence', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/portal/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(errorOf(response)).toMatchObject({ status: 400, body: { error: 'The request is not valid.' } });
  });

  it('answers a missing body and a wrong content type in plain sentences', async () => {
    expect(errorOf(await app.inject({ method: 'POST', url: '/portal/login' })).body.error).toBe(WHOLE_REQUEST);
    const xml = await app.inject({ method: 'POST', url: '/portal/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(errorOf(xml)).toMatchObject({ status: 415, body: { error: 'The request must be sent as JSON.' } });
  });

  it('answers an unexpected failure with 500 and no stack trace or SQL', async () => {
    const broken = await buildApp(config, { db });
    broken.get('/portal/broken', async () => {
      throw new Error('SELECT secret FROM users -- at Object.<anonymous> (/srv/app.ts:1:1)');
    });
    broken.get('/portal/refused', async () => {
      throw new HttpError(409, ['First problem.', 'Second – problem.']);
    });
    const response = await broken.inject({ method: 'GET', url: '/portal/broken' });
    expect(errorOf(response)).toMatchObject({
      status: 500,
      header: 'Something went wrong on our side. Please try again.',
      body: { error: 'Something went wrong on our side. Please try again.' },
    });
    expect(response.body).not.toMatch(/SELECT|app\.ts/);
    expect(errorOf(await broken.inject({ method: 'GET', url: '/portal/refused' }))).toMatchObject({
      status: 409,
      header: 'First problem.; Second ? problem.',
      body: { error: 'First problem.\nSecond – problem.', errors: ['First problem.', 'Second – problem.'] },
    });
    await broken.close();
  });
});

describe('headerSafe', () => {
  it('keeps latin1 and replaces everything else, including line breaks', () => {
    expect(headerSafe('Café – naïve\r\nX-Injected: 1 ✓')).toBe('Café ? naïve??X-Injected: 1 ?');
  });
});

describe('loadConfig', () => {
  it('reads the documented defaults', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ port: 3000, host: '0.0.0.0', sessionTimeoutMs: 1_200_000, scryptCost: 2 ** 17 });
    expect(defaults.database).toMatchObject({ kind: 'sqlite' });
    expect(defaults.contact).toMatchObject({ salesPhone: '(07) 5550 0123', pickupsPhone: '1800 160 401' });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).database).toEqual({ kind: 'postgres', url: 'postgres://db/portal' });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a positive whole number');
  });

  it('takes a lower scrypt cost for a test machine, a power of two from 2^10', () => {
    expect(loadConfig({ SCRYPT_COST: '1024' }).scryptCost).toBe(1024);
    expect(() => loadConfig({ SCRYPT_COST: '512' })).toThrow("SCRYPT_COST must be a power of two of at least 1024, not '512'.");
    expect(() => loadConfig({ SCRYPT_COST: '3000' })).toThrow('SCRYPT_COST must be a power of two');
  });
});
