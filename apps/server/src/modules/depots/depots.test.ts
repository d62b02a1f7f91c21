import { describe, expect, it } from 'vitest';
import type { SaveAnswer } from '@portal/domain/api/session';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { DEPOT_CALL_MESSAGES, type DepotSaveAnswer, type DepotsAnswer } from '@portal/domain/carrier/depot-calls';
import { DEPOT_FORM_MESSAGES, NEW_DEPOT_DEFAULTS } from '@portal/domain/carrier/depot-form';
import { buildDepotForm } from '@portal/domain/carrier/test-factories';
import { pickupIdOf } from '../../db/record-numbers';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { deliver } from '../../test/consignments';
import { companyIdByName } from '../../test/factories';
import { createPickup } from '../../test/pickup-drafts';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';

// The back office's depots (issue 26): listed with whether they are in use, added, edited (never
// their code) and deleted only while no rate or open booking names them. What a change does to
// the gazetteer and to bookings is depot-network.test.ts's.

const { app, db, clock } = await testApp();
const operations = await signedInStaff(app, db, clock, 'Operations');
const pricing = await signedInStaff(app, db, clock, 'Pricing');
const booker = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });

const list = async (token = pricing.token) => (await staffCall(app, 'GET', 'depots', { token })).json<DepotsAnswer>().depots;
const add = (body: unknown, token = operations.token) => staffCall(app, 'POST', 'depots', { token, body });
const edit = (code: string, body: unknown, token = operations.token) => staffCall(app, 'PUT', `depots/${code}`, { token, body });
const remove = (code: string, token = operations.token) => staffCall(app, 'DELETE', `depots/${code}`, { token });
const row = (code: string) => db.selectFrom('depots').selectAll().where('code', '=', code).executeTakeFirst();

/** A new depot 'TST', where no other depot stands. */
const tst = buildDepotForm({ code: 'TST', city: 'Testville', state: 'QLD', lat: -26.5, lng: 148.8 });

describe('GET depots', () => {
  it('lists the network with what the back office edits, and whether each depot is in use', async () => {
    const depots = await list();
    expect(depots).toHaveLength(16);
    expect(depots.map((d) => d.code)).toEqual([...depots.map((d) => d.code)].sort());
    expect(depots.find((d) => d.code === 'BNE')).toEqual({
      code: 'BNE',
      city: 'Brisbane',
      state: 'QLD',
      lat: -27.47,
      lng: 153.02,
      ...NEW_DEPOT_DEFAULTS,
      inUse: true,
    });
    // Darwin runs no pickups or deliveries in the demo network (migration 0005's rates, 0023's depot).
    expect(depots.find((d) => d.code === 'DRW')).toMatchObject({ pickupsRun: false, deliveriesRun: false, closed: false, inUse: true });
  });
});

