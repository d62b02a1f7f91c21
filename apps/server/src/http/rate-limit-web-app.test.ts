import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { errorOf } from '../test/api';
import { onCleanup } from '../test/cleanup';
import { testApp } from '../test/test-app';

// The web app's files carry no session, so only the address limit applies to them (decision
// 0031); their plugin is registered before the error handler, and a refusal still has the
// service's error shape.

const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
onCleanup(async () => rmSync(webDist, { recursive: true, force: true }));
const ADDRESS_LIMIT = 3;
const { app } = await testApp({ webDist, rateLimits: { sessionPerMinute: 1, addressPerMinute: ADDRESS_LIMIT, flushIntervalMs: 20 } });
const page = (remoteAddress: string) => app.inject({ method: 'GET', url: '/', remoteAddress });

describe("the web app's files", () => {
  it('are limited per address in the error shape of every other answer', async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) expect((await page('192.0.2.70')).statusCode).toBe(200);
    const refused = await page('192.0.2.70');
    expect(refused.headers['retry-after']).toBe('60');
    expect(errorOf(refused)).toMatchObject({ status: 429, body: { error: SERVER_MESSAGES.tooManyRequests(60) } });
    // Security headers are set before the limit is looked at.
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect((await page('192.0.2.71')).statusCode).toBe(200);
  });
});
