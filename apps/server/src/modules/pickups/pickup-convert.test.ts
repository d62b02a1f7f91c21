import { describe, expect, it } from 'vitest';
import type { PickupConvertAnswer, PickupDraft } from '@portal/domain/api/pickup';
import { CONNOTE_MESSAGES, connoteNumberError, connoteNumberOf, ELECTRONIC_SERIAL_BASE, parseConnoteNumber } from '@portal/domain/consignment/connote-number';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { demoManualConnote } from '../../db/seed/connote-books';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { copyMailsTo } from '../../test/consignments';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { pdfText } from '../../test/pdf-tools';
import { createPickup } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';
import { PICKUP_MESSAGES } from './pickup-messages';

// POST pickups/convert, Create Consignment (spec 02 sections 2, 4 and 5): an electronic connote
// numbered by the service, or a manual one from the company's books; the pickup is completed.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });

const convert = (token: string, pickupNumber: string, conNumber = '', ExtraEmail = '') =>
  call(app, 'POST', 'pickups/convert', { token, body: { pickupNumber, conNumber, ExtraEmail } });
const getPickup = async (pickupNumber: string) => (await call(app, 'GET', 'pickups/edit', { token: booker, query: { pickupNumber } })).json<PickupDraft>();

describe('POST pickups/convert', () => {
  it('numbers an electronic connote from the service, and completes the pickup', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    const response = await convert(booker, pickupNumber);
    expect(response.statusCode).toBe(200);
    const answer = response.json<PickupConvertAnswer>();
    expect(answer).toMatchObject({ success: true, pickupNumber, message: PICKUP_MESSAGES.consignmentCreated(answer.conNumber, pickupNumber) });
    expect(connoteNumberError(answer.conNumber)).toBeUndefined();
    const parsed = parseConnoteNumber(answer.conNumber);
    expect('serial' in parsed && parsed.serial > ELECTRONIC_SERIAL_BASE).toBe(true);
    expect(await getPickup(pickupNumber)).toMatchObject({ status: 1, conType: 'electronic', conNumber: answer.conNumber });
    const second = (await convert(booker, (await createPickup(app, booker)).pickupNumber)).json<PickupConvertAnswer>();
    expect(second.conNumber).not.toBe(answer.conNumber);
  });

  it("takes a manual connote from the company's books once, and copies an e-mail", async () => {
    const { pickupNumber } = await createPickup(app, booker);
    const conNumber = demoManualConnote(ACME, 1);
    const response = await convert(booker, pickupNumber, ` ${conNumber.toLowerCase()} `, 'dock@harbour.example');
    expect(response.json<PickupConvertAnswer>()).toEqual({
      success: true,
      conNumber,
      pickupNumber,
      message: `${PICKUP_MESSAGES.consignmentCreated(conNumber, pickupNumber)} ${PICKUP_MESSAGES.copySent('dock@harbour.example')}`,
    });
    expect(await getPickup(pickupNumber)).toMatchObject({ status: 1, conType: 'manual', conNumber, ExtraEmail: 'dock@harbour.example' });
    const [mail, ...more] = await copyMailsTo({ app, db }, 'dock@harbour.example');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Consignment ${conNumber} for pickup ${pickupNumber}`);
    expect(mail?.body).toContain(`Consignment ${conNumber} has been created for pickup ${pickupNumber}.`);
    expect(mail?.body).toContain('Pickup day: 2026-03-03');
    // The labels go with it, once (issue 24): read back from the PDF as a recipient would.
    expect(mail?.attachments.map((a) => [a.fileName, a.contentType])).toEqual([[`Consignment_${conNumber}_Label.pdf`, 'application/pdf']]);
    expect(await pdfText(mail!.attachments[0]!.content)).toContain(conNumber);

    const other = await createPickup(app, booker);
    expect(errorOf(await convert(booker, other.pickupNumber, conNumber))).toMatchObject({ status: 409, body: { error: CONNOTE_MESSAGES.alreadyUsed(conNumber) } });
    expect(await getPickup(other.pickupNumber)).toMatchObject({ status: 0, conNumber: '' });
  });

  it.each([
    ['a malformed number', 'FP1234', CONNOTE_MESSAGES.invalidFormat('FP1234')],
    ['a wrong check digit', 'FP100000018', CONNOTE_MESSAGES.invalidCheckDigit('FP100000018')],
    ["a number of another company's book", demoManualConnote(COASTAL, 1), CONNOTE_MESSAGES.notInBooks(demoManualConnote(COASTAL, 1))],
    ['a number in no book', connoteNumberOf(55_555_555), CONNOTE_MESSAGES.notInBooks(connoteNumberOf(55_555_555))],
  ])('refuses %s in a plain sentence', async (_case, conNumber, message) => {
    const { pickupNumber } = await createPickup(app, booker);
    expect(errorOf(await convert(booker, pickupNumber, conNumber))).toMatchObject({ status: 400, body: { error: message } });
    expect((await getPickup(pickupNumber)).status).toBe(0);
  });

  it('refuses an invalid copy-to e-mail', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    expect(errorOf(await convert(booker, pickupNumber, '', 'not-an-address'))).toMatchObject({ status: 400, body: { error: SCHEDULE_MESSAGES.extraEmailInvalid } });
  });

  it('completes a pickup once', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    await convert(booker, pickupNumber);
    expect(errorOf(await convert(booker, pickupNumber))).toMatchObject({ status: 409, body: { error: PICKUP_MESSAGES.completed(pickupNumber) } });
  });

  it("finds no pickup of another company's", async () => {
    const { pickupNumber } = await createPickup(app, booker);
    expect(errorOf(await convert(coastal, pickupNumber))).toMatchObject({ status: 404, body: { error: `Pickup ${pickupNumber} does not exist` } });
    expect(errorOf(await convert(booker, 'P8888888')).status).toBe(404);
  });

  it('needs Pickups edit, or Pickups add for a pickup of the caller', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    expect(errorOf(await convert(viewer, pickupNumber))).toMatchObject({ status: 403, body: { error: PICKUP_MESSAGES.noAccessEditPickups } });
    const user = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Pickups: ['add', 'view'] }) });
    const token = await login(app, user.username, { password: user.password });
    expect(errorOf(await convert(token, pickupNumber)).status).toBe(403);
    const own = await createPickup(app, token);
    expect((await convert(token, own.pickupNumber)).statusCode).toBe(200);
  });
});
