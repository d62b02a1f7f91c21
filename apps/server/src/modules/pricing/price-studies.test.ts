import { RATE_CARD_MESSAGES } from '@portal/domain/carrier/pricing-messages';
import { describe, expect, it } from 'vitest';
import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import type { ImpactAnswer, PriceCheckAnswer, PriceCheckInput, SuburbsAnswer } from '@portal/domain/carrier/pricing-calls';
import { PRICE_CHECK_MESSAGES } from '@portal/domain/pricing/price-check';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import { IMPACT_MESSAGES } from '@portal/domain/pricing/version-impact';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { bookConsignment } from '../../test/consignments';
import { createdDraft, startDropFreight } from '../../test/drop-freight-drafts';
import { companyIdByName } from '../../test/factories';
import { RECEIVER } from '../../test/pickup-drafts';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';
import { insertVersion, laneOf, OPENING_DAY } from './service';

// The pricing desk's studies (issue 27): what a change would cost over the last 90 days'
// consignments, the price check of one consignment under a customer's card and General on any
// day, and the suburbs its pickers offer. Versions are written as the desk writes them
// (insertVersion); consignments are booked as customers book them. The test clock's day is
// Monday 2 March 2026 in Brisbane, whose fuel levy the seed sets at 18.9%.

const { app, db, clock } = await testApp();
const pricing = await signedInStaff(app, db, clock, 'Pricing');
const customerService = await signedInStaff(app, db, clock, 'Customer service');
const operations = await signedInStaff(app, db, clock, 'Operations');
const acme = await companyIdByName(db, ACME);
const coastal = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acme });
const coastalBooker = await login(app, 'coastal', { companyId: coastal });

const TODAY = '2026-03-02';
const TODAYS_LEVY = { month: '2026-03', percent: 18.9 };
const PERTH = { ...RECEIVER, suburb: 'Welshpool', state: 'WA', postCode: '6106' };

/** The lanes of the version of a card in force since the opening day (the seed's). */
async function openingLanes(companyId: number | null): Promise<{ id: number; lanes: RateLane[] }> {
  const query = db.selectFrom('rateCardVersions').select('id').where('effectiveFrom', '=', OPENING_DAY);
  const { id } = await (companyId === null ? query.where('companyId', 'is', null) : query.where('companyId', '=', companyId)).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('rateLanes').selectAll().where('versionId', '=', id).orderBy('id').execute();
  return { id, lanes: rows.map(laneOf) };
}

/** A version of a card as the desk writes one: a draft unless given its day. */
function newVersion(companyId: number | null, lanes: readonly RateLane[], effectiveFrom?: string): Promise<number> {
  const dated = effectiveFrom ? { effectiveFrom, scheduledAt: clock.now(), scheduledBy: pricing.id } : {};
  const charges = companyId === null ? { pickup: 22.5, delivery: 22.5, forklift: 40, dangerousGoods: 55 } : null;
  return db.transaction().execute((trx) => insertVersion(trx, { companyId, label: 'Rise 2026', source: 'Test', createdAt: clock.now(), createdBy: pricing.id, charges, ...dated }, lanes, new Map()));
}

const isBneSydGeneral = (lane: RateLane) => lane.depotFrom === 'BNE' && lane.depotTo === 'SYD' && lane.freightType === 'General';
const raised = (lane: RateLane): RateLane => ({ ...lane, basicCharge: lane.basicCharge * 1.1, ratePerKg: lane.ratePerKg * 1.1 });

const impact = (id: number, token = pricing.token) => staffCall(app, 'GET', `pricing/versions/${id}/impact`, { token });
const check = (body: unknown, token = pricing.token) => staffCall(app, 'POST', 'pricing/price-check', { token, body });
const suburbs = (search: string, token = pricing.token) => staffCall(app, 'GET', `pricing/suburbs?search=${encodeURIComponent(search)}`, { token });

