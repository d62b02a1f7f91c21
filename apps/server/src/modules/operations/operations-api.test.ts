import { describe, expect, it } from 'vitest';
import type { ConsignmentView } from '@portal/domain/api/consignment';
import type { PublicTracking } from '@portal/domain/api/tracking';
import { scannedOriginalMissing } from '@portal/domain/booking-messages';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { TRACKING_MESSAGES } from '@portal/domain/tracking/event-codes';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { bookConsignment, fetchDocument, generate, ops, scan } from '../../test/consignments';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { POD_MESSAGES, SIGNATURE_MESSAGES } from '@portal/domain/consignment/pod-rules';
import { drawnSignature } from '../pods/signature-png';
import { SCANNED_MESSAGES } from '../documents/scanned-originals';
import { createOperations } from './service';
import { simulateOnce } from './simulator';

// The carrier's operations API (DESIGN.md): scans, PODs and scanned originals with the
// operations key; and the simulator, which moves consignments through the same operations.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const booker = await login(app, 'booker', { companyId: acmeId });
const view = async (conNumber: string) => (await call(app, 'GET', 'consignment', { token: booker, query: { conNumber } })).json<ConsignmentView>();

describe('operations API', () => {
  it('refuses every call without the key or with a wrong one, and a customer session is no key', async () => {
    const conNumber = await bookConsignment(app, booker);
    for (const key of [null, 'wrong-key']) {
      for (const [method, path, body] of [['POST', 'events', { conNumber, code: 2 }], ['POST', 'pod', { conNumber, signedBy: 'X', signature: '' }], ['POST', 'scanned', { conNumber, content: '' }], ['GET', 'outbox', undefined]] as const) {
        const answer = await ops(app, method, path, body, key);
        expect(errorOf(answer)).toMatchObject({ status: 403, body: { error: SERVER_MESSAGES.operationsKeyWrong } });
      }
    }
    const withSession = await app.inject({ method: 'POST', url: '/ops/events', headers: { authorization: `Bearer ${booker}` }, payload: { conNumber, code: 2 } });
    expect(withSession.statusCode).toBe(403);
    expect((await view(conNumber)).stage).toBe('pickup');
  });

  it('records scans forward only, at known depots, never in the future', async () => {
    const conNumber = await bookConsignment(app, booker);
    await scan(app, conNumber, [2, 3, 20]);
    expect((await view(conNumber)).stage).toBe('transit');
    expect(errorOf(await ops(app, 'POST', 'events', { conNumber, code: 4 }))).toMatchObject({ status: 409, body: { error: TRACKING_MESSAGES.backwards(4, 20) } });
    expect(errorOf(await ops(app, 'POST', 'events', { conNumber, code: 20 }))).toMatchObject({ status: 409 });
    expect(errorOf(await ops(app, 'POST', 'events', { conNumber, code: 14 }))).toMatchObject({ status: 409, body: { error: TRACKING_MESSAGES.wrongFirstStage(14, 'pickup') } });
    expect(errorOf(await ops(app, 'POST', 'events', { conNumber, code: 35, depot: 'XYZ' }))).toMatchObject({ status: 400, body: { error: TRACKING_MESSAGES.unknownDepot('XYZ') } });
    expect(errorOf(await ops(app, 'POST', 'events', { conNumber, code: 35, at: clock.now() + 60 * 60_000 }))).toMatchObject({ status: 400, body: { error: TRACKING_MESSAGES.inFuture } });
    expect(errorOf(await ops(app, 'POST', 'events', { conNumber: 'FP999999999', code: 35 }))).toMatchObject({ status: 404 });
    expect((await ops(app, 'POST', 'events', { conNumber, code: 'x' })).statusCode).toBe(400);
    expect((await ops(app, 'POST', 'events', { conNumber, code: 35, at: new Date(clock.now()).toISOString() })).statusCode).toBe(200);
  });

  it('takes a POD with a real PNG signature, once, and records the delivery', async () => {
    const conNumber = await bookConsignment(app, booker);
    const pod = (over: Record<string, unknown>) => ops(app, 'POST', 'pod', { conNumber, signedBy: 'Mia Costa', signature: drawnSignature('Mia Costa').toString('base64'), ...over });
    expect(errorOf(await pod({ signature: Buffer.from('GIF89a not a png').toString('base64') }))).toMatchObject({ status: 400, body: { error: SIGNATURE_MESSAGES.notPng } });
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    expect(errorOf(await pod({ signature: fakePng.toString('base64') }))).toMatchObject({ status: 400, body: { error: SIGNATURE_MESSAGES.notPng } });
    expect(errorOf(await pod({ signature: Buffer.alloc(300 * 1024, 0x89).toString('base64') }))).toMatchObject({ status: 400, body: { error: SIGNATURE_MESSAGES.tooLarge } });
    expect(errorOf(await pod({ signedBy: ' ' }))).toMatchObject({ status: 400, body: { error: POD_MESSAGES.signedByRequired } });
    expect((await view(conNumber)).pod).toBe(false);
    expect((await pod({})).statusCode).toBe(200);
    expect(await view(conNumber)).toMatchObject({ pod: true, stage: 'delivery' });
    expect(errorOf(await pod({}))).toMatchObject({ status: 409, body: { error: POD_MESSAGES.exists(conNumber) } });
  });

  it('keeps a scanned original (PDF or PNG) and flags the consignment scanned', async () => {
    const conNumber = await bookConsignment(app, booker);
    expect(errorOf(await generate(app, booker, { docRN: conNumber, docType: 'CON', original: '1' }))).toMatchObject({ status: 404, body: { error: scannedOriginalMissing(conNumber) } });
    expect(errorOf(await ops(app, 'POST', 'scanned', { conNumber, content: Buffer.from('hello').toString('base64') }))).toMatchObject({ status: 400, body: { error: SCANNED_MESSAGES.wrongType } });
    const scanned = Buffer.from('%PDF-1.4\n% a scanned note\n');
    expect((await ops(app, 'POST', 'scanned', { conNumber, content: scanned.toString('base64') })).statusCode).toBe(200);
    expect((await view(conNumber)).scanned).toBe(true);
    const { answer, pdf } = await fetchDocument(app, booker, { docRN: conNumber, docType: 'CON', original: '1' });
    expect(answer.fileName).toBe(`Consignment ${conNumber} scanned original.pdf`);
    expect(pdf.rawPayload.equals(scanned)).toBe(true);
  });
});

