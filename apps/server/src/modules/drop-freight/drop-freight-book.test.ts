import { describe, expect, it } from 'vitest';
import type { ConsignmentView } from '@portal/domain/api/consignment';
import type { DropFreightDraft, DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { DROP_FREIGHT_RULE_MESSAGES } from '@portal/domain/wizard/drop-freight-step-rules';
import { demoManualConnote } from '../../db/seed/connote-books';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { copyMailsTo, fetchDocument } from '../../test/consignments';
import { createdDraft, DROP_IN_DAY, startDropFreight } from '../../test/drop-freight-drafts';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { pdfText } from '../../test/pdf-tools';
import { postWithKey } from '../../test/pickup-drafts';
import { twoLines } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';

// POST directdropfreight/edit (spec 02 sections 4, 5 and 7, decision 0025): a numbered drop
// freight saved at status 2, then booked with status 1: Booked (10) at the depot it is dropped
// in at, its note and labels on file, the copy-to e-mail queued, and never booked twice.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });

const edit = (token: string, body: DropFreightDraft) => call(app, 'POST', 'directdropfreight/edit', { token, body });
const book = (conNumber: string, over: Partial<DropFreightDraft> = {}) => edit(booker, createdDraft(conNumber, { status: 1, ...over }));
const stored = async (conNumber: string) => (await call(app, 'GET', 'directdropfreight/edit', { token: booker, query: { conNumber } })).json<DropFreightDraft>();
const eventsOf = (conNumber: string) =>
  db.selectFrom('trackingEvents as e').innerJoin('consignments as c', 'c.id', 'e.consignmentId').select(['e.code', 'e.depot']).where('c.number', '=', conNumber).execute();
const documentsOf = async (conNumber: string) =>
  (await db.selectFrom('documents as d').innerJoin('consignments as c', 'c.id', 'd.consignmentId').select('d.docType').where('c.number', '=', conNumber).orderBy('d.docType').execute()).map((d) => d.docType);

describe('POST directdropfreight/edit, status 2: saving', () => {
  it('saves the draft at its progress, keeps the ids of lines sent back, and stays a draft', async () => {
    const conNumber = await startDropFreight(app, booker);
    const first = (await edit(booker, createdDraft(conNumber, { progress: 5 }))).json<DropFreightSaveAnswer>();
    expect(first).toMatchObject({ success: true, recordNumber: conNumber, message: DROP_FREIGHT_MESSAGES.saved(conNumber) });
    const back = await stored(conNumber);
    const lines = back.freightList.map((line, i) => (i === 0 ? { ...line, quantity: '3' } : line));
    const again = (await edit(booker, createdDraft(conNumber, { progress: 8, freightList: lines, version: first.version }))).json<DropFreightSaveAnswer>();
    expect(again.freightItemIDs).toEqual(first.freightItemIDs);
    expect(await stored(conNumber)).toMatchObject({ progress: 8, status: 2, conType: 'preElectronic', scheduleDay: DROP_IN_DAY, scheduleMsg: '' });
    expect(await eventsOf(conNumber)).toEqual([]);
  });

  it('answers every message of the steps passed, in their words', async () => {
    const conNumber = await startDropFreight(app, booker);
    const error = errorOf(await edit(booker, createdDraft(conNumber, { progress: 8, poNumber: '', pickupRequired: 2, bookedBy: '' })));
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual([expect.stringContaining('Purchase Order'), DROP_FREIGHT_RULE_MESSAGES.pickupNotDropped, SCHEDULE_MESSAGES.bookedByEmpty]);
  });
});

describe('POST directdropfreight/edit, status 1: booking', () => {
  it('books: Booked (10) at the depot, the note and labels on file, the drop-in day, the type electronic', async () => {
    const conNumber = await startDropFreight(app, booker);
    const answer = (await book(conNumber)).json<DropFreightSaveAnswer>();
    expect(answer).toMatchObject({ success: true, recordNumber: conNumber, message: DROP_FREIGHT_MESSAGES.booked(conNumber, 'Brisbane', DROP_IN_DAY) });
    expect(await stored(conNumber)).toMatchObject({ status: 1, progress: 10, conType: 'electronic', scheduleDay: DROP_IN_DAY, scheduleMsg: '' });
    expect(await eventsOf(conNumber)).toEqual([{ code: 10, depot: 'BNE' }]);
    expect(await documentsOf(conNumber)).toEqual(['CON', 'LBL']);
    const view = (await call(app, 'GET', 'consignment', { token: booker, query: { conNumber } })).json<ConsignmentView>();
    expect(view).toMatchObject({ conNumber, firstStage: 'receival', pickupNumber: '', depotFrom: { code: 'BNE' }, depotTo: { code: 'SYD' }, pickupRequired: 1 });
  });

  it('prints its note, saying where and when the freight is dropped in, and its labels', async () => {
    const conNumber = await startDropFreight(app, booker);
    await book(conNumber);
    const note = await fetchDocument(app, booker, { docRN: conNumber, docType: 'CON' });
    const text = await pdfText(note.pdf.rawPayload);
    expect(text).toContain(`Drop in at BNE Brisbane on ${DROP_IN_DAY}`);
    expect(text).not.toContain('Pickup number');
    const labels = await fetchDocument(app, booker, { docRN: conNumber, docType: 'LBL' });
    expect(labels.pdf.statusCode).toBe(200);
  });

  it('keeps a manual connote, and sends the copy-to e-mail with the labels once booked', async () => {
    const conNumber = await startDropFreight(app, booker, { conType: 'preManual', conNumber: demoManualConnote(ACME, 7) });
    const answer = (await book(conNumber, { ExtraEmail: 'dock@harbour.example' })).json<DropFreightSaveAnswer>();
    expect(answer.message).toBe(`${DROP_FREIGHT_MESSAGES.booked(conNumber, 'Brisbane', DROP_IN_DAY)} ${DROP_FREIGHT_MESSAGES.copySent('dock@harbour.example')}`);
    expect(await stored(conNumber)).toMatchObject({ conType: 'manual', ExtraEmail: 'dock@harbour.example' });
    const [mail, ...more] = await copyMailsTo({ app, db }, 'dock@harbour.example');
    expect(more).toEqual([]);
    expect(mail?.attachments.map((a) => a.fileName)).toEqual([`Consignment_${conNumber}_Label.pdf`]);
    expect(await pdfText(mail!.attachments[0]!.content)).toContain(conNumber);
    expect(mail?.subject).toBe(`Consignment ${conNumber} for drop in at the Brisbane depot`);
    expect(mail?.body).toContain(`Drop-in day: ${DROP_IN_DAY} at the BNE Brisbane depot`);
    expect(mail?.body).toContain('Freight: 3 items, 65 kg');
  });

  it('books once: a second booking or a later save is told it has been booked', async () => {
    const conNumber = await startDropFreight(app, booker);
    await book(conNumber);
    expect(errorOf(await book(conNumber))).toMatchObject({ status: 409, body: { error: DROP_FREIGHT_MESSAGES.alreadyBooked(conNumber) } });
    expect(errorOf(await edit(booker, createdDraft(conNumber))).status).toBe(409);
  });

  it('books once when two bookings of the same draft arrive together', async () => {
    const conNumber = await startDropFreight(app, booker);
    const answers = await Promise.all([book(conNumber), book(conNumber)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(answers.find((a) => a.statusCode === 409)!).body.error).toBe(DROP_FREIGHT_MESSAGES.alreadyBooked(conNumber));
    expect(await eventsOf(conNumber)).toHaveLength(1);
    expect(await documentsOf(conNumber)).toEqual(['CON', 'LBL']);
  });

  it('answers a retry with the same Idempotency-Key as the booking, booking once', async () => {
    const conNumber = await startDropFreight(app, booker);
    const body = createdDraft(conNumber, { status: 1 });
    const first = await postWithKey(app, 'directdropfreight/edit', booker, body, 'df-book-1');
    const again = await postWithKey(app, 'directdropfreight/edit', booker, body, 'df-book-1');
    expect(first.statusCode).toBe(200);
    expect(again.json<DropFreightSaveAnswer>()).toEqual(first.json<DropFreightSaveAnswer>());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await eventsOf(conNumber)).toHaveLength(1);
  });

  it('checks every step at booking, whatever progress the draft says', async () => {
    const conNumber = await startDropFreight(app, booker);
    const error = errorOf(await book(conNumber, { progress: 3, freightList: twoLines({ quantity: 'x' }) }));
    expect(error.body.errors).toEqual(['Item 1: Number of items is not a number', 'Item 2: Number of items is not a number']);
    expect((await stored(conNumber)).status).toBe(2);
  });

  it.each([
    ['a drop-in day past', '2026-03-01', SCHEDULE_MESSAGES.reviewDropInInPast],
    ['a drop-in day beyond two weeks', '2026-03-17', SCHEDULE_MESSAGES.dropInBeyondHorizon],
  ])('refuses %s', async (_case, readyAt, message) => {
    const conNumber = await startDropFreight(app, booker);
    expect(errorOf(await book(conNumber, { readyAt }))).toMatchObject({ status: 400, body: { error: message } });
  });
});

describe('POST directdropfreight/edit: who and what', () => {
  it("answers 'Bad Request' for a drop freight not yet numbered, or a status it does not know", async () => {
    const conNumber = await startDropFreight(app, booker);
    expect(errorOf(await edit(booker, createdDraft(conNumber, { _created: false })))).toMatchObject({ status: 400, body: { error: BOOKING_MESSAGES.badRequest } });
    expect(errorOf(await book(conNumber, { status: 3 })).body.error).toBe(BOOKING_MESSAGES.badRequest);
  });

  it('needs Consignments edit, or Consignments add for a draft the caller started', async () => {
    const conNumber = await startDropFreight(app, booker);
    expect(errorOf(await edit(viewer, createdDraft(conNumber)))).toMatchObject({ status: 403, body: { error: DROP_FREIGHT_MESSAGES.noAccessEdit } });
    const adder = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Consignments: ['add'] }) });
    const token = await login(app, adder.username, { password: adder.password });
    expect(errorOf(await edit(token, createdDraft(conNumber))).body.error).toBe(DROP_FREIGHT_MESSAGES.noAccessEdit);
    const own = await startDropFreight(app, token);
    expect((await edit(token, createdDraft(own, { status: 1 }))).statusCode).toBe(200);
  });

  it("finds no drop freight of another company's, and changes nothing of it", async () => {
    const conNumber = await startDropFreight(app, booker);
    const body = createdDraft(conNumber, { status: 1, poNumber: '', sender: { ...createdDraft(conNumber).sender, suburb: 'Molendinar', postCode: '4214' } });
    expect(errorOf(await edit(coastal, body))).toMatchObject({ status: 404, body: { error: `${conNumber} not found` } });
    expect((await stored(conNumber)).status).toBe(2);
  });
});
