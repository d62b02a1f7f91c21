import { describe, expect, it } from 'vitest';
import type { BookingOptionsAnswer, Gazetteer } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { joinBookingOptions } from '@portal/domain/reference/booking-options';
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
const gazetteerOf = async (answer: BookingOptionsAnswer) =>
  (await app.inject({ method: 'GET', url: `/portal/gazetteer/${answer.gazetteer}` })).json<Gazetteer>();

describe('GET quoteNew: the options of the quote wizard (spec 02 sections 3 and 7)', () => {
  it("answers only the company's own options, and names the gazetteer everyone shares (decision 0028)", async () => {
    const response = await options(acme);
    expect(response.statusCode).toBe(200);
    const body = response.json<BookingOptionsAnswer>();
    expect(body).not.toHaveProperty('suburbs');
    expect(body).not.toHaveProperty('depots');
    expect(body.gazetteer).toMatch(/^[\w-]{27}$/);
    expect(response.rawPayload.length).toBeLessThan(16 * 1024);
    expect(body.freightTypes).toEqual([
      { freight: 'General', ppiOnly: false },
      { freight: 'Chiller', ppiOnly: false },
      { freight: 'Freezer', ppiOnly: false },
      { freight: 'Pallets', ppiOnly: true },
    ]);
    // Acme's own card only; the General card is the gazetteer's. No prices leave the server.
    expect(body.rates[0]).toEqual({ depotFrom: 'BNE', depotTo: 'SYD', freight: 'General', default: true, pickupAllowed: true, deliveryAllowed: true, card: 'customer' });
    expect(body.rates).toHaveLength(14);
    expect(body.rates.every((r) => r.card === 'customer')).toBe(true);
    expect(body.requirePO).toBe(true);
    expect(body.limits).toEqual({ weight: 8000, volume: 25, length: 12, width: 2.5, height: 2.8, items: 30 });
    expect(body.dimensionFactor).toBe(1);
    // The test clock is 2 March 2026: March's levy.
    expect(body.fuelLevyPercent).toBe(18.9);
    const sender = body.addresses.find((a) => a.id === body.customerDefaults.defaultSender?.id);
    expect(sender).toMatchObject({ name: 'Acme Hardware Distribution Centre', suburb: 'Rocklea', depot: 'BNE', cityState: 'ROCKLEA, QLD, 4106' });
    expect(body.customerDefaults).toMatchObject({ defaultOpen: '07:00', defaultClose: '17:00', defaultSender: { suburb: 'Rocklea', state: 'QLD', postCode: '4106' } });
  });

  it('joined with its gazetteer, gives the wizards the suburbs, depots and both cards, its own first', async () => {
    const answer = (await options(acme)).json<BookingOptionsAnswer>();
    const joined = joinBookingOptions(answer, await gazetteerOf(answer));
    expect(joined.suburbs.length).toBeGreaterThan(16_000);
    expect(joined.suburbs.find((s) => s.value === 'Fortitude Valley, QLD, 4006')).toMatchObject({ label: 'Fortitude Valley 4006 QLD', depots: ['BNE', 'OOL', 'MCY', 'TWB'], available: true });
    expect(joined.depots).toHaveLength(16);
    expect(joined.rates.map((r) => r.card)).toEqual([...Array<string>(14).fill('customer'), ...Array<string>(254 * 4).fill('general')]);
    expect(joined.rates.some((r) => r.depotFrom === 'DRW' && r.depotTo === 'HBA')).toBe(false);
  });

  it("gives each company its own addresses, card and options, never another's, and the same gazetteer", async () => {
    const mine = (await options(coastal)).json<BookingOptionsAnswer>();
    expect(mine.addresses.map((a) => a.name).every((name) => name.startsWith('Coastal Foods'))).toBe(true);
    expect(mine.requirePO).toBe(false);
    expect(mine.rates.map((r) => `${r.depotFrom}-${r.depotTo}`)).toContain('OOL-SYD');
    expect(mine.rates.some((r) => r.depotFrom === 'BNE' && r.depotTo === 'MEL')).toBe(false);
    const theirs = (await options(acme)).json<BookingOptionsAnswer>();
    expect(mine.gazetteer).toBe(theirs.gazetteer);
    expect((await options(coastal)).headers.etag).not.toBe((await options(acme)).headers.etag);
  });

  it('is revalidated: private, no-cache, a strong ETag, and 304 when the copy is current', async () => {
    const first = await options(acme, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await options(acme, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect((await options(acme, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('is sent as it is: a few kilobytes, compressed per company no more', async () => {
    const br = await options(acme, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.body).toBe((await options(acme)).body);
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
