import { describe, expect, it } from 'vitest';
import type { PickupDraft } from '@portal/domain/api/pickup';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { DETAILS_MESSAGES } from '@portal/domain/details/details-messages';
import { PICKUP_RULE_MESSAGES } from '@portal/domain/wizard/pickup-step-rules';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { createPickup, pickupDraft, RECEIVER, SENDER } from '../../test/pickup-drafts';
import { twoLines } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';
import { PICKUP_MESSAGES } from './pickup-messages';

// POST pickups/new and GET pickups/new (spec 02 sections 5, 6 and 7): checked with the domain
// rules and the company's data, scheduled on the server's clock in the sender's state, stored.

const { app, db, clock } = await testApp();
// Monday 2 March 2026, 9:00 in Brisbane.
clock.set(Date.UTC(2026, 2, 1, 23, 0));
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const HOUR = 3_600_000;

const getPickup = async (token: string, pickupNumber: string) =>
  (await call(app, 'GET', 'pickups/edit', { token, query: { pickupNumber } })).json<PickupDraft>();
const post = (token: string, body: unknown) => call(app, 'POST', 'pickups/new', { token, body });

describe('POST pickups/new', () => {
  it('books a pickup ready now for today, numbered P + 7 digits, with status 0', async () => {
    const answer = await createPickup(app, booker);
    expect(answer).toMatchObject({ success: true, scheduleDay: '2026-03-02', message: `Pickup ${answer.pickupNumber} has been booked for 2026-03-02.` });
    expect(answer.pickupNumber).toMatch(/^P\d{7}$/);
    expect(answer.freightItemIDs).toHaveLength(2);
    const pickup = await getPickup(booker, answer.pickupNumber);
    expect(pickup).toMatchObject({
      pickupNumber: answer.pickupNumber,
      status: 0,
      accounts: true,
      sender: SENDER,
      receiver: RECEIVER,
      poNumber: 'PO-4411',
      pickupRef: 'PR-100',
      when: 'now',
      readyAt: '2026-03-02 09:00',
      scheduleDay: '2026-03-02',
      scheduleMsg: '',
      conType: 'preElectronic',
      conNumber: '',
      quoteNumber: '',
      bookedAt: clock.now(),
    });
    expect(pickup.freightList.map((item) => [item.id, item.ref, item.weight])).toEqual([
      [answer.freightItemIDs[0], 'ACME-1', '25'],
      [answer.freightItemIDs[1], 'ACME-2', '40'],
    ]);
  });

  it('moves a pickup asked for after 11am to the next business day and says so, still booked', async () => {
    clock.advance(3 * HOUR);
    try {
      // Sessions idle for 3 hours have ended: sign in again at noon.
      const token = await login(app, 'booker', { companyId: acmeId });
      const answer = await createPickup(app, token);
      expect(answer).toMatchObject({ success: true, scheduleDay: '2026-03-03', message: SCHEDULE_MESSAGES.cutOff11am });
      expect(await getPickup(token, answer.pickupNumber)).toMatchObject({ scheduleMsg: SCHEDULE_MESSAGES.cutOff11am, scheduleDay: '2026-03-03' });
    } finally {
      clock.advance(-3 * HOUR);
    }
  });

  it('schedules in the sender state: a Friday 2pm Ready At in Brisbane goes to Monday, times normalised', async () => {
    const answer = await createPickup(app, booker, { when: 'at', _readyAtDate: '2026-03-06', _readyAtTime: '14:00', openFrom: '7:00' });
    expect(answer).toMatchObject({ scheduleDay: '2026-03-09', message: SCHEDULE_MESSAGES.window4pm });
    expect(await getPickup(booker, answer.pickupNumber)).toMatchObject({ when: 'at', _readyAtDate: '2026-03-06', _readyAtTime: '14:00', openFrom: '07:00', readyAt: '2026-03-06 14:00' });
  });

  it('refuses a schedule in the past or beyond two weeks', async () => {
    const past = errorOf(await post(booker, pickupDraft({ when: 'at', _readyAtDate: '2026-03-02', _readyAtTime: '08:00' })));
    expect(past).toMatchObject({ status: 400, body: { error: SCHEDULE_MESSAGES.reviewPickupInPast } });
    const far = errorOf(await post(booker, pickupDraft({ when: 'at', _readyAtDate: '2026-03-17', _readyAtTime: '08:00' })));
    expect(far.body.error).toBe(SCHEDULE_MESSAGES.pickupBeyondHorizon);
  });

  it('answers every rule the draft breaks, in the spec words and step order', async () => {
    const body = pickupDraft({
      accounts: false,
      poNumber: '',
      freightList: twoLines({ quantity: 'x' }),
      openFrom: '18:00',
      bookedBy: '',
      instructions: 'x'.repeat(851),
    });
    const error = errorOf(await post(booker, body));
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual([
      `Please contact your provider to arrange freight that ${ACME} is not paying for.`,
      DETAILS_MESSAGES.poRequired,
      'Item 1: Number of items is not a number',
      'Item 2: Number of items is not a number',
      SCHEDULE_MESSAGES.openAfterClose,
      SCHEDULE_MESSAGES.bookedByEmpty,
      'Special instructions are too long.',
    ]);
  });

  it.each([
    ['the same suburb twice', { receiver: { ...RECEIVER, suburb: 'Fortitude Valley', state: 'QLD', postCode: '4006' } }, DETAILS_MESSAGES.destinationsMatch],
    ['an unknown suburb', { receiver: { ...RECEIVER, suburb: 'Atlantis', postCode: '9999' } }, DETAILS_MESSAGES.optionDoesNotExist],
    ['a suburb no depot serves', { receiver: { ...RECEIVER, suburb: 'Birdsville', state: 'QLD', postCode: '4482' } }, 'Birdsville 4482 QLD is not available!'],
    ['a freight type the route lacks', { freightList: twoLines({ type: 'Plutonium' }) }, 'The freight type is not available between this destination pair.'],
    ['no pickup service', { pickupRequired: 1 }, PICKUP_RULE_MESSAGES.pickupNotRequired],
    ['a forklift delivery Acme has not', { deliveryRequired: 3 }, 'Forklift delivery is not available.'],
  ] as [string, Partial<PickupDraft>, string][])('refuses %s', async (_case, over, message) => {
    const error = errorOf(await post(booker, pickupDraft(over)));
    expect(error.status).toBe(400);
    expect(error.body.error.split('\n')).toContain(message);
  });

  it("refuses a saved address of another company's, and a UN code the list lacks for the class", async () => {
    const coastalAddress = await db.selectFrom('savedAddresses').select('id').where('companyId', '=', coastalId).executeTakeFirstOrThrow();
    const error = errorOf(await post(booker, pickupDraft({ sender: { ...SENDER, key: String(coastalAddress.id) } })));
    expect(error.body.error.split('\n')).toContain(DETAILS_MESSAGES.optionDoesNotExist);
    const line = { dgClass: 'dgClass8', dgUNCode: '1203', dgTechName: 'Gasoline', dgPackType: 'Drum', dgPackCount: '1', dgQty: '20' };
    const dg = pickupDraft({ _dgHas: true, dgClasses: ['dgClass8'], freightList: twoLines().map((l, i) => (i === 0 ? { ...l, ...line } : l)) });
    expect(errorOf(await post(booker, dg)).body.error.split('\n')).toContain('Item 1: UN 1203 is not a class 8 dangerous good.');
  });

  it('stores dangerous goods with the technical name of the UN list', async () => {
    const line = { dgClass: 'dgClass3', dgUNCode: '1203', dgTechName: 'typed by hand', dgPackType: 'Drum', dgPackCount: '2', dgQty: '40' };
    const answer = await createPickup(app, booker, { _dgHas: true, dgClasses: ['dgClass3'], freightList: twoLines().map((l, i) => (i === 0 ? { ...l, ...line } : l)) });
    const pickup = await getPickup(booker, answer.pickupNumber);
    expect(pickup).toMatchObject({ _dgHas: true, dgClasses: ['dgClass3'] });
    expect(pickup.freightList[0]!.dgTechName).toBe('Gasoline');
  });

  it('sends a quoted pickup to quoteConvert, and refuses a malformed draft', async () => {
    expect(errorOf(await post(booker, pickupDraft({ quoteNumber: 'Q1000001' })))).toMatchObject({ status: 400, body: { error: PICKUP_MESSAGES.quotedNeedsConvert } });
    expect(errorOf(await post(booker, { sender: 'x' })).status).toBe(400);
  });

  it('needs Pickups add, and a session', async () => {
    expect(errorOf(await post(viewer, pickupDraft()))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessCreatePickup } });
    expect(errorOf(await call(app, 'POST', 'pickups/new', { body: pickupDraft() })).status).toBe(401);
  });

  it("books for the caller's company only: Coastal's booking is not Acme's", async () => {
    const coastal = await login(app, 'coastal', { companyId: coastalId });
    const answer = await createPickup(app, coastal, { poNumber: '', sender: { ...SENDER, suburb: 'Molendinar', postCode: '4214' } });
    const error = errorOf(await call(app, 'GET', 'pickups/edit', { token: booker, query: { pickupNumber: answer.pickupNumber } }));
    expect(error).toMatchObject({ status: 404, body: { error: `Pickup ${answer.pickupNumber} does not exist` } });
  });
});

describe('GET pickups/new', () => {
  it('answers the booking options to any pickup access, as GET quoteNew does', async () => {
    const response = await call(app, 'GET', 'pickups/new', { token: viewer });
    expect(response.statusCode).toBe(200);
    const quoteOptions = await call(app, 'GET', 'quoteNew', { token: viewer });
    expect(response.headers.etag).toBe(quoteOptions.headers.etag);
    expect(response.json<{ requirePO: boolean }>().requirePO).toBe(true);
  });

  it('refuses a user without any pickup access', async () => {
    const user = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Quotations: ['view'] }) });
    const token = await login(app, user.username, { password: user.password });
    const error = errorOf(await call(app, 'GET', 'pickups/new', { token }));
    expect(error).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewPickups } });
  });
});
