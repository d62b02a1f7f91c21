import { describe, expect, it } from 'vitest';
import type { PickupSaveAnswer } from '@portal/domain/api/pickup';
import type { BookingOptionsAnswer, Gazetteer } from '@portal/domain/api/reference';
import { suburbNotAvailable } from '@portal/domain/details/details-messages';
import { SERVICE_MESSAGES } from '@portal/domain/services/service-rules';
import { buildDepotForm } from '@portal/domain/carrier/test-factories';
import type { DepotForm } from '@portal/domain/carrier/depot-form';
import { pickupIdOf } from '../../db/record-numbers';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { createPickup, pickupDraft } from '../../test/pickup-drafts';
import { signedInStaff, staffCall } from '../../test/staff';
import { afterTariffReload } from '../../test/tariff-reload';
import { testApp } from '../../test/test-app';
import { distanceKm } from '../reference/geo';
import { pickableLocalities } from '../reference/localities';

// A depot edit reaches the bookings (issue 26, decision 0055): every instance reads the depots
// again within a minute (the tariff's reload), builds the gazetteer anew under a new hash, and
// from then on serves suburbs within the depot's radius, offers pickups and deliveries only where
// they run, and none from a depot closed to new bookings. What is booked keeps working.

const { app, db, clock } = await testApp();
const operations = await signedInStaff(app, db, clock, 'Operations');
const booker = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });

const depot = async (code: string): Promise<DepotForm> => {
  const row = await db.selectFrom('depots').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  return buildDepotForm({ ...row, pickupsRun: row.pickupsRun === 1, deliveriesRun: row.deliveriesRun === 1, closed: row.closed === 1 });
};
async function change(code: string, fields: Partial<DepotForm>): Promise<void> {
  const response = await staffCall(app, 'PUT', `depots/${code}`, { token: operations.token, body: { ...(await depot(code)), ...fields } });
  expect(response.statusCode, response.body).toBe(200);
}
const gazetteerHash = async () => (await call(app, 'GET', 'quoteNew', { token: booker })).json<BookingOptionsAnswer>().gazetteer;
const gazetteer = async (hash: string) => {
  const response = await app.inject({ method: 'GET', url: `/portal/gazetteer/${hash}` });
  expect(response.statusCode).toBe(200);
  return response.json<Gazetteer>();
};
const servedBy = (g: Gazetteer, code: string) => g.suburbs.filter((s) => s.depots.includes(code));

describe('a depot edit reaches the gazetteer within the reload', () => {
  it('serves the suburbs within the new radius, under a new hash, with the old one still kept', async () => {
    const before = await gazetteerHash();
    const toowoomba = await depot('TWB');
    const wide = servedBy(await gazetteer(before), 'TWB');
    await change('TWB', { serviceRadiusKm: 40 });
    // Until the reload the instance answers what it had: no instance is told, each reads again.
    expect(await gazetteerHash()).toBe(before);

    await afterTariffReload(db);
    const after = await gazetteerHash();
    expect(after).not.toBe(before);
    const near = servedBy(await gazetteer(after), 'TWB');
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThan(wide.length);
    const at = new Map(pickableLocalities().map((l) => [`${l.suburb}, ${l.state}, ${l.postCode}`, l]));
    expect(near.every((s) => distanceKm(at.get(s.value)!, toowoomba) <= 40)).toBe(true);
    // Another instance may still name the one before for up to a minute: it is still served.
    expect((await app.inject({ method: 'GET', url: `/portal/gazetteer/${before}` })).statusCode).toBe(200);
  });

  it('moves the served suburbs with the coordinates, and publishes the cut-offs', async () => {
    const before = await gazetteerHash();
    const dalby = (g: Gazetteer) => g.suburbs.find((s) => s.value === 'Dalby, QLD, 4405')!;
    // Dalby is ~80 km from Toowoomba: outside the 40 km radius set above.
    expect(dalby(await gazetteer(before)).depots).not.toContain('TWB');
    // Toowoomba's depot moved west, to Dalby, with later receivals.
    await change('TWB', { lat: -27.18, lng: 151.26, generalReceivalCutOff: '15:00' });
    await afterTariffReload(db);
    const after = await gazetteer(await gazetteerHash());
    expect(await gazetteerHash()).not.toBe(before);
    expect(dalby(after).depots[0]).toBe('TWB');
    expect(after.depots.find((d) => d.code === 'TWB')).toEqual({
      code: 'TWB',
      city: 'Toowoomba',
      state: 'QLD',
      lat: -27.18,
      lng: 151.26,
      generalReceivalCutOff: '15:00',
      chilledReceivalCutOff: '11:00',
    });
  });
});

describe('what a depot runs, for new bookings', () => {
  it('offers no pickup from a depot whose pickups do not run; a pickup booked before still converts', async () => {
    const booked = await createPickup(app, booker);
    await change('BNE', { pickupsRun: false });
    await afterTariffReload(db);
    const refused = await call(app, 'POST', 'pickups/new', { token: booker, body: pickupDraft() });
    expect(errorOf(refused).status).toBe(400);
    expect(errorOf(refused).body.error.split('\n')).toContain(SERVICE_MESSAGES.pickupNotAllowed);
    const converted = await call(app, 'POST', 'pickups/convert', { token: booker, body: { pickupNumber: booked.pickupNumber, conNumber: '', ExtraEmail: '' } });
    expect(converted.statusCode, converted.body).toBe(200);
    await change('BNE', { pickupsRun: true });
  });

  it('offers no delivery to a depot whose deliveries do not run', async () => {
    await change('SYD', { deliveriesRun: false });
    await afterTariffReload(db);
    const refused = await call(app, 'POST', 'pickups/new', { token: booker, body: pickupDraft() });
    expect(errorOf(refused).body.error.split('\n')).toContain(SERVICE_MESSAGES.deliveryNotAllowed);
    await change('SYD', { deliveriesRun: true });
  });

  it("serves a closed depot's suburbs from the next depot, and none that only it served", async () => {
    await change('BNE', { closed: true });
    await afterTariffReload(db);
    const response = await call(app, 'POST', 'pickups/new', { token: booker, body: pickupDraft() });
    expect(response.statusCode, response.body).toBe(200);
    const { pickupNumber } = response.json<PickupSaveAnswer>();
    const stored = await db.selectFrom('pickups').select('depotFrom').where('id', '=', pickupIdOf(pickupNumber)!).executeTakeFirstOrThrow();
    expect(stored.depotFrom).toBe('OOL');

    await change('HBA', { closed: true });
    await afterTariffReload(db);
    const hobart = pickupDraft({ receiver: { ...pickupDraft().receiver, suburb: 'Hobart', state: 'TAS', postCode: '7000' } });
    const refused = await call(app, 'POST', 'pickups/new', { token: booker, body: hobart });
    expect(errorOf(refused).body.error.split('\n')).toContain(suburbNotAvailable('Hobart 7000 TAS'));
  });
});
