import { describe, expect, it } from 'vitest';
import type { ConsignmentView } from '@portal/domain/api/consignment';
import type { Pod } from '@portal/domain/api/pod';
import type { PublicTracking, TrackingInfo } from '@portal/domain/api/tracking';
import { CUSTOMER_SERVICE_MESSAGES, type FoundConsignments, type ManualRecordAnswer, type StaffConsignment } from '@portal/domain/carrier/customer-service-calls';
import { POD_MESSAGES, SIGNATURE_MESSAGES } from '@portal/domain/consignment/pod-rules';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { TRACKING_MESSAGES } from '@portal/domain/tracking/event-codes';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { bookConsignment, fetchDocument, scan } from '../../test/consignments';
import { companyIdByName } from '../../test/factories';
import { pdfText } from '../../test/pdf-tools';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';
import { OPERATIONS_MESSAGES } from '../operations/service';
import { drawnSignature } from '../pods/signature-png';

// Customer service in the back office (issue 26): any company's consignment found by number,
// reference or tracking id and seen whole; scans and PODs recorded by hand through the operations
// API's own checks, the staff member recorded as the source, and the customer seeing the delivery.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });
const desk = await signedInStaff(app, db, clock, 'Customer service');
const deskName = (await db.selectFrom('staffUsers').select('name').where('id', '=', desk.id).executeTakeFirstOrThrow()).name;

const get = (path: string, query: Record<string, string>, token = desk.token) => staffCall(app, 'GET', `${path}?${new URLSearchParams(query).toString()}`, { token });
const find = async (search: string) => (await get('consignments', { search })).json<FoundConsignments>().consignments;
const whole = async (conNumber: string) => {
  const response = await get('consignment', { conNumber });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffConsignment>();
};
const recordScan = (body: Record<string, unknown>, token = desk.token) => staffCall(app, 'POST', 'scans', { token, body });
const recordPod = (body: Record<string, unknown>, token = desk.token) => staffCall(app, 'POST', 'pods', { token, body });
const trackingIdOf = async (conNumber: string) =>
  (await db.selectFrom('consignments').select('trackingId').where('number', '=', conNumber).executeTakeFirstOrThrow()).trackingId;

