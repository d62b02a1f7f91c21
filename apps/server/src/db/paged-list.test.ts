import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '@portal/domain/api/list-page';
import { BAD_CURSOR } from '@portal/domain/lists/list-schema';
import type { Party } from '@portal/domain/api/party';
import { ACME, ROLE } from './seed/demo-users';
import { call, errorOf, login } from '../test/api';
import { bookConsignment, deliver } from '../test/consignments';
import { startDropFreight } from '../test/drop-freight-drafts';
import { buildCompany, buildUser, companyIdByName } from '../test/factories';
import { createPickup, RECEIVER } from '../test/pickup-drafts';
import { createQuote, SUBURBS } from '../test/quote-drafts';
import { testApp } from '../test/test-app';

// The four record lists and the PODs list page alike (issue 12, decision 0029): newest first, without gaps or
// repeats across pages, within 30 days, searched by number, reference and party with LIKE's
// wildcards taken literally, and only ever the caller's company's rows.

const { app, db, clock } = await testApp();
const DAY = 86_400_000;
const company = await buildCompany(db);
const user = await buildUser(db, { companyId: company.id, role: ROLE.administrator });
const token = await login(app, user.username, { password: user.password });
const acme = await login(app, 'admin', { companyId: await companyIdByName(db, ACME) });

/** What a test row differs in: its reference and its receiver (a business, or a quote's suburb). */
interface Marks {
  ref: string;
  receiver: 'plain' | 'hobart';
}
const HOBART_RECEIVER: Party = { ...RECEIVER, company: 'Salamanca Joinery', suburb: 'Hobart', state: 'TAS', postCode: '7000' };
const receiverOf = (marks: Marks) => (marks.receiver === 'hobart' ? HOBART_RECEIVER : RECEIVER);

interface ListCase {
  path: string;
  rows: string;
  numberKey: string;
  /** Books one record; its number. */
  create: (marks: Marks) => Promise<string>;
  /** A search that finds the Hobart receiver's row by its party. */
  party: string;
  /** What every request of the list carries (the PODs list's docType). */
  fixed?: Record<string, string>;
}

const LISTS: ListCase[] = [
  {
    path: 'quotes',
    rows: 'quotes',
    numberKey: 'quoteNum',
    create: async (marks) => (await createQuote(app, token, { customerRef: marks.ref, receiver: marks.receiver === 'hobart' ? SUBURBS.hobart : SUBURBS.alexandria })).quoteNumber,
    party: 'hobart',
  },
  {
    path: 'pickups/list',
    rows: 'pickups',
    numberKey: 'pickupNum',
    create: async (marks) => (await createPickup(app, token, { pickupRef: marks.ref, receiver: receiverOf(marks) })).pickupNumber,
    party: 'salamanca JOINERY',
  },
  {
    path: 'directdropfreight/existing',
    rows: 'quotes',
    numberKey: 'quoteNum',
    create: (marks) => startDropFreight(app, token, { customerRef: marks.ref, receiver: receiverOf(marks) }),
    party: 'Salamanca',
  },
  {
    path: 'consignments',
    rows: 'consignments',
    numberKey: 'conNumber',
    create: (marks) => bookConsignment(app, token, { pickupRef: marks.ref, receiver: receiverOf(marks) }),
    party: 'joinery',
  },
  {
    // Issue 24: the PODs list, paged and searched as the others are; a POD is listed once signed.
    path: 'documents/list',
    rows: 'documents',
    numberKey: 'docRN',
    fixed: { docType: 'POD' },
    create: async (marks) => {
      const conNumber = await bookConsignment(app, token, { pickupRef: marks.ref, receiver: receiverOf(marks) });
      await deliver(app, conNumber, 'Pat Signer');
      return conNumber;
    },
    party: 'joinery',
  },
];

interface Page {
  since: number;
  next: string | null;
  rows: string[];
}

