import { describe, expect, it } from 'vitest';
import type { DropFreightDraft, DropFreightsAnswer, QuoteDropFreightAnswer } from '@portal/domain/api/drop-freight';
import type { DuplicateAnswer } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { dropFreightDuplicable } from '@portal/domain/consignment/drop-freight-access';
import { listSince } from '@portal/domain/quote/quote-accept';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { bookConsignment, ops } from '../../test/consignments';
import { bookDropFreight, createdDraft, numberingDraft, startDropFreight } from '../../test/drop-freight-drafts';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { postWithKey, SENDER } from '../../test/pickup-drafts';
import { createQuote } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';

// GET directdropfreight/existing, the Existing Drop Freight list, and POST
// directdropfreight/duplicate (spec 02 sections 2, 3, 6 and 9): the company's drop freights of
// the last 30 days, drafts included; a booked one not from a quote can be copied.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });
const DAY = 86_400_000;

const list = async (token: string) => (await call(app, 'GET', 'directdropfreight/existing', { token })).json<DropFreightsAnswer>();
const duplicate = (token: string, recordNumber: string) => call(app, 'POST', 'directdropfreight/duplicate', { token, body: { recordNumber } });
const stored = async (conNumber: string) => (await call(app, 'GET', 'directdropfreight/edit', { token: booker, query: { conNumber } })).json<DropFreightDraft>();

async function quotedDropFreight(): Promise<string> {
  const { quoteNumber } = await createQuote(app, booker, { pickupRequired: 1 });
  await call(app, 'POST', 'quote', { token: booker, body: { quoteNumber, version: 1 } });
  const response = await call(app, 'POST', 'dropfreight', { token: booker, body: { ...numberingDraft({ quoteNumber }), convertQuote: true } });
  return response.json<QuoteDropFreightAnswer>().conNumber;
}

describe('GET directdropfreight/existing', () => {
  it('lists drafts and booked drop freights of 30 days, newest first, with their flags', async () => {
    // One of 31 days ago is past the list's window.
    clock.advance(-31 * DAY);
    const old = await bookDropFreight(app, await login(app, 'booker', { companyId: acmeId }), { readyAt: '2026-01-30' });
    clock.advance(31 * DAY);
    const booked = await bookDropFreight(app, booker);
    clock.advance(60_000);
    const blank = await startDropFreight(app, booker);
    clock.advance(60_000);
    const quoted = await quotedDropFreight();
    clock.advance(60_000);
    const pickups = await bookConsignment(app, booker);
    await startDropFreight(app, coastal, { poNumber: '' });
    const scanned = Buffer.from('%PDF-1.4\n% a scanned note\n').toString('base64');
    expect((await ops(app, 'POST', 'scanned', { conNumber: booked, content: scanned })).statusCode).toBe(200);

    const answer = await list(viewer);
    expect(answer.since).toBe(listSince(clock.now()));
    const numbers = answer.quotes.map((row) => row.quoteNum);
    expect(numbers.slice(0, 3)).toEqual([quoted, blank, booked]);
    expect(numbers).not.toContain(old);
    expect(numbers).not.toContain(pickups);
    const row = (n: string) => answer.quotes.find((r) => r.quoteNum === n)!;
    expect(row(booked)).toEqual({
      quoteNum: booked,
      date: expect.any(Number),
      timeZone: 'Australia/Brisbane',
      sender: 'Fortitude Valley 4006 QLD',
      // The businesses too, for the Sender (Suburb) and Receiver (Suburb) columns (issue 24).
      senderCompany: 'Acme Hardware Fortitude Valley',
      receiver: 'Alexandria 2015 NSW',
      receiverCompany: 'Harbour Builders',
      customerRef: 'CR-100',
      scanned: true,
      quoted: false,
      status: 1,
    });
    expect(row(blank)).toMatchObject({ sender: '', senderCompany: '', receiver: '', receiverCompany: '', scanned: false, quoted: false, status: 2 });
    expect(row(quoted)).toMatchObject({ quoted: true, status: 2 });
    expect([booked, blank, quoted].map((n) => dropFreightDuplicable(row(n)))).toEqual([true, false, false]);
  });

  it("shows no other company's drop freights, and needs Consignments view", async () => {
    const acme = await startDropFreight(app, booker);
    expect((await list(coastal)).quotes.map((r) => r.quoteNum)).not.toContain(acme);
    const user = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Consignments: ['add'] }) });
    const token = await login(app, user.username, { password: user.password });
    expect(errorOf(await call(app, 'GET', 'directdropfreight/existing', { token }))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewConsignments } });
  });
});

describe('POST directdropfreight/duplicate', () => {
  it('copies a booked drop freight to a new draft with an electronic number, opening at step 7 with no drop-in day', async () => {
    const from = await bookDropFreight(app, booker, { ExtraEmail: 'dock@harbour.example' });
    const response = await duplicate(booker, from);
    expect(response.statusCode).toBe(200);
    const answer = response.json<DuplicateAnswer>();
    expect(answer).toEqual({ success: true, recordNumber: answer.recordNumber, message: DROP_FREIGHT_MESSAGES.duplicated(from, answer.recordNumber) });
    expect(answer.recordNumber).not.toBe(from);
    const [original, copy] = [await stored(from), await stored(answer.recordNumber)];
    expect(copy).toMatchObject({ status: 2, progress: 7, conType: 'preElectronic', readyAt: '', scheduleDay: '', scheduleMsg: '', quoteNumber: '' });
    const same = (d: DropFreightDraft) => [d.sender, d.receiver, d.poNumber, d.customerRef, d.instructions, d.bookedBy, d.ExtraEmail, d.pickupRequired, d.deliveryRequired, d._dgHas];
    expect(same(copy)).toEqual(same(original));
    expect(copy.sender).toEqual(SENDER);
    expect(copy.freightList.map(({ id: _id, ...line }) => line)).toEqual(original.freightList.map(({ id: _id, ...line }) => line));
  });

  it('refuses a draft and a quoted drop freight, in plain sentences', async () => {
    const draft = await startDropFreight(app, booker);
    expect(errorOf(await duplicate(booker, draft))).toMatchObject({ status: 409, body: { error: DROP_FREIGHT_MESSAGES.draftNotDuplicable(draft) } });
    const quoted = await quotedDropFreight();
    const booked = await call(app, 'POST', 'directdropfreight/edit', { token: booker, body: createdDraft(quoted, { status: 1 }) });
    expect(booked.statusCode).toBe(200);
    expect(errorOf(await duplicate(booker, quoted)).body.error).toMatch(new RegExp(`^Drop freight ${quoted} was converted from quote Q\\d{7}`));
  });

  it("needs Consignments add, and finds no drop freight of another company's", async () => {
    const from = await bookDropFreight(app, booker);
    expect(errorOf(await duplicate(viewer, from))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessCreateConsignment } });
    expect(errorOf(await duplicate(coastal, from))).toMatchObject({ status: 404, body: { error: `${from} not found` } });
  });

  it('copies once for a retried request with the same Idempotency-Key', async () => {
    const from = await bookDropFreight(app, booker);
    const first = await postWithKey(app, 'directdropfreight/duplicate', booker, { recordNumber: from }, 'df-dup-1');
    const again = await postWithKey(app, 'directdropfreight/duplicate', booker, { recordNumber: from }, 'df-dup-1');
    expect(again.json<DuplicateAnswer>()).toEqual(first.json<DuplicateAnswer>());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const copies = (await list(booker)).quotes.filter((r) => r.quoteNum === first.json<DuplicateAnswer>().recordNumber);
    expect(copies).toHaveLength(1);
  });
});