describe('finding a consignment', () => {
  it("finds any company's consignment by its number, its tracking id or its customer reference, case ignored", async () => {
    const acme = await bookConsignment(app, booker, { pickupRef: 'SO-7788' });
    clock.advance(60_000);
    const coast = await bookConsignment(app, coastal, { pickupRef: 'so-7788' });
    const trackingId = await trackingIdOf(coast);

    const byNumber = await find(` ${acme.toLowerCase()} `);
    expect(byNumber).toEqual([
      expect.objectContaining({ conNumber: acme, companyId: acmeId, companyName: ACME, customerRef: 'SO-7788', senderTown: 'Fortitude Valley QLD', receiverTown: 'Alexandria NSW', stage: 'pickup' }),
    ]);
    expect((await find(trackingId.toLowerCase())).map((c) => c.conNumber)).toEqual([coast]);
    // Newest first, both companies.
    expect((await find('So-7788')).map((c) => [c.conNumber, c.companyName])).toEqual([
      [coast, COASTAL],
      [acme, ACME],
    ]);
    expect(await find('SO-778')).toEqual([]);
  });

  it('asks for something to search for, and refuses an overlong search', async () => {
    expect(errorOf(await get('consignments', { search: '  ' }))).toMatchObject({ status: 400, body: { error: CUSTOMER_SERVICE_MESSAGES.searchBlank } });
    expect((await get('consignments', { search: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('one consignment, whole', () => {
  it('shows its company, the customer’s view, documents with working links, the history and no POD yet', async () => {
    const conNumber = await bookConsignment(app, booker, { pickupRef: 'WHOLE-1' });
    const seen = await whole(conNumber);
    const customers = (await call(app, 'GET', 'consignment', { token: booker, query: { conNumber } })).json<ConsignmentView>();
    expect(seen.company).toEqual({ id: acmeId, name: ACME });
    expect(seen.dimensionFactor).toBe(1);
    // The customer's own view, but for the quote's price, which is not customer service's.
    expect(seen.consignment).toEqual({ ...customers, quotePrice: null, breakdown: null });
    expect(seen.tracking).toMatchObject({ consignmentNumber: conNumber, sender: 'Acme Hardware Fortitude Valley', receiver: 'Harbour Builders' });
    expect(seen.highestCode).toBe(0);
    expect(seen.pod).toBeNull();
    expect(seen.documents.map((d) => [d.docType, d.fileName])).toEqual([
      ['CON', `Consignment ${conNumber}.pdf`],
      ['LBL', `Consignment ${conNumber} Label.pdf`],
    ]);
    const pdf = await app.inject({ method: 'GET', url: seen.documents[0]!.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // A link is the document's and the company's: another company's id breaks its signature.
    const forged = await app.inject({ method: 'GET', url: seen.documents[0]!.url.replace(`company=${acmeId}`, `company=${coastalId}`) });
    expect(forged.statusCode).toBe(403);
  });

  it('answers a number no consignment has with a sentence', async () => {
    expect(errorOf(await get('consignment', { conNumber: 'FP999999999' }))).toMatchObject({ status: 404, body: { error: CUSTOMER_SERVICE_MESSAGES.notFound('FP999999999') } });
  });
});

describe('a scan recorded by hand', () => {
  it('goes through the operations checks, in their words: never backwards, never in the future, a real depot', async () => {
    const conNumber = await bookConsignment(app, booker);
    await scan(app, conNumber, [2, 3, 20]);
    expect(errorOf(await recordScan({ conNumber, code: 4 }))).toMatchObject({ status: 409, body: { error: TRACKING_MESSAGES.backwards(4, 20) } });
    expect(errorOf(await recordScan({ conNumber, code: 35, at: clock.now() + 60 * 60_000 }))).toMatchObject({ status: 400, body: { error: TRACKING_MESSAGES.inFuture } });
    expect(errorOf(await recordScan({ conNumber, code: 35, depot: 'XYZ' }))).toMatchObject({ status: 400, body: { error: TRACKING_MESSAGES.unknownDepot('XYZ') } });
    expect(errorOf(await recordScan({ conNumber, code: 14 }))).toMatchObject({ status: 409, body: { error: TRACKING_MESSAGES.wrongFirstStage(14, 'pickup') } });
    expect(errorOf(await recordScan({ conNumber: 'FP999999999', code: 35 }))).toMatchObject({ status: 404, body: { error: OPERATIONS_MESSAGES.unknownConsignment('FP999999999') } });
    expect((await recordScan({ conNumber, code: 'x' })).statusCode).toBe(400);
    expect((await whole(conNumber)).highestCode).toBe(20);
  });

  it('records the staff member as its source: named in the back office, on the public page nothing', async () => {
    const conNumber = await bookConsignment(app, booker);
    // A forged company is ignored: the consignment's own company is the one named.
    const answer = await recordScan({ conNumber: conNumber.toLowerCase(), code: 2, depot: 'bne', companyId: coastalId });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<ManualRecordAnswer>()).toEqual({ success: true, message: `2 Assigned recorded for ${conNumber}.`, conNumber, companyId: acmeId });
    const rows = await db.selectFrom('trackingEvents as e').innerJoin('consignments as c', 'c.id', 'e.consignmentId').select(['e.code', 'e.depot', 'e.staffUserId']).where('c.number', '=', conNumber).orderBy('e.code').execute();
    expect(rows).toEqual([
      { code: 0, depot: 'BNE', staffUserId: null },
      { code: 2, depot: 'BNE', staffUserId: desk.id },
    ]);
    const history = (await whole(conNumber)).tracking.events.pickup;
    expect(history.map((e) => [e.code, e.recordedBy])).toEqual([
      [0, undefined],
      [2, CUSTOMER_SERVICE_MESSAGES.recordedBy(deskName)],
    ]);
    const publicPage = await app.inject({ method: 'GET', url: `/api/track?psTrackingID=${await trackingIdOf(conNumber)}` });
    expect(publicPage.json<PublicTracking>().events.pickup.map((e) => e.code)).toEqual([0, 2]);
    expect(publicPage.body).not.toContain(deskName);
    expect(publicPage.body).not.toContain('recordedBy');
    expect((await call(app, 'GET', 'consignment', { token: booker, query: { conNumber } })).json<ConsignmentView>().stage).toBe('pickup');
  });
});

describe('a POD recorded by hand', () => {
  it('is checked as the operations API checks it', async () => {
    const conNumber = await bookConsignment(app, booker);
    expect(errorOf(await recordPod({ conNumber, signedBy: ' ' }))).toMatchObject({ status: 400, body: { error: POD_MESSAGES.signedByRequired } });
    expect(errorOf(await recordPod({ conNumber, signedBy: 'x'.repeat(51) }))).toMatchObject({ status: 400, body: { error: POD_MESSAGES.signedByTooLong } });
    expect(errorOf(await recordPod({ conNumber, signedBy: 'Mia Costa', signature: Buffer.from('GIF89a').toString('base64') }))).toMatchObject({ status: 400, body: { error: SIGNATURE_MESSAGES.notPng } });
    const large = Buffer.alloc(300 * 1024, 0x89).toString('base64');
    expect(errorOf(await recordPod({ conNumber, signedBy: 'Mia Costa', signature: large }))).toMatchObject({ status: 400, body: { error: SIGNATURE_MESSAGES.tooLarge } });
    expect(errorOf(await recordPod({ conNumber, signedBy: 'Mia Costa', at: clock.now() + 60 * 60_000 }))).toMatchObject({ status: 400, body: { error: TRACKING_MESSAGES.inFuture } });
    expect((await whole(conNumber)).pod).toBeNull();
  });

  it('with a signature: the customer sees the delivery on the POD screen and in tracking', async () => {
    const conNumber = await bookConsignment(app, booker);
    const signature = drawnSignature('Mia Costa').toString('base64');
    const answer = await recordPod({ conNumber, signedBy: ' Mia Costa ', signature });
    expect(answer.json<ManualRecordAnswer>()).toEqual({ success: true, message: CUSTOMER_SERVICE_MESSAGES.podRecorded(conNumber), conNumber, companyId: acmeId });
    const pod = await call(app, 'GET', 'pod', { token: booker, query: { podNumber: conNumber } });
    expect(pod.json<Pod>()).toMatchObject({ conNumber, signedBy: 'Mia Costa', signature: `data:image/png;base64,${signature}` });
    const track = await app.inject({ method: 'GET', url: '/api/track', query: { psTrackingID: await trackingIdOf(conNumber) }, headers: { authorization: `Bearer ${booker}` } });
    const tracking = track.json<TrackingInfo>();
    expect(tracking.delivered).toBe(true);
    expect(errorOf(await recordPod({ conNumber, signedBy: 'Mia Costa' }))).toMatchObject({ status: 409, body: { error: POD_MESSAGES.exists(conNumber) } });
    const seen = await whole(conNumber);
    expect(seen.pod).toMatchObject({ signedBy: 'Mia Costa' });
    expect(seen.tracking.events.delivery.map((e) => [e.code, e.recordedBy])).toEqual([[55, CUSTOMER_SERVICE_MESSAGES.recordedBy(deskName)]]);
    expect(seen.documents.map((d) => d.docType)).toEqual(['CON', 'LBL', 'POD']);
  });

  it('without a signature: the POD screen has none to show and its PDF says none was taken', async () => {
    const conNumber = await bookConsignment(app, booker);
    expect((await recordPod({ conNumber, signedBy: 'Reception desk' })).statusCode).toBe(200);
    expect((await call(app, 'GET', 'pod', { token: booker, query: { podNumber: conNumber } })).json<Pod>()).toMatchObject({ signedBy: 'Reception desk', signature: '' });
    const link = (await whole(conNumber)).documents.find((d) => d.docType === 'POD')!;
    const pdf = await app.inject({ method: 'GET', url: link.url });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(POD_MESSAGES.noSignature);
  });

  it('is refused to Operations, whose role records scans only', async () => {
    const operations = await signedInStaff(app, db, clock, 'Operations');
    const conNumber = await bookConsignment(app, booker);
    expect((await recordPod({ conNumber, signedBy: 'Mia Costa' }, operations.token)).statusCode).toBe(403);
    expect((await recordScan({ conNumber, code: 2 }, operations.token)).statusCode).toBe(200);
  });
});

// Last: it suspends Acme for a moment.
describe("a suspended company's consignment", () => {
  it("is still seen whole by customer service, its documents open to staff while the customer's links are refused", async () => {
    const conNumber = await bookConsignment(app, booker);
    const customerLink = (await fetchDocument(app, booker, { docRN: conNumber, docType: 'CON' })).answer.url;
    expect((await staffCall(app, 'POST', `companies/${acmeId}/suspend`, { token: desk.token })).statusCode).toBe(200);
    try {
      const seen = await whole(conNumber);
      expect((await app.inject({ method: 'GET', url: seen.documents[0]!.url })).statusCode).toBe(200);
      expect(errorOf(await app.inject({ method: 'GET', url: customerLink }))).toMatchObject({ status: 403, body: { error: SERVER_MESSAGES.documentCompanySuspended } });
    } finally {
      expect((await staffCall(app, 'POST', `companies/${acmeId}/reactivate`, { token: desk.token })).statusCode).toBe(200);
    }
  });
});

