import { describe, expect, it } from 'vitest';
import type { DropFreightDraft, DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import { accountsNotPaying, BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { CONNOTE_MESSAGES, connoteNumberOf, ELECTRONIC_SERIAL_BASE, parseConnoteNumber } from '@portal/domain/consignment/connote-number';
import { DETAILS_MESSAGES } from '@portal/domain/details/details-messages';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { demoManualConnote } from '../../db/seed/connote-books';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { bookConsignment } from '../../test/consignments';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { dropFreightDraft, numberingDraft, startDropFreight } from '../../test/drop-freight-drafts';
import { postWithKey } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';

// POST directdropfreight/new (spec 02 sections 2 and 7, decision 0025): Next on Enter
// Consignment Number numbers the drop freight, manual from the company's books or electronic,
// and stores it at status 2 with what the draft has so far. GET directdropfreight/new and /edit.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });

const post = (token: string, body: unknown) => call(app, 'POST', 'directdropfreight/new', { token, body });
const getDropFreight = (token: string, query: Record<string, string>) => call(app, 'GET', 'directdropfreight/edit', { token, query });
const stored = async (conNumber: string) => (await getDropFreight(booker, { conNumber })).json<DropFreightDraft>();
const consignmentCount = async () => Number((await db.selectFrom('consignments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST directdropfreight/new', () => {
  it('numbers an electronic connote and keeps the blank draft at status 2', async () => {
    const response = await post(booker, numberingDraft());
    expect(response.statusCode).toBe(200);
    const answer = response.json<DropFreightSaveAnswer>();
    expect(answer).toMatchObject({ success: true, message: DROP_FREIGHT_MESSAGES.created(answer.recordNumber) });
    expect(answer.freightItemIDs).toHaveLength(1);
    const parsed = parseConnoteNumber(answer.recordNumber);
    expect('serial' in parsed && parsed.serial > ELECTRONIC_SERIAL_BASE).toBe(true);
    expect(await stored(answer.recordNumber)).toMatchObject({
      _created: true,
      status: 2,
      progress: 3,
      accounts: true,
      conType: 'preElectronic',
      conNumber: answer.recordNumber,
      sender: { suburb: '', fullName: '' },
      pickupRequired: 1,
      quoteNumber: '',
      scheduleDay: '',
    });
  });

  it("takes a manual connote from the company's books once", async () => {
    const conNumber = demoManualConnote(ACME, 1);
    const answer = (await post(booker, numberingDraft({ conType: 'preManual', conNumber: ` ${conNumber.toLowerCase()} ` }))).json<DropFreightSaveAnswer>();
    expect(answer.recordNumber).toBe(conNumber);
    expect(await stored(conNumber)).toMatchObject({ conType: 'preManual', conNumber, status: 2 });
    const again = errorOf(await post(booker, numberingDraft({ conType: 'preManual', conNumber })));
    expect(again).toMatchObject({ status: 409, body: { error: CONNOTE_MESSAGES.alreadyUsed(conNumber) } });
  });

  it('refuses a malformed manual connote, and one outside the books or in another company\'s', async () => {
    const malformed = errorOf(await post(booker, numberingDraft({ conType: 'preManual', conNumber: 'FP12' })));
    expect(malformed).toMatchObject({ status: 400, body: { error: CONNOTE_MESSAGES.invalidFormat('FP12') } });
    const outside = connoteNumberOf(12_345_678);
    expect(errorOf(await post(booker, numberingDraft({ conType: 'preManual', conNumber: outside })))).toMatchObject({ status: 400, body: { error: CONNOTE_MESSAGES.notInBooks(outside) } });
    const coastals = demoManualConnote(COASTAL, 1);
    expect(errorOf(await post(booker, numberingDraft({ conType: 'preManual', conNumber: coastals }))).body.error).toBe(CONNOTE_MESSAGES.notInBooks(coastals));
  });

  it('checks only the steps before its progress: Accounts and the copy-to e-mail at step 3', async () => {
    const error = errorOf(await post(booker, numberingDraft({ accounts: false, ExtraEmail: 'not an address', poNumber: '' })));
    expect(error).toMatchObject({ status: 400, body: { errors: [accountsNotPaying(ACME), SCHEDULE_MESSAGES.extraEmailInvalid] } });
    // At step 5 the Details and Freight steps count: Acme needs a purchase order.
    const later = errorOf(await post(booker, dropFreightDraft({ progress: 5, poNumber: '' })));
    expect(later).toMatchObject({ status: 400, body: { error: DETAILS_MESSAGES.poRequired } });
  });

  it('stores a whole draft with its lines, the suburbs as the list spells them', async () => {
    const draft = dropFreightDraft({ progress: 9, sender: { ...dropFreightDraft().sender, suburb: 'FORTITUDE VALLEY' } });
    const answer = (await post(booker, draft)).json<DropFreightSaveAnswer>();
    const back = await stored(answer.recordNumber);
    expect(back).toMatchObject({ progress: 9, poNumber: 'PO-4411', customerRef: 'CR-100', readyAt: '2026-03-03', bookedBy: 'Dana Whitlock', instructions: 'Ring on arrival.' });
    expect(back.sender.suburb).toBe('Fortitude Valley');
    expect(back.freightList.map((l) => [l.id, l.ref, l.weight])).toEqual([
      [answer.freightItemIDs[0], 'ACME-1', '25'],
      [answer.freightItemIDs[1], 'ACME-2', '40'],
    ]);
  });

  it("answers 'Bad Request' for a drop freight the server holds already, and sends a quote's to POST dropfreight", async () => {
    expect(errorOf(await post(booker, numberingDraft({ _created: true })))).toMatchObject({ status: 400, body: { error: BOOKING_MESSAGES.badRequest } });
    expect(errorOf(await post(booker, numberingDraft({ status: 1 }))).body.error).toBe(BOOKING_MESSAGES.badRequest);
    expect(errorOf(await post(booker, numberingDraft({ quoteNumber: 'Q1000001' }))).body.error).toBe(DROP_FREIGHT_MESSAGES.quotedNeedsConvert);
  });

  it('needs Consignments add', async () => {
    expect(errorOf(await post(viewer, numberingDraft()))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessCreateConsignment } });
  });

  it('numbers once for a retried request with the same Idempotency-Key', async () => {
    const before = await consignmentCount();
    const [first, again] = [await postWithKey(app, 'directdropfreight/new', booker, numberingDraft(), 'df-new-1'), await postWithKey(app, 'directdropfreight/new', booker, numberingDraft(), 'df-new-1')];
    expect(again.json<DropFreightSaveAnswer>()).toEqual(first.json<DropFreightSaveAnswer>());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await consignmentCount()).toBe(before + 1);
  });
});

describe('GET directdropfreight/new', () => {
  it('answers the booking options to any Consignments access, as GET pickups/new does', async () => {
    const response = await call(app, 'GET', 'directdropfreight/new', { token: viewer });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe((await call(app, 'GET', 'pickups/new', { token: viewer })).headers.etag);
    const user = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Pickups: ['add'] }) });
    const token = await login(app, user.username, { password: user.password });
    expect(errorOf(await call(app, 'GET', 'directdropfreight/new', { token }))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewConsignment } });
  });
});

describe('GET directdropfreight/edit', () => {
  it('answers the drop freight by conNumber or consignment, to Consignments edit or view', async () => {
    const conNumber = await startDropFreight(app, booker);
    expect((await getDropFreight(viewer, { consignment: conNumber })).json<DropFreightDraft>().conNumber).toBe(conNumber);
    const user = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Consignments: ['add'] }) });
    const token = await login(app, user.username, { password: user.password });
    expect(errorOf(await getDropFreight(token, { conNumber }))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewConsignment } });
  });

  it("finds no drop freight of another company's, nor a pickup's consignment, and tells nothing of it", async () => {
    const conNumber = await startDropFreight(app, booker);
    const refused = errorOf(await getDropFreight(coastal, { conNumber }));
    expect(refused).toMatchObject({ status: 404, body: { error: `${conNumber} not found` } });
    expect(JSON.stringify(refused.body)).not.toContain('Fortitude');
    expect(errorOf(await getDropFreight(booker, { conNumber: 'FP999999990' })).status).toBe(404);
    const pickups = await bookConsignment(app, booker);
    expect(errorOf(await getDropFreight(booker, { conNumber: pickups }))).toMatchObject({ status: 404, body: { error: `${pickups} not found` } });
  });
});
