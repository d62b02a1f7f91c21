import { describe, expect, it } from 'vitest';
import type { PickupConvertAnswer, PickupSaveAnswer } from '@portal/domain/api/pickup';
import type { Quote, QuoteNewAnswer } from '@portal/domain/api/quote';
import type { ConsignmentView } from '@portal/domain/api/consignment';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import type { CardAnswer, LanesAnswer, PricingDeskAnswer, VersionAnswer, VersionSaveAnswer } from '@portal/domain/carrier/pricing-calls';
import { RATE_CARD_MESSAGES } from '@portal/domain/carrier/pricing-messages';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { pickupDraft, RECEIVER } from '../../test/pickup-drafts';
import { createQuote, SUBURBS } from '../../test/quote-drafts';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';

// The pricing desk's cards and versions (issue 27): drafts copied and changed, scheduled for a
// day after today, in force from 00:00 Brisbane time, and prices that stay as quoted. The test
// clock starts on 2026-03-02 at 19:00 in Brisbane.

const { app, db, clock } = await testApp();
let pricing = await signedInStaff(app, db, clock, 'Pricing');
const service = await signedInStaff(app, db, clock, 'Customer service');
const acmeId = await companyIdByName(db, ACME);
let admin = await login(app, 'admin', { companyId: acmeId });

/** The clock moved on past the sessions' idle limit: both sign in again, as they would. */
async function moveClock(to: number) {
  clock.set(to);
  pricing = await signedInStaff(app, db, clock, 'Pricing');
  admin = await login(app, 'admin', { companyId: acmeId });
}

const HOUR = 3_600_000;
const get = <A>(path: string, token?: string) => staffCall(app, 'GET', path, { token: token ?? pricing.token }).then((r) => r.json<A>());
const post = (path: string, body: unknown = {}, token?: string) => staffCall(app, 'POST', path, { token: token ?? pricing.token, body });
const put = (path: string, body: unknown) => staffCall(app, 'PUT', path, { token: pricing.token, body });
const remove = (path: string) => staffCall(app, 'DELETE', path, { token: pricing.token });

const generalInForce = async () => (await get<CardAnswer>('pricing/cards/general')).versions.find((v) => v.status === 'in force')!;

/** A copy of the General card in force with every lane's prices raised by `factor`, scheduled for `day`. */
async function raisedGeneral(factor: number, day: string): Promise<number> {
  const copyOf = (await generalInForce()).id;
  const { version } = (await post('pricing/cards/general/versions', { label: `Rise ${factor}`, copyOf })).json<VersionSaveAnswer>();
  // The lanes come from an import on the desk (rate-sheets.test.ts); here the draft's rows are raised directly.
  await db
    .updateTable('rateLanes')
    .set((eb) => ({ ratePerKg: eb('ratePerKg', '*', factor), basicCharge: eb('basicCharge', '*', factor), minimumCharge: eb('minimumCharge', '*', factor) }))
    .where('versionId', '=', version.id)
    .execute();
  const scheduled = await post(`pricing/versions/${version.id}/schedule`, { effectiveFrom: day });
  expect(scheduled.json<VersionSaveAnswer>().message).toBe(RATE_CARD_MESSAGES.scheduled(version.id, day, 'Australia/Brisbane'));
  return version.id;
}

/** Brisbane to Perth: no customer card has it, so General prices it for Acme. */
const toPerth = () => createQuote(app, admin, { receiver: SUBURBS.welshpool });
const storedQuote = async (quoteNumber: string) => (await call(app, 'GET', 'quote', { token: admin, query: { quote: quoteNumber } })).json<Quote>();

