import { describe, expect, it } from 'vitest';
import type { Quote } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { createQuote, SUBURBS } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';
import { QUOTE_MESSAGES } from './quote-messages';

// POST quote: accepting a quote (spec 02 sections 4, 6 and 7).

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const admin = await login(app, 'admin', { companyId: acmeId });
const booker = await login(app, 'booker', { companyId: acmeId });

const accept = (token: string, quoteNumber: string) => call(app, 'POST', 'quote', { token, body: { quoteNumber, version: 1 } });

describe('POST quote (accept)', () => {
  it('accepts a quote once', async () => {
    const { quoteNumber } = await createQuote(app, booker);
    const response = await accept(booker, quoteNumber);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: QUOTE_MESSAGES.accepted(quoteNumber), version: 2 });
    const quote = (await call(app, 'GET', 'quote', { token: booker, query: { quote: quoteNumber } })).json<Quote>();
    expect(quote.accepted).toBe(true);
    const again = errorOf(await accept(booker, quoteNumber));
    expect(again).toMatchObject({ status: 409, body: { error: `Quote ${quoteNumber} has already been accepted` } });
  });

  it('refuses an expired quote (valid 14 days)', async () => {
    const { quoteNumber } = await createQuote(app, booker);
    clock.advance(14 * 86_400_000 + 60_000);
    try {
      // Every session is idle by then: sign in again.
      const error = errorOf(await accept(await login(app, 'booker', { companyId: acmeId }), quoteNumber));
      expect(error).toMatchObject({ status: 409, body: { error: QUOTE_MESSAGES.expired(quoteNumber) } });
    } finally {
      clock.advance(-(14 * 86_400_000 + 60_000));
    }
  });

  it("finds no quote of another company's, nor a number that does not exist", async () => {
    const coastal = await login(app, 'coastal', { companyId: await companyIdByName(db, COASTAL) });
    const { quoteNumber } = await createQuote(app, admin);
    expect(errorOf(await accept(coastal, quoteNumber))).toMatchObject({ status: 404, body: { error: `Quote ${quoteNumber} was not found.` } });
    expect(errorOf(await accept(booker, 'Q9999999')).status).toBe(404);
    expect(errorOf(await accept(booker, 'nonsense')).status).toBe(404);
    const coastalQuote = await createQuote(app, coastal, { sender: SUBURBS.molendinar, receiver: SUBURBS.homebushWest, poNumber: '' });
    expect(errorOf(await accept(admin, coastalQuote.quoteNumber)).status).toBe(404);
  });

  it('needs Quotations edit, or add for a quote the caller has just made', async () => {
    const viewer = await login(app, 'viewer', { companyId: acmeId });
    const { quoteNumber } = await createQuote(app, booker);
    expect(errorOf(await accept(viewer, quoteNumber))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessAcceptQuotation } });

    const addOnly = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Quotations: ['add', 'view'] }) });
    const token = await login(app, addOnly.username, { password: addOnly.password });
    expect(errorOf(await accept(token, quoteNumber)).status).toBe(403);
    const own = await createQuote(app, token);
    expect((await accept(token, own.quoteNumber)).statusCode).toBe(200);
  });
});
