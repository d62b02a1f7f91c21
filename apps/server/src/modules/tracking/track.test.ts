import { beforeEach, describe, expect, it } from 'vitest';
import { isFullTracking, type PublicTracking, type TrackingInfo } from '@portal/domain/api/tracking';
import { MESSAGES } from '@portal/domain/messages';
import { TRACKING_MESSAGES, trackingTabs } from '@portal/domain/tracking/event-codes';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { errorOf, login } from '../../test/api';
import { bookConsignment, deliver, ops, scan } from '../../test/consignments';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';

// GET /api/track (spec 02 sections 3 and 7; DESIGN.md): the full answer for the owning
// company's session, the public one for everyone else, at every stage of a journey.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
// Fresh sessions per test: the journeys move the clock past the idle timeout.
let booker = '';
let coastal = '';
beforeEach(async () => {
  booker = await login(app, 'booker', { companyId: acmeId });
  coastal = await login(app, 'coastal', { companyId: coastalId });
});

const track = (trackingId: string, token?: string) =>
  app.inject({ method: 'GET', url: '/api/track', query: { psTrackingID: trackingId }, headers: token ? { authorization: `Bearer ${token}` } : {} });
const trackingIdOf = async (number: string) =>
  (await db.selectFrom('consignments').select('trackingId').where('number', '=', number).executeTakeFirstOrThrow()).trackingId;
const codesOf = (info: PublicTracking) => Object.values(info.events).flat().map((e) => e.code);

/** Whatever a public answer holds, as text: no party data may be in it. */
const PERSONAL = ['Dana', 'Whitlock', 'Mia', 'Costa', 'Wickham', 'Euston', '411 888', '@', 'Harbour Builders', 'Acme', 'PO-4411', 'PR-100'];

describe('GET /api/track', () => {
  it('follows a consignment through every stage, with the tabs the spec enables', async () => {
    const conNumber = await bookConsignment(app, booker);
    const trackingId = await trackingIdOf(conNumber);
    const expectStage = async (selected: string, enabled: string[]) => {
      const info = (await track(trackingId)).json<PublicTracking>();
      const { tabs, selected: chosen } = trackingTabs(info.firstStage, codesOf(info));
      expect(chosen).toBe(selected);
      expect(tabs.filter((t) => t.enabled).map((t) => t.stage)).toEqual(enabled);
      return info;
    };
    const booked = await expectStage('pickup', ['pickup']);
    expect(booked.events.pickup[0]).toMatchObject({ code: 0, name: 'Booked', town: 'Brisbane' });
    expect(booked.delivered).toBe(false);
    expect(booked.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    clock.advance(60 * 60_000);
    await scan(app, conNumber, [2, 3, 4, 5, 20, 35]);
    const transit = await expectStage('transit', ['pickup', 'transit']);
    expect(transit.events.transit.map((e) => e.name)).toEqual(['Loaded', 'Departed']);
    clock.advance(12 * 60 * 60_000);
    await scan(app, conNumber, [37, 41, 44, 45, 52]);
    const arriving = await expectStage('delivery', ['pickup', 'transit', 'delivery']);
    expect(arriving.events.transit.find((e) => e.code === 41)?.town).toBe('Sydney');
    clock.advance(60 * 60_000);
    await deliver(app, conNumber);
    const delivered = await expectStage('delivery', ['pickup', 'transit', 'delivery']);
    expect(delivered.delivered).toBe(true);
    expect(delivered.events.delivery.at(-1)).toMatchObject({ code: 55, name: 'Delivered', town: 'Sydney' });
  });

  it('answers the public form without a session: towns and times, nothing personal', async () => {
    const conNumber = await bookConsignment(app, booker);
    const response = await track(await trackingIdOf(conNumber));
    expect(response.statusCode).toBe(200);
    const info = response.json<PublicTracking>();
    expect(isFullTracking(info)).toBe(false);
    expect(info).toMatchObject({ consignmentNumber: conNumber, fromTown: 'Brisbane', toTown: 'Sydney' });
    for (const text of PERSONAL) expect(response.body).not.toContain(text);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("answers the full form to the owning company's session, the public one to another company", async () => {
    const conNumber = await bookConsignment(app, booker);
    const trackingId = await trackingIdOf(conNumber);
    const full = (await track(trackingId, booker)).json<TrackingInfo>();
    expect(full).toMatchObject({ sender: 'Acme Hardware Fortitude Valley', receiver: 'Harbour Builders', from: '301 Wickham Street\u001fFortitude Valley QLD 4006' });
    const theirs = await track(trackingId, coastal);
    expect(isFullTracking(theirs.json<PublicTracking>())).toBe(false);
    for (const text of PERSONAL) expect(theirs.body).not.toContain(text);
  });

  it('tracks drop freight from receival: its first tab is Receival', async () => {
    const conNumber = await bookConsignment(app, booker);
    // Drop freight arrives with issue 11; until then its consignment is made as the seed makes one.
    await db.updateTable('consignments').set({ firstStage: 'receival', pickupId: null }).where('number', '=', conNumber).execute();
    await db.deleteFrom('trackingEvents').where('consignmentId', '=', (await db.selectFrom('consignments').select('id').where('number', '=', conNumber).executeTakeFirstOrThrow()).id).execute();
    await scan(app, conNumber, [10, 14]);
    expect(errorOf(await ops(app, 'POST', 'events', { conNumber, code: 3 }))).toMatchObject({ status: 409, body: { error: TRACKING_MESSAGES.wrongFirstStage(3, 'receival') } });
    const info = (await track(await trackingIdOf(conNumber))).json<PublicTracking>();
    expect(info.firstStage).toBe('receival');
    expect(info.events.receival.map((e) => e.name)).toEqual(['Booked', 'Received']);
    expect(trackingTabs('receival', codesOf(info))).toEqual({
      tabs: [
        { stage: 'receival', enabled: true },
        { stage: 'transit', enabled: false },
        { stage: 'delivery', enabled: false },
      ],
      selected: 'receival',
    });
  });

  it('refuses an unknown tracking id and an ended session', async () => {
    expect(errorOf(await track('NOSUCHTRACKINGID0000'))).toMatchObject({ status: 404, body: { error: TRACKING_MESSAGES.notFound } });
    expect(errorOf(await track('NOSUCHTRACKINGID0000', 'not-a-token'))).toMatchObject({ status: 401, statusText: MESSAGES.sessionExpired });
    expect((await app.inject({ method: 'GET', url: '/api/track' })).statusCode).toBe(400);
  });
});
