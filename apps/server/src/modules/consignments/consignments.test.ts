import { describe, expect, it } from 'vitest';
import type { ConsignmentsAnswer, ConsignmentView } from '@portal/domain/api/consignment';
import { BOOKING_MESSAGES, documentNotFound } from '@portal/domain/booking-messages';
import { listSince } from '@portal/domain/quote/quote-accept';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { bookConsignment, scan } from '../../test/consignments';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { pickupDraft, RECEIVER } from '../../test/pickup-drafts';
import { createQuote } from '../../test/quote-drafts';
import type { PickupConvertAnswer, PickupSaveAnswer } from '@portal/domain/api/pickup';
import { testApp } from '../../test/test-app';

// GET consignment and GET consignments (spec 02 section 2, /consignment).

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const admin = await login(app, 'admin', { companyId: acmeId });
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: await companyIdByName(db, COASTAL) });

const get = (token: string, conNumber: string) => call(app, 'GET', 'consignment', { token, query: { conNumber } });
const list = (token: string, search = '') => call(app, 'GET', 'consignments', { token, query: search ? { search } : {} });

describe('GET consignment', () => {
  it("shows what was booked: parties, references, services, freight, route, tracking and documents on file", async () => {
    const conNumber = await bookConsignment(app, booker);
    const view = (await get(viewer, ` ${conNumber.toLowerCase()} `)).json<ConsignmentView>();
    expect(view).toMatchObject({
      conNumber,
      conType: 'electronic',
      poNumber: 'PO-4411',
      customerRef: 'PR-100',
      instructions: 'Ring on arrival.',
      sender: { fullName: 'Dana Whitlock', suburb: 'Fortitude Valley', companyABN: '12 345 678 901' },
      receiver: { fullName: 'Mia Costa', suburb: 'Alexandria' },
      depotFrom: { code: 'BNE', town: 'Brisbane' },
      depotTo: { code: 'SYD', town: 'Sydney' },
      firstStage: 'pickup',
      stage: 'pickup',
      scanned: false,
      pod: false,
    });
    expect(view.pickupNumber).toMatch(/^P\d{7}$/);
    expect(view.freightList.length).toBeGreaterThan(0);
    expect(view.totals.items).toBeGreaterThan(0);
    expect(view.trackingID).toMatch(/^[0-9A-Z]{20}$/);
  });

  it("answers '{number} not found' for another company's consignment and refuses without Consignments view", async () => {
    const conNumber = await bookConsignment(app, booker);
    expect(errorOf(await get(coastal, conNumber))).toMatchObject({ status: 404, body: { error: documentNotFound(conNumber) } });
    const none = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Pickups: ['add', 'view'] }) });
    const token = await login(app, none.username, { password: none.password });
    expect(errorOf(await get(token, conNumber))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewConsignment } });
    expect(errorOf(await list(token))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewConsignments } });
  });
});

/** A quote accepted and converted to a pickup, and that pickup's consignment. */
async function consignmentFromQuote(): Promise<{ conNumber: string; quotePrice: number }> {
  const quote = await createQuote(app, admin);
  await call(app, 'POST', 'quote', { token: booker, body: { quoteNumber: quote.quoteNumber, version: quote.version } });
  const body = { ...pickupDraft({ quoteNumber: quote.quoteNumber }), pickupOrConsignment: 0 };
  const { pickupNumber } = (await call(app, 'POST', 'quoteConvert', { token: booker, body })).json<PickupSaveAnswer>();
  const converted = await call(app, 'POST', 'pickups/convert', { token: booker, body: { pickupNumber, conNumber: '', ExtraEmail: '' } });
  return { conNumber: converted.json<PickupConvertAnswer>().conNumber, quotePrice: quote.quotePrice };
}

describe("GET consignment: the price of the quote it was booked from (issue 24)", () => {
  it('carries the stored total and breakdown to QuotationFinancials view, and no price to a booker', async () => {
    const { conNumber, quotePrice } = await consignmentFromQuote();
    expect(quotePrice).toBeGreaterThan(0);
    for (const token of [admin, viewer]) {
      const view = (await get(token, conNumber)).json<ConsignmentView>();
      expect(view).toMatchObject({ quotePrice, breakdown: { total: quotePrice } });
    }
    // The Booking Officer role has no QuotationFinancials view (decision 0001): not a cent in the answer.
    const answer = await get(booker, conNumber);
    expect(answer.json<ConsignmentView>()).toMatchObject({ quotePrice: null, breakdown: null });
    expect(answer.body).not.toContain(String(quotePrice));
  });

  it('has no price for a consignment booked without a quote', async () => {
    const conNumber = await bookConsignment(app, booker);
    expect((await get(admin, conNumber)).json<ConsignmentView>()).toMatchObject({ quotePrice: null, breakdown: null });
  });
});

describe('GET consignments', () => {
  it('lists the last 30 days newest first, searched by number, reference or receiver, never another company', async () => {
    const first = await bookConsignment(app, booker, { pickupRef: 'ORDER 50%_A' });
    clock.advance(60_000);
    const second = await bookConsignment(app, booker, { receiver: { ...RECEIVER, company: 'Quayside Traders' } });
    await scan(app, second, [2, 3, 4, 5, 20]);
    const answer = (await list(booker)).json<ConsignmentsAnswer>();
    expect(answer.since).toBe(listSince(clock.now()));
    const numbers = answer.consignments.map((c) => c.conNumber);
    expect(numbers.indexOf(second)).toBeLessThan(numbers.indexOf(first));
    expect(answer.consignments.find((c) => c.conNumber === second)).toMatchObject({ stage: 'transit', receiverCompany: 'Quayside Traders', delivered: false });
    expect((await list(booker, first.slice(-5))).json<ConsignmentsAnswer>().consignments.map((c) => c.conNumber)).toEqual([first]);
    expect((await list(booker, '50%_a')).json<ConsignmentsAnswer>().consignments.map((c) => c.conNumber)).toEqual([first]);
    expect((await list(booker, '50%x')).json<ConsignmentsAnswer>().consignments).toEqual([]);
    expect((await list(booker, 'quayside')).json<ConsignmentsAnswer>().consignments.map((c) => c.conNumber)).toEqual([second]);
    expect((await list(coastal)).json<ConsignmentsAnswer>().consignments.map((c) => c.conNumber)).not.toContain(first);
    clock.advance(31 * 24 * 60 * 60_000);
    const later = await login(app, 'booker', { companyId: acmeId });
    expect((await list(later)).json<ConsignmentsAnswer>().consignments.map((c) => c.conNumber)).not.toContain(first);
  });
});
