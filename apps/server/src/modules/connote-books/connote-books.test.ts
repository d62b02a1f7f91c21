import { describe, expect, it } from 'vitest';
import {
  CONNOTE_BOOK_CALL_MESSAGES,
  type AllotBookAnswer,
  type ConnoteBooksAnswer,
  type ElectronicConnotesAnswer,
} from '@portal/domain/carrier/connote-book-calls';
import { CONNOTE_BOOK_MESSAGES, overlapMessage, type AllottedBook } from '@portal/domain/carrier/connote-books';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { CONNOTE_MESSAGES, connoteNumberOf } from '@portal/domain/consignment/connote-number';
import { DEMO_CONNOTE_BOOKS } from '../../db/seed/connote-books';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { bookConsignment } from '../../test/consignments';
import { buildCompany, companyIdByName } from '../../test/factories';
import { startDropFreight } from '../../test/drop-freight-drafts';
import { createPickup } from '../../test/pickup-drafts';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';

// The back office's connote books (issue 26): a book allotted to a company, overlapping no
// other book (its own company's included), each listed with its use; the portal's electronic
// connotes counted per company. The 90% notice has its own file (nearly-used-notice.test.ts).

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const operations = await signedInStaff(app, db, clock, 'Operations');
const customerService = await signedInStaff(app, db, clock, 'Customer service');
const booker = await login(app, 'booker', { companyId: acmeId });