describe('GET pricing/versions/{id}/impact', () => {
  it("re-prices a customer's consignments under its version: count, totals and change, the lane that moves first; drafts left out", async () => {
    // Two consignments Brisbane to Sydney on Acme's card, and a drop freight still a draft.
    await bookConsignment(app, booker);
    await bookConsignment(app, booker);
    const draftNumber = await startDropFreight(app, booker);
    const saved = await call(app, 'POST', 'directdropfreight/edit', { token: booker, body: createdDraft(draftNumber) satisfies DropFreightDraft });
    expect(saved.statusCode, saved.body).toBe(200);

    const opening = await openingLanes(acme);
    const id = await newVersion(acme, opening.lanes.map((lane) => (isBneSydGeneral(lane) ? raised(lane) : lane)));
    const response = await impact(id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ImpactAnswer>();
    expect(answer.version).toMatchObject({ id, card: String(acme), status: 'draft' });
    expect(answer.since).toBe('2025-12-03');
    expect(answer.comparedWith).toBe(IMPACT_MESSAGES.comparedWithCustomer(ACME, { id: opening.id, label: 'Opening tariff' }, { id: 1, label: 'Opening tariff' }, TODAYS_LEVY));
    // Each: 2 cartons 0.6 x 0.4 x 0.4 m and a crate 1.2 x 0.8 x 0.5 m, 0.67 m³ x 250 = 167.5 kg.
    // Before: 23.58 + 0.2855 x 167.5 = 71.40; pickup and delivery 22.50 each (General's); 116.40 + 18.9% (22.00) = 138.40.
    // After: 25.938 + 0.31405 x 167.5 = 78.54; + 45 = 123.54 + 18.9% (23.35) = 146.89.
    expect(answer.customers).toEqual([{ companyId: acme, name: ACME, consignments: 2, before: 276.8, after: 293.78, changePercent: 6.1 }]);
    expect(answer.consignments).toBe(2);
    expect(answer.unpriced).toBe(0);
    expect(answer.lanes).toEqual([{ depotFrom: 'BNE', depotTo: 'SYD', freightType: 'General', consignments: 2, before: 276.8, after: 293.78, change: 16.98, changePercent: 6.1 }]);
  });

  it("re-prices, for a General version, only what the General card prices today: customers' own lanes are left out", async () => {
    // Acme to Perth: its card has no lane there, so General prices it. Coastal to Sydney: its own card does.
    await bookConsignment(app, booker, { receiver: PERTH });
    await bookConsignment(app, coastalBooker);
    const general = await openingLanes(null);
    const id = await newVersion(null, general.lanes.map(raised), '2026-04-01');
    const answer = (await impact(id)).json<ImpactAnswer>();
    expect(answer.version).toMatchObject({ id, card: 'general', status: 'scheduled', effectiveFrom: '2026-04-01' });
    expect(answer.comparedWith).toBe(IMPACT_MESSAGES.comparedWithGeneral({ id: general.id, label: 'Opening tariff' }, TODAYS_LEVY));
    expect(answer.customers).toHaveLength(1);
    expect(answer.customers[0]).toMatchObject({ companyId: acme, consignments: 1 });
    expect(answer.customers[0]!.after).toBeGreaterThan(answer.customers[0]!.before);
    expect(answer.lanes.map((l) => [l.depotFrom, l.depotTo, l.freightType, l.consignments])).toEqual([['BNE', 'PER', 'General', 1]]);
    expect(answer.consignments).toBe(1);
  });

  it('refuses a version in force (409) and one that does not exist (404)', async () => {
    const { id } = await openingLanes(acme);
    expect(errorOf(await impact(id))).toMatchObject({ status: 409, body: { error: IMPACT_MESSAGES.notStudied(id, 'in force') } });
    expect(errorOf(await impact(999_999))).toMatchObject({ status: 404, body: { error: RATE_CARD_MESSAGES.noVersion(999_999) } });
  });
});

/** Two cartons and a crate, as the quote drafts have them, in centimetres. */
const LINES: PriceCheckInput['lines'] = [
  { quantity: 2, unitWeight: 12.5, length: 60, width: 40, height: 40, ppi: null },
  { quantity: 1, unitWeight: 40, length: 120, width: 80, height: 50, ppi: null },
];

const checkInput = (over: Partial<PriceCheckInput> = {}): PriceCheckInput => ({
  card: String(acme),
  day: TODAY,
  sender: 'Fortitude Valley, QLD, 4006',
  receiver: 'Alexandria, NSW, 2015',
  freightType: 'General',
  lines: LINES,
  pickupRequired: 2,
  deliveryRequired: 2,
  dangerousGoods: false,
  ...over,
});

async function checked(over: Partial<PriceCheckInput> = {}): Promise<PriceCheckAnswer> {
  const response = await check(checkInput(over));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceCheckAnswer>();
}

/** Fortitude Valley's depots, nearest first, as the notes name them. */
const VALLEY_DEPOTS = 'BNE, OOL, MCY, TWB';

describe('POST pricing/price-check', () => {
  it("prices a lane of Acme's card under its card and under General, side by side", async () => {
    const answer = await checked();
    expect(answer.day).toBe(TODAY);
    expect(answer.levy).toEqual(TODAYS_LEVY);
    expect(answer.quotedBy).toBe('customer');
    // As the impact's before: 71.40 freight, 45.00 services, 22.00 levy.
    expect(answer.customer).toMatchObject({ version: { card: String(acme), status: 'in force' }, note: '', lane: { depotFrom: 'BNE', depotTo: 'SYD', ratePerKg: 0.2855 } });
    expect(answer.customer?.breakdown).toMatchObject({ card: 'customer', chargeableWeight: 167.5, freightCharge: 71.4, pickupCharge: 22.5, deliveryCharge: 22.5, fuelLevy: 22, total: 138.4 });
    // 26.79 + 0.3244 x 167.5 = 81.13; + 45 = 126.13 + 18.9% (23.84) = 149.97.
    expect(answer.general).toMatchObject({ version: { id: 1, card: 'general', status: 'in force' }, note: '', breakdown: { card: 'general', freightCharge: 81.13, fuelLevy: 23.84, total: 149.97 } });
  });

  it('says why a lane only General has falls back to it', async () => {
    const answer = await checked({ receiver: 'Welshpool, WA, 6106' });
    expect(answer.customer).toMatchObject({ breakdown: null, lane: null, note: PRICE_CHECK_MESSAGES.noCustomerLane(ACME, VALLEY_DEPOTS, 'PER') });
    expect(answer.general).toMatchObject({ note: '', lane: { depotFrom: 'BNE', depotTo: 'PER' } });
    expect(answer.general.breakdown?.total).toBeGreaterThan(0);
    expect(answer.quotedBy).toBe('general');
  });

  it("says that a lane of the customer's card without the freight type prices nothing", async () => {
    const melbourne = (await suburbs('Melbourne, VIC')).json<SuburbsAnswer>().suburbs[0]!;
    const answer = await checked({ receiver: melbourne, freightType: 'Freezer' });
    expect(answer.customer?.note).toBe(PRICE_CHECK_MESSAGES.customerLacksType(ACME, 'BNE', 'MEL', 'Freezer'));
    expect(answer.general.breakdown).not.toBeNull();
    expect(answer.quotedBy).toBeNull();
  });

  it('says when no depot pair has a rate', async () => {
    const answer = await checked({ sender: 'Darwin City, NT, 0800', receiver: 'Hobart, TAS, 7000' });
    expect(answer.general).toMatchObject({ breakdown: null, note: PRICE_CHECK_MESSAGES.cannotShip });
    expect(answer.customer?.note).toBe(PRICE_CHECK_MESSAGES.noCustomerLane(ACME, 'DRW', 'HBA'));
    expect(answer.quotedBy).toBeNull();
  });

  it('prices General alone when General is picked', async () => {
    const answer = await checked({ card: 'general' });
    expect(answer.customer).toBeNull();
    expect(answer.general.breakdown?.total).toBe(149.97);
    expect(answer.quotedBy).toBe('general');
  });

  it("prices each day under the version in force that day, past or ahead, weight breaks as the domain prices them", async () => {
    const opening = await openingLanes(coastal);
    const lane = opening.lanes.find(isBneSydGeneral)!;
    const flat = await newVersion(coastal, [{ ...lane, basicCharge: 0, ratePerKg: 1, minimumCharge: 0 }], '2026-02-15');
    const breaks = await newVersion(coastal, [
      {
        ...lane,
        basicCharge: 0,
        minimumCharge: 0,
        breaks: {
          method: 'cumulative',
          bands: [
            { fromKg: 0, toKg: 500, ratePerKg: 0.5 },
            { fromKg: 501, toKg: 600, ratePerKg: 0.45 },
            { fromKg: 601, toKg: 700, ratePerKg: 0.4 },
          ],
        },
      },
    ], '2026-04-01');
    await db.updateTable('fuelLevies').set({ percent: 0 }).where('month', '=', '2026-04').execute();
    const heavy = (kg: number): PriceCheckInput['lines'] => [{ quantity: 1, unitWeight: kg, length: 10, width: 10, height: 10, ppi: null }];
    const coastalOn = (day: string, kg = 540) => checked({ card: String(coastal), day, lines: heavy(kg), pickupRequired: 1, deliveryRequired: 1 });

    // The day before the past version: Coastal's opening card (0.9 of General's).
    const before = await coastalOn('2026-02-14');
    expect(before.customer?.version?.id).toBe(opening.id);
    expect(before.levy).toEqual({ month: '2026-02', percent: 18.4 });
    expect(before.customer?.lane).toMatchObject({ basicCharge: lane.basicCharge, ratePerKg: lane.ratePerKg });
    // From its day: 540 kg x 1.00.
    const from = await coastalOn('2026-02-15');
    expect(from.customer).toMatchObject({ version: { id: flat, status: 'in force' }, breakdown: { freightCharge: 540 } });
    // The worked example, cumulative: 500 x 0.50 + 40 x 0.45 = 268.00; 630 kg: 250 + 45 + 30 x 0.40 = 307.00.
    const ahead = await coastalOn('2026-04-01');
    expect(ahead.customer).toMatchObject({ version: { id: breaks, status: 'scheduled' }, breakdown: { chargeableWeight: 540, freightCharge: 268, fuelLevy: 0, total: 268 } });
    expect((await coastalOn('2026-04-01', 630)).customer?.breakdown?.total).toBe(307);
    // The general side the same day is General's, at the same levy.
    expect(ahead.general.breakdown?.fuelLevyPercent).toBe(0);
  });

  it('refuses an unknown suburb, freight type, price per item entry, customer or day, each with a sentence naming it', async () => {
    const refused = async (over: Partial<PriceCheckInput>) => {
      const response = await check(checkInput(over));
      expect(response.statusCode, response.body).toBe(400);
      return errorOf(response).body.errors ?? [errorOf(response).body.error];
    };
    expect(await refused({ sender: 'Atlantis, QLD, 4999', freightType: 'Bananas' })).toEqual([
      PRICE_CHECK_MESSAGES.unknownSuburb('Sender', 'Atlantis, QLD, 4999'),
      PRICE_CHECK_MESSAGES.unknownFreightType('Bananas'),
    ]);
    expect(await refused({ freightType: 'Pallets', lines: [LINES[0]!, { ...LINES[1]!, ppi: 999_999 }] })).toEqual([
      PRICE_CHECK_MESSAGES.ppiNeeded(1, 'Pallets'),
      PRICE_CHECK_MESSAGES.unknownPpi(2, 999_999, 'Pallets'),
    ]);
    expect(await refused({ card: '999999' })).toEqual([PRICE_CHECK_MESSAGES.noCustomer('999999')]);
    expect(await refused({ day: '2026-02-30' })).toEqual([PRICE_CHECK_MESSAGES.notADay('2026-02-30')]);
  });
});

describe('GET pricing/suburbs', () => {
  it('answers up to 20 available suburbs starting with the search, whatever its case', async () => {
    const found = (await suburbs('alexan')).json<SuburbsAnswer>().suburbs;
    expect(found).toContain('Alexandria, NSW, 2015');
    expect(found.every((value) => value.toUpperCase().startsWith('ALEXAN'))).toBe(true);
    expect((await suburbs('Ab')).json<SuburbsAnswer>().suburbs.length).toBeLessThanOrEqual(20);
    expect((await suburbs('Ba')).json<SuburbsAnswer>().suburbs).toHaveLength(20);
    // Aarons Pass (NSW) is beyond every depot's reach.
    expect((await suburbs('Aarons')).json<SuburbsAnswer>().suburbs).toEqual([]);
  });
});

describe('who may study prices', () => {
  it('lets Customer service read them; Operations and customers are refused', async () => {
    const draft = await newVersion(acme, (await openingLanes(acme)).lanes);
    expect((await impact(draft, customerService.token)).statusCode).toBe(200);
    expect((await check(checkInput(), customerService.token)).statusCode).toBe(200);
    expect((await suburbs('Alex', customerService.token)).statusCode).toBe(200);
    for (const token of [operations.token, booker]) {
      expect((await impact(draft, token)).statusCode).toBe(403);
      expect((await check(checkInput(), token)).statusCode).toBe(403);
      expect((await suburbs('Alex', token)).statusCode).toBe(403);
    }
  });
});
