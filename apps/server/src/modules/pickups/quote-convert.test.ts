import { describe, expect, it } from 'vitest';
import type { PickupDraft, PickupSaveAnswer, QuoteConvertInput } from '@portal/domain/api/pickup';
import type { Quote, QuoteDraft, QuotesAnswer } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { pickupDraft, RECEIVER } from '../../test/pickup-drafts';
import { createQuote } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';
import { QUOTE_CONVERT_MESSAGES } from '../quotes/quote-messages';

// GET and POST quoteConvert (spec 02 sections 4, 6 and 7): an accepted quote becomes a pickup
// whose route, freight, dangerous goods and services stay the quote's.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });

async function acceptedQuote(over: Partial<QuoteDraft> = {}) {
  const answer = await createQuote(app, booker, over);
  await call(app, 'POST', 'quote', { token: booker, body: { quoteNumber: answer.quoteNumber, version: 1 } });
  return answer;
}
const options = (token: string, quote: string) => call(app, 'GET', 'quoteConvert', { token, query: { quote } });
const convertBody = (quoteNumber: string, over: Partial<PickupDraft> = {}): QuoteConvertInput => ({ ...pickupDraft({ quoteNumber, ...over }), pickupOrConsignment: 0 });
const convert = (token: string, body: QuoteConvertInput) => call(app, 'POST', 'quoteConvert', { token, body });

describe('GET quoteConvert', () => {
  it('answers the booking options for an accepted quote', async () => {
    const { quoteNumber } = await acceptedQuote();
    const response = await options(booker, quoteNumber);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe((await call(app, 'GET', 'pickups/new', { token: booker })).headers.etag);
  });

  it('refuses, in plain sentences, a quote not accepted, converted, or without pickup', async () => {
    const open = await createQuote(app, booker);
    expect(errorOf(await options(booker, open.quoteNumber))).toMatchObject({ status: 409, body: { error: QUOTE_CONVERT_MESSAGES.notAccepted(open.quoteNumber, 'a pickup') } });
    const dropIn = await acceptedQuote({ pickupRequired: 1 });
    expect(errorOf(await options(booker, dropIn.quoteNumber))).toMatchObject({ status: 409, body: { error: BOOKING_MESSAGES.convertToPickupNotAvailable } });
    const done = await acceptedQuote();
    const { pickupNumber } = (await convert(booker, convertBody(done.quoteNumber))).json<PickupSaveAnswer>();
    expect(errorOf(await options(booker, done.quoteNumber))).toMatchObject({ status: 409, body: { error: QUOTE_CONVERT_MESSAGES.converted(done.quoteNumber, pickupNumber) } });
  });

  it('refuses an expired quote (valid 14 days)', async () => {
    const { quoteNumber } = await acceptedQuote();
    clock.advance(15 * 86_400_000);
    try {
      const token = await login(app, 'booker', { companyId: acmeId });
      expect(errorOf(await options(token, quoteNumber))).toMatchObject({ status: 409, body: { error: QUOTE_CONVERT_MESSAGES.expired(quoteNumber) } });
    } finally {
      clock.advance(-15 * 86_400_000);
    }
  });

  it("finds no quote of another company's, nor an unknown one", async () => {
    const { quoteNumber } = await acceptedQuote();
    expect(errorOf(await options(coastal, quoteNumber))).toMatchObject({ status: 404, body: { error: `Quote ${quoteNumber} was not found.` } });
    expect(errorOf(await options(booker, 'Q8888888')).status).toBe(404);
  });

  it('needs Quotations edit and Pickups add, and a quote', async () => {
    const { quoteNumber } = await acceptedQuote();
    expect(errorOf(await options(viewer, quoteNumber))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessConvertToPickup } });
    expect(errorOf(await options(booker, ''))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noQuotationToConvert } });
  });
});

