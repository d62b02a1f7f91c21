import { describe, expect, it } from 'vitest';
import { DROP_FREIGHT_STATUS_BOOKED, type DropFreightSaveAnswer, type QuoteDropFreightAnswer } from '@portal/domain/api/drop-freight';
import type { PickupSaveAnswer } from '@portal/domain/api/pickup';
import type { DuplicateAnswer, QuoteNewAnswer } from '@portal/domain/api/quote';
import type { UserRow } from '@portal/domain/account/users';
import { ACME, COASTAL, ROLE } from '../db/seed/demo-users';
import { newRow, rowOf } from '../modules/users/test-rows';
import { pickupIdOf, quoteIdOf } from '../db/record-numbers';
import { call, login } from '../test/api';
import { createdDraft, numberingDraft, startDropFreight } from '../test/drop-freight-drafts';
import { buildRole, buildUser, companyIdByName, userIdByUsername } from '../test/factories';
import { createPickup, pickupDraft } from '../test/pickup-drafts';
import { createQuote, quoteDraft } from '../test/quote-drafts';
import { testApp } from '../test/test-app';
import { acceptedQuote } from './access-world';

// Issue 13, mass assignment: what only the server decides (the company, the record's number and
// status, who made it, prices and levies, acceptance) cannot be set by a client. Every write
// route gets a valid payload plus fields claiming otherwise; the stored row keeps the server's values.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const bookerId = await userIdByUsername(db, 'booker');
const coastalUserId = await userIdByUsername(db, 'coastal');
const admin = await login(app, 'admin', { companyId: acmeId });

/** Fields a forged request adds: another company, owner, number, status, prices, rights and versions. */
const FORGED = {
  companyId: coastalId,
  company: { id: coastalId, name: COASTAL },
  id: 4242,
  number: 'FP424242424',
  createdBy: coastalUserId,
  createdAt: 0,
  price: 0.01,
  total: 0.01,
  quotePrice: 0.01,
  fuelLevy: 0,
  fuelLevyPercent: 0,
  levy: 0,
  breakdown: { total: 0.01 },
  accepted: true,
  validUntil: 8_000_000_000_000,
  role: 1,
  permissions: { Users: { view: true, add: true, edit: true, delete: true } },
  isAdmin: true,
};

const quoteRow = (n: string) => db.selectFrom('quotes').selectAll().where('id', '=', quoteIdOf(n)!).executeTakeFirstOrThrow();
const pickupRow = (n: string) => db.selectFrom('pickups').selectAll().where('id', '=', pickupIdOf(n)!).executeTakeFirstOrThrow();
const conRow = (n: string) => db.selectFrom('consignments').selectAll().where('number', '=', n).executeTakeFirstOrThrow();
const post = async <T>(path: string, body: unknown, status = 200): Promise<T> => {
  const response = await call(app, 'POST', path, { token: booker, body });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
  return response.json<T>();
};

/** What the server alone decides about a quote, to compare with an honest twin's. */
const pricing = async (n: string) => {
  const { price, fuelLevyPercent, breakdown, accepted, companyId, createdBy, validUntil, createdAt } = await quoteRow(n);
  return { price, fuelLevyPercent, breakdown, accepted, companyId, createdBy, validUntil: validUntil - createdAt };
};

describe('quotes', () => {
  it('quoteNew and re-pricing keep the server price, levy, company, owner and acceptance', async () => {
    const honest = await createQuote(app, booker);
    const forged = await post<QuoteNewAnswer>('quoteNew', { ...quoteDraft(), ...FORGED });
    expect(forged.quoteNumber).not.toBe(FORGED.number);
    const expected = { ...(await pricing(honest.quoteNumber)), accepted: 0, companyId: acmeId, createdBy: bookerId };
    expect(await pricing(forged.quoteNumber)).toEqual(expected);
    await post('quoteNew', { ...quoteDraft({ quoteNumber: forged.quoteNumber, version: 1 }), ...FORGED });
    expect(await pricing(forged.quoteNumber)).toEqual(expected);
    expect((await quoteRow(forged.quoteNumber)).version).toBe(2);
  });

  it('refuses a version the quote never had, and acceptQuote takes only the number and version', async () => {
    const { quoteNumber } = await createQuote(app, booker);
    expect((await call(app, 'POST', 'quoteNew', { token: booker, body: quoteDraft({ quoteNumber, version: 7 }) })).statusCode).toBe(409);
    expect((await call(app, 'POST', 'quote', { token: booker, body: { quoteNumber, version: 7 } })).statusCode).toBe(409);
    const before = await pricing(quoteNumber);
    await post('quote', { quoteNumber, version: 1, ...FORGED, accepted: false });
    expect(await pricing(quoteNumber)).toEqual({ ...before, accepted: 1 });
  });

  it('duplicateQuote makes an unaccepted quote of the caller, priced by the server', async () => {
    const { quoteNumber } = await createQuote(app, booker);
    const copy = await post<DuplicateAnswer>('quotes/duplicate', { quoteNumber, ...FORGED });
    expect(await pricing(copy.recordNumber)).toMatchObject({ accepted: 0, companyId: acmeId, createdBy: bookerId, price: (await quoteRow(quoteNumber)).price });
  });
});

