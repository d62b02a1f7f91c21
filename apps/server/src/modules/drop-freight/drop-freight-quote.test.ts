import { describe, expect, it } from 'vitest';
import type { DropFreightDraft, DropFreightSaveAnswer, QuoteDropFreightAnswer, QuoteDropFreightInput } from '@portal/domain/api/drop-freight';
import type { Quote, QuoteDraft, QuotesAnswer } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { demoManualConnote } from '../../db/seed/connote-books';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { createdDraft, numberingDraft } from '../../test/drop-freight-drafts';
import { companyIdByName } from '../../test/factories';
import { postWithKey } from '../../test/pickup-drafts';
import { createQuote } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';
import { QUOTE_CONVERT_MESSAGES } from '../quotes/quote-messages';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';

// GET and POST dropfreight (spec 02 sections 4, 6 and 7): an accepted quote without pickup
// becomes a drop freight numbered at Enter Consignment Number, whose route, freight, dangerous
// goods and services stay the quote's; the quote then shows the consignment number.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });

/** An accepted quote without pickup (drop freight in, spec 02 section 4). */
async function acceptedQuote(over: Partial<QuoteDraft> = {}) {
  const answer = await createQuote(app, booker, { pickupRequired: 1, ...over });
  await call(app, 'POST', 'quote', { token: booker, body: { quoteNumber: answer.quoteNumber, version: 1 } });
  return answer;
}
const options = (token: string, quote: string) => call(app, 'GET', 'dropfreight', { token, query: { quote } });
const body = (quoteNumber: string, over: Partial<DropFreightDraft> = {}): QuoteDropFreightInput => ({ ...numberingDraft({ quoteNumber, ...over }), convertQuote: true });
const convert = (token: string, input: QuoteDropFreightInput) => call(app, 'POST', 'dropfreight', { token, body: input });
const getQuote = async (quote: string) => (await call(app, 'GET', 'quote', { token: booker, query: { quote } })).json<Quote>();

describe('GET dropfreight', () => {
  it('answers the booking options for an accepted quote without pickup', async () => {
    const { quoteNumber } = await acceptedQuote();
    const response = await options(booker, quoteNumber);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe((await call(app, 'GET', 'directdropfreight/new', { token: booker })).headers.etag);
  });

  it('refuses a quote not accepted, with pickup, or converted, in plain sentences', async () => {
    const open = await createQuote(app, booker, { pickupRequired: 1 });
    expect(errorOf(await options(booker, open.quoteNumber))).toMatchObject({ status: 409, body: { error: QUOTE_CONVERT_MESSAGES.notAccepted(open.quoteNumber, 'drop freight') } });
    const pickedUp = await acceptedQuote({ pickupRequired: 2 });
    expect(errorOf(await options(booker, pickedUp.quoteNumber))).toMatchObject({ status: 409, body: { error: BOOKING_MESSAGES.dropFreightNotAvailable } });
    const done = await acceptedQuote();
    const { conNumber } = (await convert(booker, body(done.quoteNumber))).json<QuoteDropFreightAnswer>();
    expect(errorOf(await options(booker, done.quoteNumber))).toMatchObject({ status: 409, body: { error: QUOTE_CONVERT_MESSAGES.converted(done.quoteNumber, conNumber) } });
  });

  it('refuses an expired quote (valid 14 days)', async () => {
    const { quoteNumber } = await acceptedQuote();
    clock.advance(15 * 86_400_000);
    try {
      const token = await login(app, 'booker', { companyId: acmeId });
      expect(errorOf(await options(token, quoteNumber))).toMatchObject({ status: 409, body: { error: QUOTE_CONVERT_MESSAGES.expired(quoteNumber) } });
      expect(errorOf(await convert(token, body(quoteNumber))).body.error).toBe(QUOTE_CONVERT_MESSAGES.expired(quoteNumber));
    } finally {
      clock.advance(-15 * 86_400_000);
    }
  });

  it("needs Quotations edit and Consignments add, and a quote of the caller's company", async () => {
    const { quoteNumber } = await acceptedQuote();
    expect(errorOf(await options(viewer, quoteNumber))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessConvertToConsignment } });
    expect(errorOf(await options(booker, ''))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noQuotationToConvert } });
    expect(errorOf(await options(coastal, quoteNumber))).toMatchObject({ status: 404, body: { error: `Quote ${quoteNumber} was not found.` } });
  });
});

