import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BookingOptions } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { errorOf, login } from '../../test/api';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const acme = await login(app, 'booker', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });

const options = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/portal/quoteNew', headers: { authorization: `Bearer ${token}`, ...headers } });

describe('GET quoteNew: the options of the quote wizard (spec 02 sections 3 and 7)', () => {
  it("answers the suburbs, depots, rates and the company's own options", async () => {
    const response = await options(acme);
    expect(response.statusCode).toBe(200);
    const body = response.json<BookingOptions>();
    expect(body.suburbs.length).toBeGreaterThan(16_000);
    expect(body.suburbs.find((s) => s.value === 'Fortitude Valley, QLD, 4006')).toMatchObject({ label: 'Fortitude Valley 4006 QLD', depots: ['BNE', 'OOL', 'MCY', 'TWB'], available: true });
    expect(body.depots).toHaveLength(16);
    expect(body.freightTypes).toEqual([
      { freight: 'General', ppiOnly: false },
      { freight: 'Chiller', ppiOnly: false },
      { freight: 'Freezer', ppiOnly: false },
      { freight: 'Pallets', ppiOnly: true },
    ]);
    // Acme's own card first, then the General card; no prices leave the server.
    expect(body.rates[0]).toEqual({ depotFrom: 'BNE', depotTo: 'SYD', freight: 'General', default: true, pickupAllowed: true, deliveryAllowed: true, card: 'customer' });
    expect(body.rates.filter((r) => r.card === 'customer')).toHaveLength(14);
    expect(body.rates.filter((r) => r.card === 'general')).toHaveLength(254 * 4);
    expect(body.rates.some((r) => r.depotFrom === 'DRW' && r.depotTo === 'HBA')).toBe(false);
    expect(body.requirePO).toBe(true);
    expect(body.limits).toEqual({ weight: 8000, volume: 25, length: 12, width: 2.5, height: 2.8, items: 30 });
    expect(body.dimensionFactor).toBe(1);
    // The test clock is 2 March 2026: March's levy.
    expect(body.fuelLevyPercent).toBe(18.9);
    const sender = body.addresses.find((a) => a.id === body.customerDefaults.defaultSender?.id);
    expect(sender).toMatchObject({ name: 'Acme Hardware Distribution Centre', suburb: 'Rocklea', depot: 'BNE', cityState: 'ROCKLEA, QLD, 4106' });
    expect(body.customerDefaults).toMatchObject({ defaultOpen: '07:00', defaultClose: '17:00', defaultSender: { suburb: 'Rocklea', state: 'QLD', postCode: '4106' } });
  });

  it("gives each company its own addresses, card and options, never another's", async () => {
    const mine = (await options(coastal)).json<BookingOptions>();
    expect(mine.addresses.map((a) => a.name).every((name) => name.startsWith('Coastal Foods'))).toBe(true);
    expect(mine.requirePO).toBe(false);
    expect(mine.rates.filter((r) => r.card === 'customer').map((r) => `${r.depotFrom}-${r.depotTo}`)).toContain('OOL-SYD');
    expect(mine.rates.some((r) => r.card === 'customer' && r.depotFrom === 'BNE' && r.depotTo === 'MEL')).toBe(false);
    expect((await options(coastal)).headers.etag).not.toBe((await options(acme)).headers.etag);
  });

  it('is cacheable: private, no-cache, a strong ETag, and 304 when the copy is current', async () => {
    const first = await options(acme, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await options(acme, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The same content in another coding is the same copy.
    expect((await options(acme, { 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(304);
    expect((await options(acme, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('is compressed as the client accepts, to 400 KB or less', async () => {
    const plain = await options(acme);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await options(acme, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    const gzip = await options(acme, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThanOrEqual(400 * 1024);
    expect(gzip.rawPayload.length).toBeLessThanOrEqual(400 * 1024);
    expect(plain.rawPayload.length).toBeGreaterThan(2_000_000);
  });

  it('opens for any quotation access and refuses a role without one', async () => {
    expect((await options(await login(app, 'viewer', { companyId: acmeId }))).statusCode).toBe(200);
    const role = await buildRole(db, { Pickups: ['view'] });
    const user = await buildUser(db, { companyId: acmeId, role });
    const error = errorOf(await options(await login(app, user.username, { password: user.password })));
    expect(error.status).toBe(403);
    expect(error.body.error).toBe(BOOKING_MESSAGES.noAccessViewQuotations);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/portal/quoteNew' })).statusCode).toBe(401);
  });
});