describe('pickups', () => {
  const SERVER_FIELDS = { status: 1, conNumber: 'FP424242424', pickupNumber: 'P0000001', readyAt: '2020-01-01 00:00', scheduleDay: '2020-01-01', bookedAt: 1 };

  it('pickupNew numbers and owns the pickup itself, at status 0, whatever number the draft names', async () => {
    const existing = await createPickup(app, booker);
    const saved = await post<PickupSaveAnswer>('pickups/new', { ...pickupDraft({ ...SERVER_FIELDS, pickupNumber: existing.pickupNumber }), ...FORGED });
    expect(saved.pickupNumber).not.toBe(existing.pickupNumber);
    expect(await pickupRow(saved.pickupNumber)).toMatchObject({ companyId: acmeId, createdBy: bookerId, status: 0, quoteId: null });
    expect(await pickupRow(existing.pickupNumber)).toMatchObject({ status: 0, version: 1 });
  });

  it('pickupEdit keeps status, company and owner; a version it never had is refused', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    await post('pickups/edit', { ...pickupDraft({ ...SERVER_FIELDS, pickupNumber, version: 1 }), ...FORGED });
    expect(await pickupRow(pickupNumber)).toMatchObject({ companyId: acmeId, createdBy: bookerId, status: 0, version: 2 });
    expect((await call(app, 'POST', 'pickups/edit', { token: booker, body: pickupDraft({ pickupNumber, version: 9 }) })).statusCode).toBe(409);
  });

  it('quoteConvert books the quote for the caller and leaves its price alone', async () => {
    const quoteNumber = await acceptedQuote(app, booker);
    const before = await pricing(quoteNumber);
    const saved = await post<PickupSaveAnswer>('quoteConvert', { ...pickupDraft({ ...SERVER_FIELDS, quoteNumber }), pickupOrConsignment: 0, ...FORGED });
    expect(await pickupRow(saved.pickupNumber)).toMatchObject({ companyId: acmeId, createdBy: bookerId, status: 0, quoteId: quoteIdOf(quoteNumber) });
    expect(await pricing(quoteNumber)).toEqual(before);
  });

  it('duplicatePickup copies into the caller company at status 0', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    const copy = await post<DuplicateAnswer>('pickups/duplicate', { pickupNumber, ...FORGED, status: 1 });
    expect(await pickupRow(copy.recordNumber)).toMatchObject({ companyId: acmeId, createdBy: bookerId, status: 0 });
  });
});

describe('drop freight', () => {
  it('dropFreightNew refuses a draft claiming to be booked, and numbers a draft itself', async () => {
    expect((await call(app, 'POST', 'directdropfreight/new', { token: booker, body: numberingDraft({ status: DROP_FREIGHT_STATUS_BOOKED }) })).statusCode).toBe(400);
    const saved = await post<DropFreightSaveAnswer>('directdropfreight/new', { ...numberingDraft(), ...FORGED });
    expect(saved.recordNumber).not.toBe(FORGED.number);
    expect(await conRow(saved.recordNumber)).toMatchObject({ companyId: acmeId, createdBy: bookerId, status: 2, quoteId: null });
  });

  it('dropFreightEdit keeps company, owner and number; a version it never had is refused', async () => {
    const conNumber = await startDropFreight(app, booker);
    await post('directdropfreight/edit', { ...createdDraft(conNumber), ...FORGED });
    expect(await conRow(conNumber)).toMatchObject({ companyId: acmeId, createdBy: bookerId, status: 2, version: 2 });
    expect((await call(app, 'POST', 'directdropfreight/edit', { token: booker, body: createdDraft(conNumber, { version: 9 }) })).statusCode).toBe(409);
  });

  it("quoteDropFreight and duplicateDropFreight keep the caller's company and the quote's price", async () => {
    const quoteNumber = await acceptedQuote(app, booker, { pickupRequired: 1 });
    const before = await pricing(quoteNumber);
    const { conNumber } = await post<QuoteDropFreightAnswer>('dropfreight', { ...numberingDraft({ quoteNumber }), convertQuote: true, ...FORGED });
    expect(await conRow(conNumber)).toMatchObject({ companyId: acmeId, createdBy: bookerId, status: 2, quoteId: quoteIdOf(quoteNumber) });
    expect(await pricing(quoteNumber)).toEqual(before);
    const booked = await startDropFreight(app, booker);
    await post('directdropfreight/edit', createdDraft(booked, { status: DROP_FREIGHT_STATUS_BOOKED }));
    const copy = await post<DuplicateAnswer>('directdropfreight/duplicate', { recordNumber: booked, ...FORGED, status: 1 });
    expect(await conRow(copy.recordNumber)).toMatchObject({ companyId: acmeId, createdBy: bookerId, status: 2 });
  });
});

