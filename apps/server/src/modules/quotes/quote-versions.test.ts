import { describe, expect, it } from 'vitest';
import type { AcceptQuoteAnswer, Quote, QuoteDraft, QuoteNewAnswer } from '@portal/domain/api/quote';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { createQuote } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';

// Row versions on a quote's re-pricing (POST quoteNew with its number) and on accepting it (POST
// quote): issue 12, decision 0030. A stale copy changes nothing, and the price accepted is the
// price the caller saw.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const booker = await login(app, 'booker', { companyId: acmeId });
const admin = await login(app, 'admin', { companyId: acmeId });

const open = async (token: string, quote: string) => (await call(app, 'GET', 'quote', { token, query: { quote } })).json<Quote>();
const reprice = (token: string, quote: Quote, over: Partial<QuoteDraft>) => {
  const { quotePrice: _p, breakdown: _b, generalRate: _g, accepted: _a, createdAt: _c, validUntil: _v, connote: _n, pickup: _k, ...draft } = quote;
  return call(app, 'POST', 'quoteNew', { token, body: { ...draft, ...over } });
};
const accept = (token: string, quoteNumber: string, version: number) => call(app, 'POST', 'quote', { token, body: { quoteNumber, version } });

describe('POST quoteNew with a quote number and a version', () => {
  it('refuses the second of two re-pricings from the same copy; the first stays, and a fresh copy saves', async () => {
    const { quoteNumber } = await createQuote(app, admin);
    const [mine, theirs] = [await open(admin, quoteNumber), await open(booker, quoteNumber)];
    const first = (await reprice(admin, mine, { customerRef: 'ADMIN' })).json<QuoteNewAnswer>();
    expect(first.version).toBe(2);
    expect(errorOf(await reprice(booker, theirs, { customerRef: 'BOOKER' }))).toMatchObject({ status: 409, body: { error: ROW_VERSION_MESSAGES.quote(quoteNumber) } });
    const now = await open(admin, quoteNumber);
    expect([now.customerRef, now.version, now.freightList.map((item) => item.id)]).toEqual(['ADMIN', 2, mine.freightList.map((item) => item.id)]);
    expect((await reprice(booker, now, { customerRef: 'BOOKER' })).json<QuoteNewAnswer>().version).toBe(3);
  });

  it('needs the version of a stored quote, naming the field', async () => {
    const { quoteNumber } = await createQuote(app, admin);
    const quote = await open(admin, quoteNumber);
    expect(errorOf(await reprice(admin, quote, { version: 0 }))).toMatchObject({ status: 400, body: { error: 'version: must be 1 or more when re-pricing a stored quote' } });
  });
});

describe('POST quote (accept) with a version', () => {
  it('refuses to accept a price someone has changed since, and accepts the fresh one', async () => {
    const { quoteNumber, version } = await createQuote(app, admin);
    await reprice(admin, await open(admin, quoteNumber), { customerRef: 'RE-PRICED' });
    expect(errorOf(await accept(booker, quoteNumber, version))).toMatchObject({ status: 409, body: { error: ROW_VERSION_MESSAGES.quote(quoteNumber) } });
    expect((await open(admin, quoteNumber)).accepted).toBe(false);
    expect((await accept(admin, quoteNumber, 2)).json<AcceptQuoteAnswer>()).toMatchObject({ success: true, version: 3 });
  });

  it('names a missing version', async () => {
    const { quoteNumber } = await createQuote(app, admin);
    expect(errorOf(await call(app, 'POST', 'quote', { token: admin, body: { quoteNumber } }))).toMatchObject({ status: 400, body: { error: 'version: is required' } });
  });

  it('lets exactly one of a re-pricing and an accept from the same copy win', async () => {
    const { quoteNumber } = await createQuote(app, admin);
    const copy = await open(admin, quoteNumber);
    const answers = await Promise.all([reprice(admin, copy, { customerRef: 'RACE' }), accept(booker, quoteNumber, copy.version)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await open(admin, quoteNumber)).version).toBe(2);
  });
});