describe('POST quoteConvert', () => {
  it('books the pickup with the quote number and marks the quote converted', async () => {
    const quote = await acceptedQuote();
    const response = await convert(booker, convertBody(quote.quoteNumber, { freightList: quote.freightList }));
    expect(response.statusCode).toBe(200);
    const answer = response.json<PickupSaveAnswer>();
    expect(answer).toMatchObject({ success: true, scheduleDay: '2026-03-03' });
    const pickup = (await call(app, 'GET', 'pickups/edit', { token: booker, query: { pickupNumber: answer.pickupNumber } })).json<PickupDraft>();
    expect(pickup).toMatchObject({ quoteNumber: quote.quoteNumber, status: 0 });
    const stored = (await call(app, 'GET', 'quote', { token: booker, query: { quote: quote.quoteNumber } })).json<Quote>();
    expect(stored.pickup).toBe(answer.pickupNumber);
    const row = (await call(app, 'GET', 'quotes', { token: booker })).json<QuotesAnswer>().quotes.find((q) => q.quoteNum === quote.quoteNumber);
    expect(row).toMatchObject({ pickupNum: answer.pickupNumber, status: 'Converted' });
    const listed = (await call(app, 'GET', 'pickups/list', { token: booker })).json<{ pickups: { pickupNum: string; quoteNum: string }[] }>();
    expect(listed.pickups.find((p) => p.pickupNum === answer.pickupNumber)?.quoteNum).toBe(quote.quoteNumber);

    // Its consignment shows on the quote too.
    const { conNumber } = (await call(app, 'POST', 'pickups/convert', { token: booker, body: { pickupNumber: answer.pickupNumber, conNumber: '', ExtraEmail: '' } })).json<{ conNumber: string }>();
    expect((await call(app, 'GET', 'quote', { token: booker, query: { quote: quote.quoteNumber } })).json<Quote>().connote).toBe(conNumber);
  });

  it('converts a quote once', async () => {
    const quote = await acceptedQuote();
    expect((await convert(booker, convertBody(quote.quoteNumber))).statusCode).toBe(200);
    expect(errorOf(await convert(booker, convertBody(quote.quoteNumber))).status).toBe(409);
  });

  it("refuses changes to the quote's route, freight, dangerous goods and services", async () => {
    const quote = await acceptedQuote();
    const changed = errorOf(await convert(booker, convertBody(quote.quoteNumber, { freightList: quote.freightList.map((l) => ({ ...l, quantity: '9' })) })));
    expect(changed).toMatchObject({ status: 400, body: { error: BOOKING_MESSAGES.quotedFreightLocked } });
    const moved = errorOf(await convert(booker, convertBody(quote.quoteNumber, { receiver: { ...RECEIVER, suburb: 'Welshpool', state: 'WA', postCode: '6106' } })));
    expect(moved.body.error.split('\n')).toContain(BOOKING_MESSAGES.quotedRouteLocked);
    const dg = { dgClass: 'dgClass3', dgUNCode: '1203', dgTechName: 'Gasoline', dgPackType: 'Drum', dgPackCount: '1', dgQty: '20' };
    const withDg = convertBody(quote.quoteNumber, { _dgHas: true, dgClasses: ['dgClass3'], freightList: quote.freightList.map((l, i) => (i === 0 ? { ...l, ...dg } : l)) });
    expect(errorOf(await convert(booker, withDg)).body.error).toBe(BOOKING_MESSAGES.dgCannotBeSelected);
    expect(errorOf(await convert(booker, convertBody(quote.quoteNumber, { deliveryRequired: 1 }))).body.error).toBe(BOOKING_MESSAGES.quotedServicesLocked);
  });

  it('keeps the lock when the converted pickup is saved again', async () => {
    const quote = await acceptedQuote();
    const { pickupNumber } = (await convert(booker, convertBody(quote.quoteNumber))).json<PickupSaveAnswer>();
    const pickup = (await call(app, 'GET', 'pickups/edit', { token: booker, query: { pickupNumber } })).json<PickupDraft>();
    const body = { ...pickup, quoteNumber: '', freightList: pickup.freightList.slice(0, 1) };
    expect(errorOf(await call(app, 'POST', 'pickups/edit', { token: booker, body })).body.error).toBe(BOOKING_MESSAGES.quotedFreightLocked);
    expect((await call(app, 'POST', 'pickups/edit', { token: booker, body: { ...pickup, bookedBy: 'Changed' } })).statusCode).toBe(200);
  });

  it("needs the rights to convert, and the caller's own quote", async () => {
    const quote = await acceptedQuote();
    expect(errorOf(await convert(viewer, convertBody(quote.quoteNumber)))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessConvertToPickup } });
    const coastalBody = convertBody(quote.quoteNumber, { poNumber: '', sender: { ...pickupDraft().sender, suburb: 'Molendinar', postCode: '4214' } });
    expect(errorOf(await convert(coastal, coastalBody))).toMatchObject({ status: 404, body: { error: `Quote ${quote.quoteNumber} was not found.` } });
  });
});