describe('account', () => {
  it('saveSettings changes name, phone and e-mail only', async () => {
    const token = await login(app, 'accounts', { companyId: acmeId });
    const settings = (await call(app, 'GET', 'settings', { token })).json<{ version: number }>();
    const body = { name: 'Ava A', phone: '(07) 5550 0199', email: 'ava@acmehardware.example', version: settings.version, ...FORGED, username: 'takeover', role: 'Administrator' };
    expect((await call(app, 'POST', 'settings', { token, body })).statusCode).toBe(200);
    const user = await db.selectFrom('users').selectAll().where('username', '=', 'accounts').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Ava A', isAdmin: 0 });
    const membership = await db.selectFrom('memberships').selectAll().where('userId', '=', user.id).execute();
    expect(membership).toEqual([expect.objectContaining({ companyId: acmeId, roleId: 3 })]);
    expect((await call(app, 'POST', 'settings', { token, body: { ...body, version: settings.version + 5 } })).statusCode).toBe(409);
  });
});

describe('saveUsers', () => {
  const save = (token: string, users: Partial<UserRow>[]) => call(app, 'POST', 'users', { token, body: { users } });
  const userOf = (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const membershipsOf = (userId: number) => db.selectFrom('memberships').select(['companyId', 'roleId']).where('userId', '=', userId).execute();

  it('adds a user to the caller company only, never as isAdmin, whatever the row claims', async () => {
    expect((await save(admin, [{ ...newRow({ username: 'forged1' }), ...FORGED, id: 0, role: ROLE.readOnly }])).statusCode).toBe(200);
    const id = await userIdByUsername(db, 'forged1');
    expect(await userOf(id)).toMatchObject({ isAdmin: 0 });
    expect(await membershipsOf(id)).toEqual([{ companyId: acmeId, roleId: ROLE.readOnly }]);
  });

  it("never touches another company's user, and refuses a version the row never had", async () => {
    const before = await userOf(coastalUserId);
    const foreign = { id: coastalUserId, name: 'Taken Over', username: 'coastal', email: 'x@test.example', role: ROLE.administrator, enabled: true, resetPassword: false, version: before.version };
    expect((await save(admin, [foreign])).statusCode).toBe(404);
    expect(await userOf(coastalUserId)).toEqual(before);
    expect(await membershipsOf(coastalUserId)).toEqual([{ companyId: coastalId, roleId: ROLE.bookingOfficer }]);
    const mine = await buildUser(db, { companyId: acmeId, role: ROLE.readOnly });
    expect((await save(admin, [rowOf(mine, { role: ROLE.readOnly, name: 'Renamed', version: 5 })])).statusCode).toBe(409);
  });

  it('lets a manager who is not isAdmin grant nothing beyond what they hold', async () => {
    const managerRole = await buildRole(db, { Users: ['view', 'add', 'edit'], Quotations: ['view'] });
    const viewerRole = await buildRole(db, { Quotations: ['view'] });
    const manager = await buildUser(db, { companyId: acmeId, role: managerRole });
    const token = await login(app, manager.username, { password: manager.password });
    const member = await buildUser(db, { companyId: acmeId, role: viewerRole });
    // A new user with a role beyond the manager's, a role change, or an administrator to edit: refused.
    expect((await save(token, [newRow({ username: 'forged2', role: ROLE.bookingOfficer })])).statusCode).toBe(403);
    expect((await save(token, [rowOf(member, { role: managerRole })])).statusCode).toBe(403);
    const acmeAdmin = await buildUser(db, { companyId: acmeId, role: viewerRole, isAdmin: true });
    expect((await save(token, [rowOf(acmeAdmin, { role: viewerRole, name: 'Renamed' })])).statusCode).toBe(403);
    // Within their own access a change saves, and the forged rights in the row are ignored.
    expect((await save(token, [{ ...rowOf(member, { role: viewerRole, name: 'Renamed' }), ...FORGED, id: member.id, role: viewerRole }])).statusCode).toBe(200);
    expect(await userOf(member.id)).toMatchObject({ name: 'Renamed', isAdmin: 0 });
    expect(await membershipsOf(member.id)).toEqual([{ companyId: acmeId, roleId: viewerRole }]);
    expect(await membershipsOf(manager.id)).toEqual([{ companyId: acmeId, roleId: managerRole }]);
  });
});
