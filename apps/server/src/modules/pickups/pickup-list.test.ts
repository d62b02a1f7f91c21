import { describe, expect, it } from 'vitest';
import type { PickupDraft, PickupsAnswer } from '@portal/domain/api/pickup';
import type { DuplicateAnswer } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { createPickup, SENDER } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';
import { PICKUP_MESSAGES } from './pickup-messages';

// GET pickups/list and POST pickups/duplicate (spec 02 sections 2, 3 and 7).

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });
const DAY = 86_400_000;

const list = async (token: string) => (await call(app, 'GET', 'pickups/list', { token })).json<PickupsAnswer>().pickups;
const duplicate = (token: string, pickupNumber: string) => call(app, 'POST', 'pickups/duplicate', { token, body: { pickupNumber } });
const getPickup = async (pickupNumber: string) => (await call(app, 'GET', 'pickups/edit', { token: booker, query: { pickupNumber } })).json<PickupDraft>();

describe('GET pickups/list', () => {
  it("lists the company's pickups of the last 30 days, newest first, with status and connote", async () => {
    clock.advance(-31 * DAY);
    const old = await createPickup(app, await login(app, 'booker', { companyId: acmeId }));
    clock.advance(31 * DAY);
    const first = await createPickup(app, booker);
    const { conNumber } = (await call(app, 'POST', 'pickups/convert', { token: booker, body: { pickupNumber: first.pickupNumber, conNumber: '', ExtraEmail: '' } })).json<{ conNumber: string }>();
    clock.advance(1000);
    const second = await createPickup(app, booker);
    const theirs = await createPickup(app, coastal, { poNumber: '', sender: { ...SENDER, suburb: 'Molendinar', postCode: '4214' } });

    const rows = await list(viewer);
    const numbers = rows.map((row) => row.pickupNum);
    expect(numbers.slice(0, 2)).toEqual([second.pickupNumber, first.pickupNumber]);
    expect(numbers).not.toContain(old.pickupNumber);
    expect(numbers).not.toContain(theirs.pickupNumber);
    expect(rows[1]).toEqual({
      pickupNum: first.pickupNumber,
      date: clock.now() - 1000,
      timeZone: 'Australia/Brisbane',
      senderCompany: 'Acme Hardware Fortitude Valley',
      senderSuburb: 'Fortitude Valley 4006 QLD',
      receiverCompany: 'Harbour Builders',
      receiverSuburb: 'Alexandria 2015 NSW',
      quoteNum: '',
      conNum: conNumber,
      status: 1,
      scanned: false,
    });
    expect(rows[0]).toMatchObject({ status: 0, conNum: '' });
  });

  it('needs Pickups view', async () => {
    const user = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Pickups: ['add'] }) });
    const token = await login(app, user.username, { password: user.password });
    expect(errorOf(await call(app, 'GET', 'pickups/list', { token }))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewPickups } });
  });
});

describe('POST pickups/duplicate', () => {
  it('copies a completed pickup under a new number, status 0, no connote, ready now', async () => {
    const original = await createPickup(app, booker, { when: 'at', _readyAtDate: '2026-03-04', _readyAtTime: '08:00', instructions: 'Copy me' });
    await call(app, 'POST', 'pickups/convert', { token: booker, body: { pickupNumber: original.pickupNumber, conNumber: '', ExtraEmail: '' } });
    const response = await duplicate(booker, original.pickupNumber);
    expect(response.statusCode).toBe(200);
    const answer = response.json<DuplicateAnswer>();
    expect(answer.recordNumber).toMatch(/^P\d{7}$/);
    expect(answer).toEqual({ success: true, recordNumber: answer.recordNumber, message: PICKUP_MESSAGES.duplicated(original.pickupNumber, answer.recordNumber) });
    const copy = await getPickup(answer.recordNumber);
    // Monday 19:00 in Brisbane, after the 11am cut-off: ready now, picked up Tuesday.
    expect(copy).toMatchObject({ status: 0, conNumber: '', conType: 'preElectronic', instructions: 'Copy me', when: 'now', _readyAtDate: '', scheduleDay: '2026-03-03', progress: 7, quoteNumber: '' });
    expect(copy.freightList.map((item) => item.ref)).toEqual(['ACME-1', 'ACME-2']);
    expect(copy.freightList[0]!.id).not.toBe(original.freightItemIDs[0]);
  });

  it("needs Pickups add, and finds no pickup of another company's", async () => {
    const { pickupNumber } = await createPickup(app, booker);
    expect(errorOf(await duplicate(viewer, pickupNumber))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessCreatePickup } });
    expect(errorOf(await duplicate(coastal, pickupNumber))).toMatchObject({ status: 404, body: { error: `Pickup ${pickupNumber} does not exist` } });
  });
});