describe('POST depots', () => {
  it('adds a depot, in use by nothing yet', async () => {
    const response = await add({ ...tst, city: '  Testville ', generalReceivalCutOff: '1430', inUse: true, extra: 'ignored' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<DepotSaveAnswer>();
    expect(answer).toEqual({ success: true, message: DEPOT_CALL_MESSAGES.added('TST'), depot: { ...tst, generalReceivalCutOff: '14:30', inUse: false } });
    expect(await row('TST')).toMatchObject({ city: 'Testville', generalReceivalCutOff: '14:30', pickupsRun: 1, closed: 0, serviceRadiusKm: 150 });
    expect((await list()).find((d) => d.code === 'TST')).toMatchObject({ inUse: false });
  });

  it('refuses a code already taken (409) and a form with errors, each field with its sentence (400)', async () => {
    expect(errorOf(await add(buildDepotForm()))).toMatchObject({ status: 409, body: { error: DEPOT_FORM_MESSAGES.codeTaken('BNE') } });
    const wrong = await add(buildDepotForm({ code: 'bn', city: ' ', lat: 27.47, serviceRadiusKm: 0, chilledReceivalCutOff: '4pm' }));
    expect(errorOf(wrong)).toMatchObject({ status: 400 });
    expect(errorOf(wrong).body.errors).toEqual([
      DEPOT_FORM_MESSAGES.code,
      DEPOT_FORM_MESSAGES.cityBlank,
      DEPOT_FORM_MESSAGES.lat,
      DEPOT_FORM_MESSAGES.serviceRadius,
      DEPOT_FORM_MESSAGES.chilledCutOff,
    ]);
    const missing = await add({ code: 'XYZ' });
    expect(missing.statusCode).toBe(400);
    expect(await row('XYZ')).toBeUndefined();
  });
});

describe('PUT depots/{code}', () => {
  it('saves every field but the code', async () => {
    const changed = { ...buildDepotForm(), serviceRadiusKm: 120, chilledReceivalCutOff: '10:30', deliveriesRun: false };
    const response = await edit('BNE', changed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DepotSaveAnswer>()).toEqual({ success: true, message: DEPOT_CALL_MESSAGES.saved('BNE'), depot: { ...changed, inUse: true } });
    expect(await row('BNE')).toMatchObject({ serviceRadiusKm: 120, chilledReceivalCutOff: '10:30', deliveriesRun: 0 });
    expect((await edit('bne', { ...changed, deliveriesRun: true })).statusCode).toBe(200);
    expect(await row('BNE')).toMatchObject({ deliveriesRun: 1 });
  });

  it('refuses a new code: rates and bookings name the depot by it', async () => {
    const response = await edit('BNE', buildDepotForm({ code: 'BRI' }));
    expect(errorOf(response)).toMatchObject({ status: 400, body: { error: DEPOT_CALL_MESSAGES.codeFixed('BNE') } });
    expect(await row('BRI')).toBeUndefined();
  });

  it('answers 404 for a depot there is not, and 403 to a role that may only read depots', async () => {
    expect(errorOf(await edit('QQQ', buildDepotForm({ code: 'QQQ' })))).toMatchObject({ status: 404, body: { error: DEPOT_CALL_MESSAGES.noDepot('QQQ') } });
    expect(errorOf(await edit('BNE', buildDepotForm(), pricing.token))).toMatchObject({ status: 403, body: { error: CARRIER_MESSAGES.roleDenied } });
  });
});

describe('DELETE depots/{code}', () => {
  it('refuses a depot a rate uses, naming the way out', async () => {
    const response = await remove('BNE');
    expect(errorOf(response)).toMatchObject({ status: 409, body: { error: DEPOT_CALL_MESSAGES.inUse('BNE') } });
    expect(DEPOT_CALL_MESSAGES.inUse('BNE')).toContain('Close it to new bookings instead');
    expect(await row('BNE')).toBeDefined();
  });

  it('refuses a depot an open booking uses until the freight is delivered', async () => {
    await add(buildDepotForm({ code: 'OPN', city: 'Openville', lat: -26.6, lng: 148.9 }));
    const { pickupNumber } = await createPickup(app, booker);
    // As if the pickup had been booked from the new depot (no rate reaches it yet).
    await db.updateTable('pickups').set({ depotFrom: 'OPN' }).where('id', '=', pickupIdOf(pickupNumber)!).execute();
    expect(errorOf(await remove('OPN'))).toMatchObject({ status: 409, body: { error: DEPOT_CALL_MESSAGES.inUse('OPN') } });
    expect((await list()).find((d) => d.code === 'OPN')).toMatchObject({ inUse: true });

    // Its consignment is open until delivered.
    const converted = await call(app, 'POST', 'pickups/convert', { token: booker, body: { pickupNumber, conNumber: '', ExtraEmail: '' } });
    const conNumber = converted.json<{ conNumber: string }>().conNumber;
    expect(errorOf(await remove('OPN')).status).toBe(409);
    await deliver(app, conNumber);
    const response = await remove('OPN');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SaveAnswer>()).toEqual({ success: true, message: DEPOT_CALL_MESSAGES.deleted('OPN') });
    expect(await row('OPN')).toBeUndefined();
  });

  it('deletes a depot nothing uses, and answers 404 once it is gone', async () => {
    expect((await remove('TST')).statusCode).toBe(200);
    expect(errorOf(await remove('TST'))).toMatchObject({ status: 404, body: { error: DEPOT_CALL_MESSAGES.noDepot('TST') } });
    expect((await list()).map((d) => d.code)).not.toContain('TST');
  });
});
