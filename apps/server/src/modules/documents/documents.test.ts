import { describe, expect, it } from 'vitest';
import type { DocumentsAnswer, GenerateDocumentAnswer } from '@portal/domain/api/documents';
import type { OutboxAnswer } from '@portal/domain/api/operations';
import { BOOKING_MESSAGES, documentNotFound, scannedOriginalMissing } from '@portal/domain/booking-messages';
import { isValidSscc } from '@portal/domain/documents/sscc';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { bookConsignment, deliver, fetchDocument, generate, ops } from '../../test/consignments';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { decodeBarcodes, pdfPages, pdfText } from '../../test/pdf-tools';
import { testApp } from '../../test/test-app';
import { SIGNED_URL_MESSAGES } from './signed-url';

// GET documents/list, documents/generate and the signed PDF route (spec 02 sections 7 to 9),
// each PDF read back with poppler and zbar as a customer's printer and scanner would.

const { app, db, clock, config } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });
const conNumber = await bookConsignment(app, booker);
const row = await db.selectFrom('consignments').selectAll().where('number', '=', conNumber).executeTakeFirstOrThrow();

describe('documents/generate and the PDF', () => {
  it('gives the consignment note as an A4 PDF named as spec 02 section 9 says, with its Code 128', async () => {
    const { answer, pdf } = await fetchDocument(app, booker, { docRN: conNumber, docType: 'CON' });
    expect(answer).toMatchObject({ success: true, recordNumber: conNumber, trackingID: row.trackingId, fileName: `Consignment ${conNumber}.pdf` });
    expect(answer.url).not.toContain(booker);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`attachment; filename="Consignment ${conNumber}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [conNumber, 'Dana Whitlock', 'Fortitude Valley', 'Alexandria', 'PO-4411', 'PR-100']) expect(text).toContain(expected);
    expect((await pdfPages(pdf.rawPayload))[0]).toMatchObject({ width: expect.closeTo(595.28, 0), height: expect.closeTo(841.89, 0) });
    expect(await decodeBarcodes(pdf.rawPayload, 1)).toContainEqual({ symbology: 'CODE-128', data: conNumber });
  });

  it('prints one label per item with an SSCC the database holds and the tracking link in the QR code', async () => {
    const { answer, pdf } = await fetchDocument(app, booker, { docRN: conNumber, docType: 'LBL', print: '1' });
    expect(answer).toMatchObject({ fileName: `Consignment ${conNumber} Label.pdf`, stock: 'thermal' });
    expect(pdf.headers['content-disposition']).toContain('inline;');
    const pages = await pdfPages(pdf.rawPayload);
    const serials = await db.selectFrom('ssccSerials').select('id').where('consignmentId', '=', row.id).orderBy('itemNo').execute();
    expect(pages).toHaveLength(serials.length);
    expect(pages[0]).toMatchObject({ width: expect.closeTo(283.46, 0), height: expect.closeTo(425.2, 0) });
    const codes = await decodeBarcodes(pdf.rawPayload, 1);
    const sscc = codes.find((c) => c.symbology === 'CODE-128' && c.data.startsWith('00'))!.data.slice(2);
    expect(isValidSscc(sscc)).toBe(true);
    expect(sscc).toBe(`0${config.documents.gs1CompanyPrefix}${String(serials[0]!.id).padStart(9, '0')}${sscc[17]}`);
    expect(codes).toContainEqual({ symbology: 'QR-Code', data: `${config.documents.publicUrl}/#/track/${row.trackingId}` });
    expect(await pdfText(pdf.rawPayload)).toContain(`Item 1 of ${serials.length}`);

    // A reprint keeps every package's SSCC; the user's stock is remembered.
    const again = await fetchDocument(app, booker, { docRN: conNumber, docType: 'LBL', stock: 'a4' });
    expect(again.answer.stock).toBe('a4');
    expect((await pdfPages(again.pdf.rawPayload))[0]).toMatchObject({ width: expect.closeTo(595.28, 0) });
    expect((await decodeBarcodes(again.pdf.rawPayload, 1)).map((c) => c.data)).toContain(`00${sscc}`);
    expect((await generate(app, booker, { docRN: conNumber, docType: 'LBL' })).json<GenerateDocumentAnswer>().stock).toBe('a4');
    expect(await db.selectFrom('ssccSerials').select('id').where('consignmentId', '=', row.id).execute()).toHaveLength(serials.length);
  });

  it('counts generations unless noNewEvent is set', async () => {
    const count = async () => (await db.selectFrom('documents').select('generatedCount').where('consignmentId', '=', row.id).where('docType', '=', 'CON').executeTakeFirstOrThrow()).generatedCount;
    const before = await count();
    await generate(app, booker, { docRN: conNumber, docType: 'CON' });
    expect(await count()).toBe(before + 1);
    await generate(app, booker, { docRN: conNumber, docType: 'CON', noNewEvent: '1' });
    expect(await count()).toBe(before + 1);
  });

  it('e-mails the PDF as an attachment to extraEmail, and checks the address', async () => {
    const answer = (await generate(app, booker, { docRN: conNumber, docType: 'LBL', extraEmail: 'dock@harbour.example' })).json<GenerateDocumentAnswer>();
    expect(answer.message).toBe(`Consignment_${conNumber}_Label.pdf has been sent to dock@harbour.example.`);
    const { messages } = (await ops(app, 'GET', 'outbox?to=dock%40harbour.example')).json<OutboxAnswer>();
    const mail = messages.at(-1)!;
    expect(mail.attachments).toEqual([{ fileName: `Consignment_${conNumber}_Label.pdf`, contentType: 'application/pdf', size: expect.any(Number) }]);
    const attachment = await ops(app, 'GET', `outbox/${mail.id}/attachments/0`);
    expect(await pdfText(attachment.rawPayload)).toContain(conNumber);
    expect(errorOf(await generate(app, booker, { docRN: conNumber, docType: 'CON', extraEmail: 'not an address' }))).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MESSAGES.extraEmailInvalid },
    });
  });

  it("answers '{number} not found' for an unknown number and for another company's", async () => {
    expect(errorOf(await generate(app, booker, { docRN: 'FP999999999', docType: 'CON' }))).toMatchObject({ status: 404, body: { error: documentNotFound('FP999999999') } });
    expect(errorOf(await generate(app, coastal, { docRN: conNumber, docType: 'LBL' }))).toMatchObject({ status: 404, body: { error: documentNotFound(conNumber) } });
    expect(errorOf(await generate(app, booker, { docRN: conNumber, docType: 'POD' }))).toMatchObject({ status: 404, body: { error: documentNotFound(conNumber) } });
    expect(errorOf(await generate(app, booker, { docRN: conNumber, docType: 'CON', original: '1' }))).toMatchObject({ status: 404, body: { error: scannedOriginalMissing(conNumber) } });
  });

  it('refuses a signed URL after expiry, with a changed signature, field or company', async () => {
    const { answer } = await fetchDocument(app, booker, { docRN: conNumber, docType: 'CON' });
    const url = new URL(answer.url, 'http://localhost');
    const tampered = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return app.inject({ method: 'GET', url: `${copy.pathname}${copy.search}` });
    };
    const sig = url.searchParams.get('sig')!;
    expect(errorOf(await tampered('sig', `${sig.slice(0, -2)}AA`))).toMatchObject({ status: 403, body: { error: SIGNED_URL_MESSAGES.invalid } });
    expect(errorOf(await tampered('company', String(coastalId)))).toMatchObject({ status: 403, body: { error: SIGNED_URL_MESSAGES.invalid } });
    expect(errorOf(await tampered('doc', String(Number(url.searchParams.get('doc')) + 1)))).toMatchObject({ status: 403 });
    expect(errorOf(await tampered('print', '1'))).toMatchObject({ status: 403 });
    expect((await app.inject({ method: 'GET', url: answer.url })).statusCode).toBe(200);
    clock.advance(config.documents.urlLifetimeMs + 1);
    expect(errorOf(await app.inject({ method: 'GET', url: answer.url }))).toMatchObject({ status: 403, body: { error: SIGNED_URL_MESSAGES.expired } });
  });

  it('gives the POD once delivered, to POD viewers only', async () => {
    const delivered = await bookConsignment(app, booker);
    await deliver(app, delivered, 'Mia Costa');
    const { answer, pdf } = await fetchDocument(app, viewer, { docRN: delivered, docType: 'POD' });
    expect(answer.fileName).toBe(`POD_${delivered}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Mia Costa');
    expect(text).toContain('Status: Delivered');
    expect(text).not.toContain('55 Delivered');
    const noPods = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Consignments: ['view'] }) });
    const token = await login(app, noPods.username, { password: noPods.password });
    expect(errorOf(await generate(app, token, { docRN: delivered, docType: 'POD' }))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewPods } });
    expect(errorOf(await call(app, 'GET', 'documents/list', { token, query: { docType: 'POD' } }))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewPods } });
  });
});

describe('documents/list', () => {
  it("lists the company's notes and PODs, never another company's", async () => {
    const notes = (await call(app, 'GET', 'documents/list', { token: booker, query: { docType: 'CON' } })).json<DocumentsAnswer>();
    expect(notes.documents.map((d) => d.docRN)).toContain(conNumber);
    expect(notes.documents.every((d) => d.docType === 'CON' && d.id > 0)).toBe(true);
    const pods = (await call(app, 'GET', 'documents/list', { token: viewer, query: { docType: 'POD' } })).json<DocumentsAnswer>();
    expect(pods.documents.length).toBeGreaterThan(0);
    expect(pods.documents[0]!.signedBy).toBe('Mia Costa');
    const theirs = (await call(app, 'GET', 'documents/list', { token: coastal, query: { docType: 'CON' } })).json<DocumentsAnswer>();
    expect(theirs.documents.map((d) => d.docRN)).not.toContain(conNumber);
  });

  it('refuses the list without Consignments view, and a bad docType', async () => {
    const none = await buildUser(db, { companyId: acmeId, role: await buildRole(db, {}) });
    const token = await login(app, none.username, { password: none.password });
    expect(errorOf(await call(app, 'GET', 'documents/list', { token, query: { docType: 'CON' } }))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewConsignments } });
    expect((await call(app, 'GET', 'documents/list', { token: booker, query: { docType: 'LBL' } })).statusCode).toBe(400);
  });
});