describe('POST dropfreight', () => {
  it('numbers the drop freight from the quote, and the quote shows the number', async () => {
    const quote = await acceptedQuote();
    const response = await convert(booker, body(quote.quoteNumber, { freightList: quote.freightList }));
    expect(response.statusCode).toBe(200);
    const answer = response.json<QuoteDropFreightAnswer>();
    expect(answer).toEqual({ success: true, conNumber: answer.conNumber, message: DROP_FREIGHT_MESSAGES.created(answer.conNumber), version: 1 });
    expect((await getQuote(quote.quoteNumber)).connote).toBe(answer.conNumber);
    const row = (await call(app, 'GET', 'quotes', { token: booker })).json<QuotesAnswer>().quotes.find((q) => q.quoteNum === quote.quoteNumber);
    expect(row).toMatchObject({ conNum: answer.conNumber, status: 'Converted' });
    const stored = (await call(app, 'GET', 'directdropfreight/edit', { token: booker, query: { conNumber: answer.conNumber } })).json<DropFreightDraft>();
    expect(stored).toMatchObject({ quoteNumber: quote.quoteNumber, status: 2, conType: 'preElectronic' });
  });

  it("books it with the quote's route, freight and services, and refuses changes to them", async () => {
    const quote = await acceptedQuote();
    const { conNumber } = (await convert(booker, body(quote.quoteNumber, { conType: 'preManual', conNumber: demoManualConnote(ACME, 3) }))).json<QuoteDropFreightAnswer>();
    expect(conNumber).toBe(demoManualConnote(ACME, 3));
    const edit = (over: Partial<DropFreightDraft>) => call(app, 'POST', 'directdropfreight/edit', { token: booker, body: createdDraft(conNumber, { status: 1, quoteNumber: quote.quoteNumber, freightList: quote.freightList, ...over }) });
    const changed = errorOf(await edit({ freightList: quote.freightList.map((l) => ({ ...l, quantity: '9' })) }));
    expect(changed).toMatchObject({ status: 400, body: { error: BOOKING_MESSAGES.quotedFreightLocked } });
    // The stored quote fixes it, whatever quote number the draft carries.
    expect(errorOf(await edit({ quoteNumber: '', deliveryRequired: 1 })).body.error.split('\n')).toContain(BOOKING_MESSAGES.quotedServicesLocked);
    const booked = await edit({});
    expect(booked.statusCode).toBe(200);
    expect(booked.json<DropFreightSaveAnswer>().message).toBe(DROP_FREIGHT_MESSAGES.booked(conNumber, 'Brisbane', '2026-03-03'));
  });

  it('lists the quote as converted to a draft until the drop freight is booked (decision 0040)', async () => {
    const quote = await acceptedQuote();
    const { conNumber } = (await convert(booker, body(quote.quoteNumber))).json<QuoteDropFreightAnswer>();
    const row = async () => (await call(app, 'GET', 'quotes', { token: booker })).json<QuotesAnswer>().quotes.find((q) => q.quoteNum === quote.quoteNumber);
    expect(await row()).toMatchObject({ conNum: conNumber, conDraft: true });
    const booked = await call(app, 'POST', 'directdropfreight/edit', { token: booker, body: createdDraft(conNumber, { status: 1, quoteNumber: quote.quoteNumber, freightList: quote.freightList }) });
    expect(booked.statusCode).toBe(200);
    expect(await row()).toMatchObject({ conNum: conNumber, conDraft: false });
  });

  it('converts a quote once, and a retry with the same Idempotency-Key gets the same answer', async () => {
    const quote = await acceptedQuote();
    const input = body(quote.quoteNumber);
    const first = await postWithKey(app, 'dropfreight', booker, input, 'df-quote-1');
    const again = await postWithKey(app, 'dropfreight', booker, input, 'df-quote-1');
    expect(again.json<QuoteDropFreightAnswer>()).toEqual(first.json<QuoteDropFreightAnswer>());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { conNumber } = first.json<QuoteDropFreightAnswer>();
    expect(errorOf(await convert(booker, input))).toMatchObject({ status: 409, body: { error: QUOTE_CONVERT_MESSAGES.converted(quote.quoteNumber, conNumber) } });
    const made = await db.selectFrom('consignments').select('number').where('quoteId', 'is not', null).where('number', '=', conNumber).execute();
    expect(made).toHaveLength(1);
  });

  it("answers 'Bad Request' for a drop freight the server holds, and needs the rights to convert", async () => {
    const quote = await acceptedQuote();
    expect(errorOf(await convert(booker, body(quote.quoteNumber, { _created: true })))).toMatchObject({ status: 400, body: { error: BOOKING_MESSAGES.badRequest } });
    expect(errorOf(await convert(viewer, body(quote.quoteNumber)))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessConvertToConsignment } });
    expect(errorOf(await convert(booker, body('')))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noQuotationToConvert } });
    expect((await getQuote(quote.quoteNumber)).connote).toBe('');
  });
});
