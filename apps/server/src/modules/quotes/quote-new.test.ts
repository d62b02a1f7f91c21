import { describe, expect, it } from 'vitest';
import type { Quote } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { DETAILS_MESSAGES } from '@portal/domain/details/details-messages';
import { buildFreightItem } from '@portal/domain/quote/test-factories';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { createQuote, quoteDraft, SUBURBS, twoLines } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';

// POST quoteNew (spec 02 section 7): checked with the domain rules, priced with the customer's
// card or the General card, stored, numbered. Prices are worked by hand from the seeded rates.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const admin = await login(app, 'admin', { companyId: acmeId });
const adminCoastal = await login(app, 'admin', { companyId: coastalId });

const getQuote = async (token: string, quote: string) => (await call(app, 'GET', 'quote', { token, query: { quote } })).json<Quote>();

describe('POST quoteNew', () => {
  it("prices Brisbane to Sydney with Acme's card and stores the quote", async () => {
    const answer = await createQuote(app, admin);
    // Acme BNE-SYD General is 0.88 of the General card: 23.58 + 0.2855/kg, at least 42.51.
    // 65 kg dead; 2 x 0.096 + 0.48 = 0.672 -> 0.67 m³ x 250 = 167.5 kg chargeable.
    // Freight 23.58 + 0.2855 x 167.5 = 71.40; pickup 22.50 and delivery 22.50: 116.40;
    // March 2026 levy 18.9% = 22.00; total 138.40.
    const breakdown = {
      card: 'customer',
      deadWeight: 65,
      cubicVolume: 0.67,
      chargeableWeight: 167.5,
      freightCharge: 71.4,
      minimumApplied: false,
      pickupCharge: 22.5,
      deliveryCharge: 22.5,
      dangerousGoodsCharge: 0,
      fuelLevyPercent: 18.9,
      fuelLevy: 22,
      total: 138.4,
    };
    expect(answer).toMatchObject({ quotePrice: 138.4, errorMsg: '', generalRate: false });
    // The Summary shows how the total was reached from the answer itself (DESIGN.md pricing).
    expect(answer.breakdown).toEqual(breakdown);
    expect(answer.breakdown?.total).toBe(answer.quotePrice);
    expect(answer.quoteNumber).toMatch(/^Q\d{7}$/);
    expect(answer.freightItemIDs).toHaveLength(2);
    expect(answer.freightList.map((item) => item.id)).toEqual(answer.freightItemIDs);
    const quote = await getQuote(admin, answer.quoteNumber);
    expect(quote.breakdown).toEqual(breakdown);
    expect(quote).toMatchObject({ accepted: false, quotePrice: 138.4, sender: SUBURBS.valley, poNumber: 'PO-4411', customerRef: 'CR-100' });
    expect(quote.validUntil - quote.createdAt).toBe(14 * 86_400_000);
  });

  it('numbers every quote anew', async () => {
    const numbers = [(await createQuote(app, admin)).quoteNumber, (await createQuote(app, admin)).quoteNumber];
    expect(new Set(numbers).size).toBe(2);
  });

  it('answers price 0 and no breakdown to a user without QuotationFinancials view, but prices the quote', async () => {
    const answer = await createQuote(app, booker);
    expect(answer.quotePrice).toBe(0);
    expect(answer.breakdown).toBeNull();
    expect((await getQuote(admin, answer.quoteNumber)).quotePrice).toBe(138.4);
  });

  it('falls back to the General card where the customer has no rate, and says so', async () => {
    // BNE-PER General: 61.27 + 1.2438 x 167.5 = 269.61; + 45.00 services = 314.61;
    // levy 18.9% = 59.46; total 374.07.
    const answer = await createQuote(app, admin, { receiver: SUBURBS.welshpool });
    expect(answer).toMatchObject({ generalRate: true, quotePrice: 374.07 });
    expect((await getQuote(admin, answer.quoteNumber)).breakdown?.card).toBe('general');
  });

  it('prefers a non-default rate: Coastal\'s Chiller special from the Gold Coast to Sydney', async () => {
    // OOL-SYD Chiller: General 34.10 + 0.4024/kg; the default customer rate is 0.9 of it, the
    // special 0.8: 27.28 + 0.3219 x 167.5 = 81.20 (the default would give 91.36); no services;
    // levy 18.9% = 15.35; total 96.55.
    const answer = await createQuote(app, adminCoastal, {
      sender: SUBURBS.molendinar,
      receiver: SUBURBS.homebushWest,
      poNumber: '',
      pickupRequired: 1,
      deliveryRequired: 1,
      freightList: twoLines({ type: 'Chiller' }),
    });
    expect(answer).toMatchObject({ generalRate: false, quotePrice: 96.55 });
  });

  it('adds the dangerous goods charge and stores the technical name of the UN list', async () => {
    const dgLine = { dgClass: 'dgClass3', dgUNCode: '1203', dgTechName: 'typed by hand', dgPackType: 'Drum', dgPackCount: '2', dgQty: '40' };
    const answer = await createQuote(app, admin, { _dgHas: true, dgClasses: ['dgClass3'], freightList: twoLines().map((l, i) => (i === 0 ? { ...l, ...dgLine } : l)) });
    // 116.40 + 55.00 = 171.40; levy 32.39; total 203.79.
    expect(answer.quotePrice).toBe(203.79);
    expect(answer.breakdown).toMatchObject({ dangerousGoodsCharge: 55, fuelLevy: 32.39, total: 203.79 });
    expect(answer.freightList[0]!.dgTechName).toBe('Gasoline');
    const quote = await getQuote(admin, answer.quoteNumber);
    expect(quote).toMatchObject({ _dgHas: true, dgClasses: ['dgClass3'], breakdown: { dangerousGoodsCharge: 55 } });
  });

  it('prices pallets per item', async () => {
    const ppi = (await call(app, 'POST', 'options/ppi', { token: admin, body: { rate: 'Pallets' } })).json<{ ppi: { id: number }[] }>().ppi;
    const pallet = (over: object) => buildFreightItem({ type: 'Pallets', description: '', length: '1.2', width: '1.2', height: '1.2', ...over });
    const answer = await createQuote(app, admin, {
      ppi: true,
      pickupRequired: 1,
      deliveryRequired: 1,
      freightList: [pallet({ key: '1', quantity: '2', unitWeight: '300', ppi: ppi[0]!.id }), pallet({ key: '2', quantity: '1', unitWeight: '150', ppi: ppi[1]!.id })],
    });
    // Acme BNE-SYD Pallets: 0.88 x 105.56 = 92.89 line haul + 2 x 85 + 55 = 317.89;
    // levy 18.9% = 60.08; total 377.97.
    expect(answer.quotePrice).toBe(377.97);
  });

  it('answers every rule the draft breaks, in the spec words', async () => {
    const error = errorOf(
      await call(app, 'POST', 'quoteNew', {
        token: admin,
        body: quoteDraft({ poNumber: '', freightList: twoLines({ quantity: 'x' }), pickupRequired: 0, instructions: 'x'.repeat(851) }),
      }),
    );
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual(
      expect.arrayContaining([
        DETAILS_MESSAGES.poRequired,
        'Item 1: Number of items is not a number',
        'Item 2: Number of items is not a number',
        'Special instructions are too long.',
      ]),
    );
  });

  it.each([
    ['the same suburb twice', { receiver: SUBURBS.valley }, DETAILS_MESSAGES.destinationsMatch],
    ['no route (Darwin and Hobart have none)', { sender: SUBURBS.darwin, receiver: SUBURBS.hobart }, DETAILS_MESSAGES.cannotShip],
    ['a suburb no depot serves', { receiver: SUBURBS.birdsville }, 'Birdsville 4482 QLD is not available!'],
    ['an unknown suburb', { receiver: 'Atlantis, QLD, 9999' }, DETAILS_MESSAGES.optionDoesNotExist],
  ])('refuses %s', async (_case, over, message) => {
    const error = errorOf(await call(app, 'POST', 'quoteNew', { token: admin, body: quoteDraft(over) }));
    expect(error.status).toBe(400);
    expect(error.body.error.split('\n')).toContain(message);
  });

  it('refuses a UN code the list does not have for the class', async () => {
    const line = { dgClass: 'dgClass8', dgUNCode: '1203', dgTechName: 'Gasoline', dgPackType: 'Drum', dgPackCount: '1', dgQty: '20' };
    const body = quoteDraft({ _dgHas: true, dgClasses: ['dgClass8'], freightList: twoLines().map((l, i) => (i === 0 ? { ...l, ...line } : l)) });
    const error = errorOf(await call(app, 'POST', 'quoteNew', { token: admin, body }));
    expect(error.body.error.split('\n')).toContain('Item 1: UN 1203 is not a class 8 dangerous good.');
  });

  it('refuses a malformed draft as a bad request', async () => {
    const error = errorOf(await call(app, 'POST', 'quoteNew', { token: admin, body: { sender: 'x' } }));
    expect(error.status).toBe(400);
  });

  it('refuses a user without Quotations add', async () => {
    const viewer = await login(app, 'viewer', { companyId: acmeId });
    const error = errorOf(await call(app, 'POST', 'quoteNew', { token: viewer, body: quoteDraft() }));
    expect(error).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessCreateQuotation } });
  });
});