describe('the desk and its cards', () => {
  it("lists General first with its opening version in force, then the customers' cards", async () => {
    const desk = await get<PricingDeskAnswer>('pricing', service.token);
    expect(desk).toMatchObject({ today: '2026-03-02', timeZone: 'Australia/Brisbane' });
    expect(desk.cards[0]).toMatchObject({ card: 'general', name: 'General', inForce: { label: 'Opening tariff', effectiveFrom: '2000-01-01', status: 'in force' } });
    expect(desk.cards.map((c) => c.name)).toContain(ACME);
    // The price check's choices.
    expect(desk.freightTypes).toContainEqual({ freight: 'Pallets', ppiOnly: true });
    expect(desk.ppiEntries[0]).toEqual({ id: expect.any(Number), freightType: 'Pallets', name: 'Standard pallet (1.2 x 1.2 m)' });
  });

  it('refuses an unknown company and version with a sentence, and customers altogether', async () => {
    expect(errorOf(await staffCall(app, 'GET', 'pricing/cards/999999', { token: pricing.token }))).toMatchObject({ status: 404, body: { error: SERVER_MESSAGES.companyNotFound } });
    expect(errorOf(await staffCall(app, 'GET', 'pricing/versions/999999', { token: pricing.token }))).toMatchObject({ status: 404, body: { error: RATE_CARD_MESSAGES.noVersion(999999) } });
    expect(errorOf(await staffCall(app, 'GET', 'pricing', { token: admin }))).toMatchObject({ status: 403, body: { error: CARRIER_MESSAGES.staffOnly } });
  });

  it('lets Customer service read a version but change nothing', async () => {
    const { id } = await generalInForce();
    const version = await get<VersionAnswer>(`pricing/versions/${id}`, service.token);
    expect(version).toMatchObject({ editable: false, charges: { pickup: 22.5, delivery: 22.5, forklift: 40, dangerousGoods: 55 } });
    expect(version.ppiPrices.map((p) => p.price)).toEqual([85, 55, 150]);
    expect((await post('pricing/cards/general/versions', { label: 'No', copyOf: null }, service.token)).statusCode).toBe(403);
  });

  it("pages a version's lanes and finds them by depot", async () => {
    const { id } = await generalInForce();
    const page = await get<LanesAnswer>(`pricing/versions/${id}/lanes?search=per&page=1`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.lanes.every((l) => l.depotFrom === 'PER' || l.depotTo === 'PER')).toBe(true);
  });
});

