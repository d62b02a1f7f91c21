import { describe, expect, it } from 'vitest';
import type { DuplicateAnswer, Quote, QuotesAnswer } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { createQuote, SUBURBS } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';

// GET quote, GET quotes and POST quotes/duplicate (spec 02 sections 2 and 7).

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const admin = await login(app, 'admin', { companyId: acmeId });
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });
const DAY = 86_400_000;

const getQuote = (token: string, quote: string) => call(app, 'GET', 'quote', { token, query: { quote } });
const list = async (token: string) => (await call(app, 'GET', 'quotes', { token })).json<QuotesAnswer>().quotes;
const duplicate = (token: string, quoteNumber: string) => call(app, 'POST', 'quotes/duplicate', { token, body: { quoteNumber } });

describe('GET quote', () => {
  it('answers the stored quote, prices only with QuotationFinancials view', async () => {
    const created = await createQuote(app, booker, { instructions: 'Gate code 1234' });
    const withPrice = (await getQuote(admin, created.quoteNumber)).json<Quote>();
    expect(withPrice).toMatchObject({ quoteNumber: created.quoteNumber, instructions: 'Gate code 1234', quotePrice: 138.4, generalRate: false, accepted: false, connote: '', pickup: '' });
    expect(withPrice.freightList.map((item) => item.id)).toEqual(created.freightItemIDs);
    // The Booking Officer role has no QuotationFinancials view (decision 0001).
    const without = (await getQuote(booker, created.quoteNumber)).json<Quote>();
    expect(without).toMatchObject({ quotePrice: null, breakdown: null });
  });

  it("answers a plain not-found for another company's quote or an unknown number", async () => {
    const { quoteNumber } = await createQuote(app, booker);
    expect(errorOf(await getQuote(coastal, quoteNumber))).toMatchObject({ status: 404, body: { error: `Quote ${quoteNumber} was not found.` } });
    expect(errorOf(await getQuote(booker, 'Q8888888')).body.error).toBe('Quote Q8888888 was not found.');
  });

  it('needs Quotations view', async () => {
    const { quoteNumber } = await createQuote(app, booker);
    const user = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Pickups: ['view'] }) });
    const token = await login(app, user.username, { password: user.password });
    expect(errorOf(await getQuote(token, quoteNumber))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewQuotations } });
    expect(errorOf(await call(app, 'GET', 'quotes', { token })).status).toBe(403);
  });
});

describe('GET quotes', () => {
  it("lists the company's quotes of the last 30 days, newest first, with suburb labels and status", async () => {
    clock.advance(-31 * DAY);
    const old = await createQuote(app, booker);
    clock.advance(31 * DAY);
    const accepted = await createQuote(app, booker, { customerRef: 'LIST-1' });
    await call(app, 'POST', 'quote', { token: booker, body: { quoteNumber: accepted.quoteNumber, version: 1 } });
    clock.advance(1000);
    const open = await createQuote(app, booker, { receiver: SUBURBS.welshpool });
    const theirs = await createQuote(app, coastal, { sender: SUBURBS.molendinar, receiver: SUBURBS.homebushWest, poNumber: '' });

    const rows = await list(viewer);
    const numbers = rows.map((row) => row.quoteNum);
    expect(numbers).not.toContain(old.quoteNumber);
    expect(numbers).not.toContain(theirs.quoteNumber);
    expect(numbers.indexOf(open.quoteNumber)).toBeLessThan(numbers.indexOf(accepted.quoteNumber));
    expect(rows.find((row) => row.quoteNum === accepted.quoteNumber)).toMatchObject({
      sender: 'Fortitude Valley 4006 QLD',
      receiver: 'Alexandria 2015 NSW',
      customerRef: 'LIST-1',
      status: 'Accepted',
      quoted: true,
      pickupNum: '',
      conNum: '',
      scanned: false,
    });
    expect(rows.find((row) => row.quoteNum === open.quoteNumber)).toMatchObject({ receiver: 'Welshpool 6106 WA', status: 'Quoted', quoted: false });
    expect((await list(coastal)).map((row) => row.quoteNum)).toEqual([theirs.quoteNumber]);
  });

  it('marks unaccepted quotes past their 14 days as expired', async () => {
    const { quoteNumber } = await createQuote(app, booker);
    clock.advance(15 * DAY);
    try {
      // Every session is idle by then: sign in again.
      const fresh = await login(app, 'booker', { companyId: acmeId });
      expect((await list(fresh)).find((row) => row.quoteNum === quoteNumber)?.status).toBe('Expired');
    } finally {
      clock.advance(-15 * DAY);
    }
  });
});

describe('POST quotes/duplicate', () => {
  it('copies a quote under a new number, unaccepted and priced today', async () => {
    const original = await createQuote(app, booker, { customerRef: 'DUP-1' });
    await call(app, 'POST', 'quote', { token: booker, body: { quoteNumber: original.quoteNumber, version: 1 } });
    const response = await duplicate(booker, original.quoteNumber);
    expect(response.statusCode).toBe(200);
    const answer = response.json<DuplicateAnswer>();
    expect(answer).toMatchObject({ success: true, message: `Quote ${original.quoteNumber} has been copied to ${answer.recordNumber}.` });
    expect(answer.recordNumber).toMatch(/^Q\d{7}$/);
    expect(answer.recordNumber).not.toBe(original.quoteNumber);
    const copy = (await getQuote(admin, answer.recordNumber)).json<Quote>();
    expect(copy).toMatchObject({ accepted: false, customerRef: 'DUP-1', quotePrice: 138.4 });
    expect(copy.freightList.map((item) => item.ref)).toEqual(['ACME-1', 'ACME-2']);
    expect(copy.freightList[0]!.id).not.toBe(original.freightItemIDs[0]);
  });

  it("refuses another company's quote and a user without Quotations add", async () => {
    const { quoteNumber } = await createQuote(app, booker);
    expect(errorOf(await duplicate(coastal, quoteNumber)).status).toBe(404);
    expect(errorOf(await duplicate(viewer, quoteNumber))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessCreateQuotation } });
  });
});
