import { describe, expect, it } from 'vitest';
import type { PickupDraft, PickupSaveAnswer } from '@portal/domain/api/pickup';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { buildFreightItem } from '@portal/domain/quote/test-factories';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { createPickup, pickupDraft } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';
import { PICKUP_MESSAGES } from './pickup-messages';

// GET and POST pickups/edit (spec 02 sections 4, 6 and 7): an existing pickup opens for Pickups
// edit or view; only a status 0 pickup is saved again, with Pickups edit, scheduled anew.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });

const getPickup = (token: string, pickupNumber: string) => call(app, 'GET', 'pickups/edit', { token, query: { pickupNumber } });
const edit = (token: string, body: PickupDraft) => call(app, 'POST', 'pickups/edit', { token, body });
const stored = async (pickupNumber: string) => (await getPickup(booker, pickupNumber)).json<PickupDraft>();

describe('GET pickups/edit', () => {
  it('answers the pickup to Pickups edit and to Pickups view', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    expect((await getPickup(booker, pickupNumber)).json<PickupDraft>().pickupNumber).toBe(pickupNumber);
    expect((await getPickup(viewer, pickupNumber)).json<PickupDraft>()).toMatchObject({ pickupNumber, status: 0 });
  });

  it("says 'Pickup {number} does not exist' for another company's pickup, an unknown or a malformed number", async () => {
    const { pickupNumber } = await createPickup(app, booker);
    expect(errorOf(await getPickup(coastal, pickupNumber))).toMatchObject({ status: 404, body: { error: `Pickup ${pickupNumber} does not exist` } });
    expect(errorOf(await getPickup(booker, 'P8888888')).body.error).toBe('Pickup P8888888 does not exist');
    expect(errorOf(await getPickup(booker, 'nonsense')).body.error).toBe('Pickup nonsense does not exist');
  });

  it('needs Pickups edit or view', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    const user = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Pickups: ['add'] }) });
    const token = await login(app, user.username, { password: user.password });
    expect(errorOf(await getPickup(token, pickupNumber))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewPickups } });
  });
});

describe('POST pickups/edit', () => {
  it('saves a status 0 pickup, keeps the ids of lines sent back, and schedules it again', async () => {
    const booked = await createPickup(app, booker);
    const pickup = await stored(booked.pickupNumber);
    const kept = pickup.freightList[0]!;
    const body = { ...pickup, bookedBy: 'Someone Else', when: 'at' as const, _readyAtDate: '2026-03-04', _readyAtTime: '9:30', freightList: [kept, buildFreightItem({ key: '9', ref: 'NEW' })] };
    const response = await edit(booker, body);
    expect(response.statusCode).toBe(200);
    const answer = response.json<PickupSaveAnswer>();
    expect(answer).toMatchObject({ success: true, pickupNumber: booked.pickupNumber, scheduleDay: '2026-03-04', message: PICKUP_MESSAGES.saved(booked.pickupNumber, '2026-03-04') });
    expect(answer.freightItemIDs[0]).toBe(kept.id);
    expect(answer.freightItemIDs[1]).not.toBe(booked.freightItemIDs[1]);
    const saved = await stored(booked.pickupNumber);
    expect(saved).toMatchObject({ bookedBy: 'Someone Else', readyAt: '2026-03-04 09:30', _readyAtTime: '09:30', bookedAt: pickup.bookedAt });
    expect(saved.freightList.map((item) => item.ref)).toEqual(['ACME-1', 'NEW']);
  });

  it('answers the rules the draft breaks', async () => {
    const pickup = await stored((await createPickup(app, booker)).pickupNumber);
    const error = errorOf(await edit(booker, { ...pickup, bookedBy: '' }));
    expect(error).toMatchObject({ status: 400, body: { error: SCHEDULE_MESSAGES.bookedByEmpty } });
  });

  it('needs Pickups edit, or Pickups add for a pickup of the caller', async () => {
    const pickup = await stored((await createPickup(app, booker)).pickupNumber);
    expect(errorOf(await edit(viewer, pickup))).toMatchObject({ status: 403, body: { error: PICKUP_MESSAGES.noAccessEditPickups } });
    const user = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Pickups: ['add', 'view'] }) });
    const token = await login(app, user.username, { password: user.password });
    expect(errorOf(await edit(token, pickup)).status).toBe(403);
    const own = await stored((await createPickup(app, token)).pickupNumber);
    expect((await edit(token, { ...own, instructions: 'Mine' })).statusCode).toBe(200);
  });

  it("finds no pickup of another company's, nor an unknown number", async () => {
    const pickup = await stored((await createPickup(app, booker)).pickupNumber);
    const error = errorOf(await edit(coastal, pickup));
    expect(error).toMatchObject({ status: 404, body: { error: `Pickup ${pickup.pickupNumber} does not exist` } });
    expect(errorOf(await edit(booker, pickupDraft({ pickupNumber: 'P8888888', version: 1 }))).status).toBe(404);
  });

  it('refuses a completed pickup', async () => {
    const pickup = await stored((await createPickup(app, booker)).pickupNumber);
    await call(app, 'POST', 'pickups/convert', { token: booker, body: { pickupNumber: pickup.pickupNumber, conNumber: '', ExtraEmail: '' } });
    const error = errorOf(await edit(booker, pickup));
    expect(error).toMatchObject({ status: 409, body: { error: PICKUP_MESSAGES.completed(pickup.pickupNumber) } });
  });
});