describe('POST quoteNew with a quote number: the quote updated', () => {
  it('re-prices the same quote and keeps the ids of lines sent back', async () => {
    const first = await createQuote(app, admin);
    const kept = first.freightList[0]!;
    const answer = await createQuote(app, admin, { quoteNumber: first.quoteNumber, version: first.version, freightList: [kept, buildFreightItem({ key: '9', ref: 'NEW' })] });
    expect(answer.quoteNumber).toBe(first.quoteNumber);
    expect([first.version, answer.version]).toEqual([1, 2]);
    expect(answer.freightItemIDs[0]).toBe(kept.id);
    expect(answer.freightItemIDs[1]).not.toBe(first.freightItemIDs[1]);
    const quote = await getQuote(admin, first.quoteNumber);
    expect(quote.freightList.map((item) => item.ref)).toEqual(['ACME-1', 'NEW']);
  });

  it("finds no quote of another company's number", async () => {
    const other = await createQuote(app, adminCoastal, { sender: SUBURBS.molendinar, receiver: SUBURBS.homebushWest, poNumber: '' });
    const error = errorOf(await call(app, 'POST', 'quoteNew', { token: admin, body: quoteDraft({ quoteNumber: other.quoteNumber, version: 1 }) }));
    expect(error).toMatchObject({ status: 404, body: { error: `Quote ${other.quoteNumber} was not found.` } });
  });

  it('refuses to change an accepted quote', async () => {
    const { quoteNumber } = await createQuote(app, admin);
    expect((await call(app, 'POST', 'quote', { token: admin, body: { quoteNumber, version: 1 } })).statusCode).toBe(200);
    const error = errorOf(await call(app, 'POST', 'quoteNew', { token: admin, body: quoteDraft({ quoteNumber, version: 2 }) }));
    expect(error).toMatchObject({ status: 409, body: { error: BOOKING_MESSAGES.quoteAlreadyAccepted } });
  });
});