describe('the simulator', () => {
  it('moves a booked consignment through every stage to a signed POD, at the journey times', async () => {
    const conNumber = await bookConsignment(app, booker);
    const operations = createOperations(db, clock.now);
    const trackingId = (await db.selectFrom('consignments').select('trackingId').where('number', '=', conNumber).executeTakeFirstOrThrow()).trackingId;
    const codes = async () => Object.values((await app.inject({ method: 'GET', url: `/api/track?psTrackingID=${trackingId}` })).json<PublicTracking>().events).flat().map((e) => e.code);

    // Not yet due: nothing moves at once at real speed.
    await simulateOnce(db, operations, clock.now(), { speed: 1 });
    expect(await codes()).toEqual([0]);
    for (let i = 0; i < 40 && !(await codes()).includes(55); i += 1) {
      clock.advance(60 * 60_000);
      await simulateOnce(db, operations, clock.now(), { speed: 1 });
    }
    expect(await codes()).toEqual([0, 2, 3, 4, 5, 20, 35, 37, 41, 44, 45, 52, 53, 55]);
    const token = await login(app, 'booker', { companyId: acmeId });
    expect((await call(app, 'GET', 'consignment', { token, query: { conNumber } })).json<ConsignmentView>().pod).toBe(true);
  });
});