describe('a draft: copied, changed, scheduled, deleted', () => {
  it("copies a version's lanes, charges and prices per item, and changes only while a draft", async () => {
    const source = await generalInForce();
    const { version } = (await post('pricing/cards/general/versions', { label: 'Next year', copyOf: source.id })).json<VersionSaveAnswer>();
    expect(version).toMatchObject({ status: 'draft', laneCount: source.laneCount, source: `Copy of version ${source.id}`, createdBy: `Pricing ${pricing.username.match(/\d+/)![0]}` });

    const terms = { label: 'Next year', charges: { pickup: 25, delivery: 25, forklift: 45, dangerousGoods: 60 }, ppiPrices: [] };
    // General must price every entry and keep its charges.
    const refused = errorOf(await put(`pricing/versions/${version.id}`, { ...terms, charges: null }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContain(RATE_CARD_MESSAGES.generalCharges);
    expect(refused.body.errors).toContain(RATE_CARD_MESSAGES.generalPpiPrice('Standard pallet (1.2 x 1.2 m)'));
    const entries = (await get<VersionAnswer>(`pricing/versions/${version.id}`)).ppiPrices.map((p) => ({ id: p.id, price: p.price! + 5 }));
    expect((await put(`pricing/versions/${version.id}`, { ...terms, ppiPrices: entries })).json<VersionSaveAnswer>().message).toBe(RATE_CARD_MESSAGES.saved(version.id));
    expect(await get<VersionAnswer>(`pricing/versions/${version.id}`)).toMatchObject({ charges: terms.charges, editable: true });

    expect(errorOf(await post(`pricing/versions/${version.id}/schedule`, { effectiveFrom: '2026-03-02' }))).toMatchObject({
      status: 400,
      body: { error: RATE_CARD_MESSAGES.notAfterToday('2026-03-02') },
    });
    expect(errorOf(await post(`pricing/versions/${version.id}/schedule`, { effectiveFrom: '2026-02-30' }))).toMatchObject({ status: 400, body: { error: RATE_CARD_MESSAGES.notADay('2026-02-30') } });
    await post(`pricing/versions/${version.id}/schedule`, { effectiveFrom: '2027-01-01' });
    expect(errorOf(await put(`pricing/versions/${version.id}`, terms))).toMatchObject({ status: 409, body: { error: RATE_CARD_MESSAGES.notDraft(version.id, 'scheduled') } });
    expect(errorOf(await remove(`pricing/versions/${version.id}`))).toMatchObject({ status: 409, body: { error: RATE_CARD_MESSAGES.deleteNotDraft(version.id, 'scheduled') } });

    // One version of a card a day.
    const other = (await post('pricing/cards/general/versions', { label: 'Clash', copyOf: source.id })).json<VersionSaveAnswer>().version;
    expect(errorOf(await post(`pricing/versions/${other.id}/schedule`, { effectiveFrom: '2027-01-01' }))).toMatchObject({ status: 409, body: { error: RATE_CARD_MESSAGES.sameDay('2027-01-01', version.id) } });
    expect((await remove(`pricing/versions/${other.id}`)).json<VersionSaveAnswer>().message).toBe(RATE_CARD_MESSAGES.deleted(other.id));

    const back = (await post(`pricing/versions/${version.id}/unschedule`)).json<VersionSaveAnswer>();
    expect(back).toMatchObject({ message: RATE_CARD_MESSAGES.unscheduled(version.id), version: { status: 'draft', effectiveFrom: null, scheduledBy: '' } });
    expect((await post(`pricing/versions/${version.id}/unschedule`)).json<VersionSaveAnswer>().message).toBe(RATE_CARD_MESSAGES.draftAlready(version.id));
    // In force, a version is part of what priced: it stays.
    const opening = await generalInForce();
    expect(errorOf(await post(`pricing/versions/${opening.id}/unschedule`))).toMatchObject({ status: 409, body: { error: RATE_CARD_MESSAGES.notScheduled(opening.id, 'in force') } });
    await remove(`pricing/versions/${version.id}`);
  });

  it("makes a customer's card: an empty draft leaves charges and prices to General", async () => {
    const { version, companyId } = (await post(`pricing/cards/${acmeId}/versions`, { label: 'Acme 2027', copyOf: null })).json<VersionSaveAnswer>();
    expect(companyId).toBe(acmeId);
    expect(version).toMatchObject({ cardName: ACME, laneCount: 0 });
    const terms = await get<VersionAnswer>(`pricing/versions/${version.id}`);
    expect(terms).toMatchObject({ charges: null, generalCharges: { pickup: 22.5 } });
    expect(terms.ppiPrices[0]).toMatchObject({ price: null, generalPrice: 85 });
    const general = await generalInForce();
    expect(errorOf(await post(`pricing/cards/${acmeId}/versions`, { label: 'Wrong', copyOf: general.id }))).toMatchObject({
      status: 400,
      body: { error: RATE_CARD_MESSAGES.copyOfOtherCard(general.id, ACME) },
    });
    await remove(`pricing/versions/${version.id}`);
    // Acme's administrators see what staff did to its card; General's changes are the staff's trail only.
    const trail = await db.selectFrom('auditEvents').select(['action', 'target', 'companyId', 'staffUserId']).where('target', '=', `${ACME} version ${version.id}`).orderBy('id').execute();
    expect(trail).toEqual([
      { action: 'rate-version-created', target: `${ACME} version ${version.id}`, companyId: acmeId, staffUserId: pricing.id },
      { action: 'rate-version-deleted', target: `${ACME} version ${version.id}`, companyId: acmeId, staffUserId: pricing.id },
    ]);
  });
});

describe('prices that stay as quoted', () => {
  it('prices quotes by the version in force on their day; an old quote and its conversion keep their price', async () => {
    const before: QuoteNewAnswer = await toPerth();
    await call(app, 'POST', 'quote', { token: admin, body: { quoteNumber: before.quoteNumber, version: before.version } });
    const opening = await generalInForce();
    expect(await db.selectFrom('quotes').select(['rateVersionId', 'levyMonth']).where('price', '=', before.quotePrice).executeTakeFirst()).toEqual({
      rateVersionId: opening.id,
      levyMonth: '2026-03',
    });

    const rise = await raisedGeneral(1.1, '2026-03-03');
    // 23:59 in Brisbane: still the day before, still the old prices.
    await moveClock(Date.UTC(2026, 2, 2, 13, 59));
    expect((await toPerth()).quotePrice).toBe(before.quotePrice);
    // 00:00 in Brisbane: the rise is in force.
    await moveClock(Date.UTC(2026, 2, 2, 14, 0));
    const after = await toPerth();
    expect(after.quotePrice).toBeGreaterThan(before.quotePrice);
    expect(await db.selectFrom('quotes').select('rateVersionId').where('price', '=', after.quotePrice).executeTakeFirstOrThrow()).toEqual({ rateVersionId: rise });

    const second = await raisedGeneral(1.2, '2026-03-04');
    await moveClock(clock.now() + 24 * HOUR);
    expect((await toPerth()).quotePrice).toBeGreaterThan(after.quotePrice);
    expect((await generalInForce()).id).toBe(second);

    // Two versions on, the first quote reads as it was priced, and its conversion keeps that price.
    expect(await storedQuote(before.quoteNumber)).toMatchObject({ quotePrice: before.quotePrice, breakdown: before.breakdown });
    const receiver = { ...RECEIVER, streetAddress: '12 Pilbara Street', suburb: 'Welshpool', state: 'WA', postCode: '6106' };
    const body = { ...pickupDraft({ quoteNumber: before.quoteNumber, freightList: before.freightList, receiver }), pickupOrConsignment: 0 };
    const converted = await call(app, 'POST', 'quoteConvert', { token: admin, body });
    expect(converted.statusCode, converted.body).toBe(200);
    const { pickupNumber } = converted.json<PickupSaveAnswer>();
    const { conNumber } = (await call(app, 'POST', 'pickups/convert', { token: admin, body: { pickupNumber, conNumber: '', ExtraEmail: '' } })).json<PickupConvertAnswer>();
    const view = (await call(app, 'GET', 'consignment', { token: admin, query: { conNumber } })).json<ConsignmentView>();
    expect(view).toMatchObject({ quotePrice: before.quotePrice, breakdown: { total: before.quotePrice } });
  });

  it("prices a customer's lane with its card's own charges, and a lane that fell back to General with General's", async () => {
    const acme = (await get<CardAnswer>(`pricing/cards/${acmeId}`)).versions.find((v) => v.status === 'in force')!;
    const { version } = (await post(`pricing/cards/${acmeId}/versions`, { label: 'Acme charges', copyOf: acme.id })).json<VersionSaveAnswer>();
    const charges = { pickup: 30, delivery: 31, forklift: 45, dangerousGoods: 60 };
    expect((await put(`pricing/versions/${version.id}`, { label: 'Acme charges', charges, ppiPrices: [] })).statusCode).toBe(200);
    const day = new Date(clock.now() + 24 * HOUR + 10 * HOUR).toISOString().slice(0, 10);
    expect((await post(`pricing/versions/${version.id}/schedule`, { effectiveFrom: day })).statusCode).toBe(200);
    await moveClock(clock.now() + 24 * HOUR);
    // Brisbane to Sydney is on Acme's card; Brisbane to Perth is General's.
    expect((await createQuote(app, admin)).breakdown).toMatchObject({ card: 'customer', pickupCharge: 30, deliveryCharge: 31 });
    expect((await toPerth()).breakdown).toMatchObject({ card: 'general', pickupCharge: 22.5, deliveryCharge: 22.5 });
  });
});