const allot = (companyId: number, body: unknown, token = operations.token) => staffCall(app, 'POST', `companies/${companyId}/connote-books`, { token, body });
const books = async (query = '', token = customerService.token) => {
  const response = await staffCall(app, 'GET', `connote-books${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConnoteBooksAnswer>();
};
const [acmeDemo] = DEMO_CONNOTE_BOOKS[ACME];
const coastalDemo = DEMO_CONNOTE_BOOKS[COASTAL][0]!;
const named = (companyId: number, companyName: string, range: { firstSerial: number; lastSerial: number }, id = 0): AllottedBook => ({ id, companyId, companyName, ...range });

describe('POST companies/{id}/connote-books', () => {
  it('allots a book to the company named by the path, and answers it with its use', async () => {
    const company = await buildCompany(db, { name: 'Bayside Timber Pty Ltd' });
    // A forged company id in the body is not read: the path names the company.
    const response = await allot(company.id, { firstSerial: 30_000_000, lastSerial: 30_000_499, companyId: acmeId });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<AllotBookAnswer>();
    expect(answer).toMatchObject({
      success: true,
      companyId: company.id,
      message: 'Connote book FP300000007 to FP300004991 allotted to Bayside Timber Pty Ltd.',
      book: { companyId: company.id, companyName: 'Bayside Timber Pty Ltd', span: 'FP300000007 to FP300004991', size: 500, used: 0, remaining: 500, percentUsed: 0, nearlyUsedNoticeAt: null },
    });
    const rows = await db.selectFrom('connoteBooks').selectAll().where('companyId', '=', company.id).execute();
    expect(rows).toMatchObject([{ id: answer.book.id, firstSerial: 30_000_000, lastSerial: 30_000_499, createdAt: clock.now() }]);
  });

  it("refuses a range overlapping another company's book or the company's own, naming both ranges", async () => {
    const inside = { firstSerial: 10_000_100, lastSerial: 10_000_199 };
    const coastalAcross = await allot(coastalId, inside);
    expect(errorOf(coastalAcross)).toMatchObject({ status: 400, body: { error: overlapMessage({ ...inside, companyId: coastalId }, named(acmeId, ACME, acmeDemo!)) } });
    expect(coastalAcross.json<{ error: string }>().error).toBe(`FP100001007 to FP100001999 overlaps the book FP100000009 to FP100009992 of ${ACME}.`);

    const acmeOwn = await allot(acmeId, { firstSerial: 9_999_990, lastSerial: 10_000_000 });
    expect(acmeOwn.json<{ error: string }>().error).toBe("FP099999906 to FP100000009 overlaps this company's own book FP100000009 to FP100009992.");
    const around = await allot(acmeId, { firstSerial: 19_999_000, lastSerial: 20_001_000 });
    expect(errorOf(around).body.error).toBe(overlapMessage({ firstSerial: 19_999_000, lastSerial: 20_001_000, companyId: acmeId }, named(coastalId, COASTAL, coastalDemo)));
    expect(await db.selectFrom('connoteBooks').select('id').where('firstSerial', 'in', [10_000_100, 9_999_990, 19_999_000]).execute()).toEqual([]);
  });

  it('takes a range that only touches another book', async () => {
    const after = await allot(coastalId, { firstSerial: coastalDemo.lastSerial + 1, lastSerial: coastalDemo.lastSerial + 100 });
    expect(after.statusCode, after.body).toBe(200);
    const before = await allot(acmeId, { firstSerial: acmeDemo!.firstSerial - 10, lastSerial: acmeDemo!.firstSerial - 1 });
    expect(before.statusCode, before.body).toBe(200);
  });

  it('refuses a range that is no book, each field with its sentence', async () => {
    const backwards = await allot(acmeId, { firstSerial: 40_000_010, lastSerial: 40_000_000 });
    expect(errorOf(backwards)).toMatchObject({ status: 400, body: { error: CONNOTE_BOOK_MESSAGES.lastBeforeFirst } });
    const electronic = await allot(acmeId, { firstSerial: 89_999_990, lastSerial: 90_000_010 });
    expect(errorOf(electronic).body.error).toBe(CONNOTE_BOOK_MESSAGES.electronic('Last serial'));
    const both = await allot(acmeId, { firstSerial: 1.5, lastSerial: -1 });
    expect(errorOf(both).body.errors).toEqual([CONNOTE_BOOK_MESSAGES.notSerial('First serial'), CONNOTE_BOOK_MESSAGES.notSerial('Last serial')]);
    const typed = await allot(acmeId, { firstSerial: 'FP400000005', lastSerial: 40_000_001 });
    expect(typed.statusCode).toBe(400);
    expect(errorOf(typed).body.error).toMatch(/firstSerial/i);
  });

  it('answers 404 for a company there is not, and 403 to a role that may only read books', async () => {
    expect(errorOf(await allot(999_999, { firstSerial: 41_000_000, lastSerial: 41_000_009 }))).toMatchObject({
      status: 404,
      body: { error: CONNOTE_BOOK_CALL_MESSAGES.noCompany(999_999) },
    });
    const refused = await allot(acmeId, { firstSerial: 41_000_000, lastSerial: 41_000_009 }, customerService.token);
    expect(errorOf(refused)).toMatchObject({ status: 403, body: { error: CARRIER_MESSAGES.roleDenied } });
  });

  it('gives the customer a book its bookings take manual connotes from', async () => {
    const range = { firstSerial: 42_000_000, lastSerial: 42_000_099 };
    expect((await allot(acmeId, range)).statusCode).toBe(200);
    const conNumber = connoteNumberOf(42_000_007);
    expect(await bookConsignment(app, booker, {}, conNumber)).toBe(conNumber);
    // Coastal's bookings cannot take it: the book is Acme's.
    const coastal = await login(app, 'coastal', { companyId: coastalId });
    const { pickupNumber } = await createPickup(app, coastal);
    const refused = await call(app, 'POST', 'pickups/convert', { token: coastal, body: { pickupNumber, conNumber: connoteNumberOf(42_000_008), ExtraEmail: '' } });
    expect(errorOf(refused)).toMatchObject({ status: 400, body: { error: CONNOTE_MESSAGES.notInBooks(connoteNumberOf(42_000_008)) } });
  });
});

describe('GET connote-books', () => {
  it("lists a company's books with their use: consignments, drop-freight drafts and retired numbers", async () => {
    await allot(acmeId, { firstSerial: 43_000_000, lastSerial: 43_000_009 });
    await allot(acmeId, { firstSerial: 43_000_100, lastSerial: 43_000_103 });
    await bookConsignment(app, booker, {}, connoteNumberOf(43_000_000));
    await startDropFreight(app, booker, { conType: 'preManual', conNumber: connoteNumberOf(43_000_002) });
    // A swept drop-freight draft's number stays used (decision 0040).
    await db.insertInto('retiredConnotes').values({ number: connoteNumberOf(43_000_005), companyId: acmeId, retiredAt: clock.now() }).execute();
    const answer = await books(`?companyId=${acmeId}`);
    expect(answer).toMatchObject({ page: 1, pageSize: 50, company: { id: acmeId, name: ACME } });
    expect(answer.books.every((b) => b.companyId === acmeId)).toBe(true);
    expect(answer.total).toBe(answer.books.length);
    const mine = answer.books.filter((b) => b.firstSerial >= 43_000_000 && b.lastSerial < 43_001_000);
    expect(mine.map((b) => [b.span, b.size, b.used, b.remaining, b.percentUsed])).toEqual([
      ['FP430000000 to FP430000091', 10, 3, 7, 30],
      ['FP430001008 to FP430001032', 4, 0, 4, 0],
    ]);
  });

  it("lists every company's books by company name, a page at a time, to every role that reads companies", async () => {
    const pricing = await signedInStaff(app, db, clock, 'Pricing');
    const all = await books('', pricing.token);
    expect(all.company).toBeNull();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const names = all.books.map((b) => b.companyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const acme = all.books.find((b) => b.companyId === acmeId && b.firstSerial === acmeDemo!.firstSerial)!;
    // The demo history and the tests above took some of Acme's first book.
    const taken = await db.selectFrom('consignments').select('number').where('number', '>=', 'FP10000000').where('number', '<=', 'FP100009999').execute();
    expect(acme).toMatchObject({ used: taken.length, remaining: 1000 - taken.length });
    expect(errorOf(await staffCall(app, 'GET', 'connote-books?companyId=999999', { token: pricing.token }))).toMatchObject({ status: 404 });
    expect((await staffCall(app, 'GET', 'connote-books?page=0', { token: pricing.token })).statusCode).toBe(400);
  });
});

describe('GET electronic-connotes', () => {
  it('counts the electronic connotes issued per company, with the last one issued', async () => {
    const before = (await staffCall(app, 'GET', `electronic-connotes?companyId=${acmeId}`, { token: customerService.token })).json<ElectronicConnotesAnswer>();
    clock.advance(60_000);
    await bookConsignment(app, await login(app, 'booker', { companyId: acmeId }));
    const response = await staffCall(app, 'GET', `electronic-connotes?companyId=${acmeId}`, { token: customerService.token });
    expect(response.statusCode).toBe(200);
    const answer = response.json<ElectronicConnotesAnswer>();
    expect(answer.company).toEqual({ id: acmeId, name: ACME });
    expect(answer.companies).toEqual([{ companyId: acmeId, companyName: ACME, issued: (before.companies[0]?.issued ?? 0) + 1, lastIssuedAt: clock.now() }]);
    const everyone = (await staffCall(app, 'GET', 'electronic-connotes', { token: operations.token })).json<ElectronicConnotesAnswer>();
    expect(everyone.company).toBeNull();
    expect(everyone.companies.map((c) => c.companyId)).toContain(acmeId);
  });
});
