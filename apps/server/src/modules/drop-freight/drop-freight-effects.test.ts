import { describe, expect, it } from 'vitest';
import type { ConsignmentsAnswer } from '@portal/domain/api/consignment';
import type { DocumentsAnswer } from '@portal/domain/api/documents';
import type { DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import { TRACKING_MESSAGES } from '@portal/domain/tracking/event-codes';
import { ACME } from '../../db/seed/demo-users';
import { drawnSignature } from '../pods/signature-png';
import { call, errorOf, login } from '../../test/api';
import { generate, ops } from '../../test/consignments';
import { bookDropFreight, createdDraft, dropFreightDraft } from '../../test/drop-freight-drafts';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { createOperations, OPERATIONS_MESSAGES } from '../operations/service';
import { simulateOnce } from '../operations/simulator';

// A drop freight not yet booked (status 2, decision 0025) is no consignment yet: the
// consignment view and list, documents, tracking, the operations API and the simulator know it
// not; once booked it is a consignment like any other, tracked from receival.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const booker = await login(app, 'booker', { companyId: acmeId });
// Saved at Review Dropfreight: everything but the booking.
const draft = (await call(app, 'POST', 'directdropfreight/new', { token: booker, body: dropFreightDraft({ progress: 9 }) })).json<DropFreightSaveAnswer>().recordNumber;
const { trackingId } = await db.selectFrom('consignments').select('trackingId').where('number', '=', draft).executeTakeFirstOrThrow();
const booked = await bookDropFreight(app, booker);

const codesOf = async (conNumber: string) =>
  (await db.selectFrom('trackingEvents as e').innerJoin('consignments as c', 'c.id', 'e.consignmentId').select('e.code').where('c.number', '=', conNumber).orderBy('e.code').execute()).map((e) => e.code);

describe('a drop freight not yet booked', () => {
  it('has no consignment view and is not in the consignments list', async () => {
    expect(errorOf(await call(app, 'GET', 'consignment', { token: booker, query: { conNumber: draft } }))).toMatchObject({ status: 404, body: { error: `${draft} not found` } });
    const listed = (await call(app, 'GET', 'consignments', { token: booker, query: {} })).json<ConsignmentsAnswer>().consignments.map((c) => c.conNumber);
    expect(listed).toContain(booked);
    expect(listed).not.toContain(draft);
  });

  it('has no documents to list or generate', async () => {
    const documents = (await call(app, 'GET', 'documents/list', { token: booker, query: { docType: 'CON' } })).json<DocumentsAnswer>().documents.map((d) => d.docRN);
    expect(documents).toContain(booked);
    expect(documents).not.toContain(draft);
    expect(errorOf(await generate(app, booker, { docRN: draft, docType: 'CON' }))).toMatchObject({ status: 404, body: { error: `${draft} not found` } });
    expect(errorOf(await generate(app, booker, { docRN: draft, docType: 'LBL' })).status).toBe(404);
  });

  it('cannot be tracked, with or without a session', async () => {
    for (const headers of [{}, { authorization: `Bearer ${booker}` }]) {
      const response = await app.inject({ method: 'GET', url: '/api/track', query: { psTrackingID: trackingId }, headers });
      expect(errorOf(response)).toMatchObject({ status: 404, body: { error: TRACKING_MESSAGES.notFound } });
    }
  });

  it('takes no scan, POD or scanned original from the operations API', async () => {
    const refused = { status: 404, body: { error: OPERATIONS_MESSAGES.unknownConsignment(draft) } };
    expect(errorOf(await ops(app, 'POST', 'events', { conNumber: draft, code: 14 }))).toMatchObject(refused);
    expect(errorOf(await ops(app, 'POST', 'pod', { conNumber: draft, signedBy: 'Mia Costa', signature: drawnSignature('Mia Costa').toString('base64') }))).toMatchObject(refused);
    const scanned = Buffer.from('%PDF-1.4\n% a scanned note\n').toString('base64');
    expect(errorOf(await ops(app, 'POST', 'scanned', { conNumber: draft, content: scanned }))).toMatchObject(refused);
    expect(await codesOf(draft)).toEqual([]);
  });

  it('is left alone by the simulator, which moves the booked one on from receival', async () => {
    const operations = createOperations(db, clock.now);
    await simulateOnce(db, operations, clock.now(), { speed: 1, immediately: true });
    expect(await codesOf(draft)).toEqual([]);
    expect(await codesOf(booked)).toEqual([10, 14]);
  });

  it('becomes a consignment once booked, tracked from Booked (10) at receival', async () => {
    expect((await call(app, 'POST', 'directdropfreight/edit', { token: booker, body: createdDraft(draft, { status: 1 }) })).statusCode).toBe(200);
    expect((await call(app, 'GET', 'consignment', { token: booker, query: { conNumber: draft } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/track', query: { psTrackingID: trackingId } })).statusCode).toBe(200);
    expect(await codesOf(draft)).toEqual([10]);
  });
});