async function page(list: ListCase, as: string, query: Record<string, string> = {}): Promise<Page> {
  const response = await call(app, 'GET', list.path, { token: as, query: { ...list.fixed, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<Record<string, unknown> & { since: number; next: string | null }>();
  const rows = answer[list.rows] as Record<string, string>[];
  return { since: answer.since, next: answer.next, rows: rows.map((row) => row[list.numberKey]!) };
}

/** Every page of a list, following `next`. */
async function walk(list: ListCase, query: Record<string, string> = {}): Promise<{ numbers: string[]; pages: number }> {
  const numbers: string[] = [];
  let before: string | null = null;
  let pages = 0;
  do {
    const answer: Page = await page(list, token, before ? { ...query, before } : query);
    numbers.push(...answer.rows);
    before = answer.next;
    pages += 1;
  } while (before !== null && pages < 10);
  return { numbers, pages };
}

describe.each(LISTS)('GET $path', (list) => {
  it('pages newest first without gaps or repeats, within 30 days', { timeout: 60_000 }, async () => {
    const start = clock.now();
    clock.advance(-31 * DAY);
    const old = await list.create({ ref: 'OLD-1', receiver: 'plain' });
    clock.set(start);
    const created: string[] = [];
    for (let i = 0; i < LIST_PAGE_SIZE + 6; i += 1) {
      created.push(await list.create({ ref: `PAGE-${i}`, receiver: 'plain' }));
      // Three rows share each moment: the id orders them, and a page may end between them.
      if (i % 3 === 2) clock.advance(1000);
    }
    const first = await page(list, token);
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    expect(first.since).toBe(clock.now() - 30 * DAY);
    expect(first.next).not.toBeNull();

    const { numbers, pages } = await walk(list);
    expect(pages).toBe(2);
    expect(numbers).toEqual([...created].reverse());
    expect(numbers).not.toContain(old);
  });

  it('searches by number, reference and party, taking % and _ literally', async () => {
    const wild = await list.create({ ref: 'RATE_50%OFF', receiver: 'plain' });
    const tame = await list.create({ ref: 'RATEX50-OFF', receiver: 'hobart' });
    const search = async (text: string) => (await walk(list, { search: text })).numbers;

    expect(await search(wild)).toEqual([wild]);
    // Any part of a number, and case is ignored.
    expect(await search(` ${wild.slice(1).toLowerCase()} `)).toContain(wild);
    expect(await search('rate_50%')).toEqual([wild]);
    expect(await search('ratex50')).toEqual([tame]);
    expect(await search('%')).toEqual([wild]);
    expect(await search('RATE_')).toEqual([wild]);
    expect(await search(list.party)).toEqual([tame]);
    expect(await search('no such thing')).toEqual([]);
    // Never across two columns (migration 0013 joins them with a control character, which a
    // search drops): the number's end and the reference's start.
    expect(await search(`${wild.slice(-2)}RATE_50`)).toEqual([]);
    expect(await search(`${wild.slice(-2)}\u001fRATE_50`)).toEqual([]);
  });

  it("shows only the caller's company's rows, whatever cursor it is given", async () => {
    const ours = new Set((await walk(list)).numbers);
    const theirs = await page(list, acme);
    expect(theirs.rows.some((number) => ours.has(number))).toBe(false);
    // Acme's cursor only says where to start in our own rows.
    const cursor = theirs.next ?? `${clock.now()}.999999`;
    const mixed = await page(list, token, { before: cursor });
    expect(mixed.rows.every((number) => ours.has(number))).toBe(true);
  });

  it('refuses a malformed cursor and a long search with a 400 naming the field', async () => {
    for (const before of ['page-2', '12', '1.0', "1.2' or 1=1"]) {
      const refused = errorOf(await call(app, 'GET', list.path, { token, query: { ...list.fixed, before } }));
      expect(refused).toMatchObject({ status: 400, body: { error: `before: ${BAD_CURSOR}` } });
    }
    const long = errorOf(await call(app, 'GET', list.path, { token, query: { ...list.fixed, search: 'x'.repeat(101) } }));
    expect(long).toMatchObject({ status: 400, body: { error: 'search: must be at most 100 characters' } });
  });
});
