import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ConsignmentsAnswer } from '@portal/domain/api/consignment';
import { ACME, COASTAL } from './seed/demo-users';
import { summedChanges } from './company-changes';
import { openDatabase } from './database';
import { call, login } from '../test/api';
import { bookConsignment, deliver, scan } from '../test/consignments';
import { companyIdByName } from '../test/factories';
import { createQuote } from '../test/quote-drafts';
import { testApp } from '../test/test-app';
import { listCache, PAGES_KEPT } from './list-cache';

// Decision 0038: a list's pages are kept while their company's count of changes (the triggers of
// migrations 0016 and 0017) stands; a page is never older than the committed rows.

const { app, db, config, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: coastalId });
const DAY = 86_400_000;

const consignments = async (token: string) => (await call(app, 'GET', 'consignments', { token })).json<ConsignmentsAnswer>().consignments;
const rowOf = async (token: string, conNumber: string) => (await consignments(token)).find((row) => row.conNumber === conNumber);

/** The company's count of changes as committed now (0 before its first). */
async function changesOf(companyId: number): Promise<number> {
  const row = await db.selectFrom('companyChanges as cc').select(summedChanges.as('changes')).where('cc.companyId', '=', companyId).executeTakeFirst();
  return row?.changes ?? 0;
}

/** The company's list, as a call whose session was read now asks for it. */
const ownerNow = async (companyId: number) => ({ companyId, companyChanges: await changesOf(companyId) });

/** The company's count after `change` less before it. */
async function counted(companyId: number, change: () => Promise<unknown>): Promise<number> {
  const before = await changesOf(companyId);
  await change();
  return (await changesOf(companyId)) - before;
}

/** A page read that counts its reads. */
function countingRead(rows: { createdAt: number }[]) {
  const read = async () => {
    read.calls += 1;
    return rows;
  };
  read.calls = 0;
  return read;
}

describe('on either engine', () => {
  it("counts every write to a company's quotes, pickups, consignments, freight lines, tracking events and PODs, and only that company's", async () => {
    let conNumber = '';
    expect(await counted(acmeId, () => createQuote(app, booker))).toBeGreaterThan(0);
    expect(await counted(acmeId, async () => (conNumber = await bookConsignment(app, booker)))).toBeGreaterThan(0);
    expect(await counted(acmeId, () => scan(app, conNumber, [20]))).toBeGreaterThan(0);
    expect(await counted(acmeId, () => deliver(app, conNumber))).toBeGreaterThan(0);

    const { id } = await db.selectFrom('consignments').select('id').where('number', '=', conNumber).executeTakeFirstOrThrow();
    for (const table of ['quotes', 'pickups', 'consignments', 'pods']) {
      expect(await counted(acmeId, () => sql`UPDATE ${sql.table(table)} SET company_id = company_id WHERE company_id = ${acmeId}`.execute(db)), table).toBeGreaterThan(0);
    }
    expect(await counted(acmeId, () => sql`UPDATE tracking_events SET depot = depot WHERE consignment_id = ${id}`.execute(db))).toBeGreaterThan(0);
    expect(await counted(acmeId, () => sql`UPDATE consignment_items SET description = description WHERE consignment_id = ${id}`.execute(db))).toBeGreaterThan(0);
    expect(await counted(acmeId, () => sql`DELETE FROM tracking_events WHERE consignment_id = ${id} AND code = 20`.execute(db))).toBe(1);
    expect(await counted(acmeId, () => sql`DELETE FROM pods WHERE consignment_id = ${id}`.execute(db))).toBe(1);

    expect(await counted(coastalId, () => bookConsignment(app, booker))).toBe(0);
  });

  it('answers a kept page again until the count moves, then reads it again', async () => {
    const cached = listCache<{ createdAt: number }>();
    const read = countingRead([{ createdAt: clock.now() }]);
    const since = clock.now() - DAY;
    await cached(db, await ownerNow(acmeId), 'first', since, read);
    await cached(db, await ownerNow(acmeId), 'first', since, read);
    expect(read.calls).toBe(1);
    // Another company's page and another page of the same company are their own.
    await cached(db, await ownerNow(coastalId), 'first', since, read);
    await cached(db, await ownerNow(acmeId), 'second', since, read);
    expect(read.calls).toBe(3);
    await scan(app, await bookConsignment(app, booker), [20]);
    await cached(db, await ownerNow(acmeId), 'first', since, read);
    expect(read.calls).toBe(4);
  });

  it('drops the rows that left the window as the clock moves on, and reads again if the clock goes back', async () => {
    const cached = listCache<{ createdAt: number }>();
    const now = clock.now();
    const read = countingRead([{ createdAt: now }, { createdAt: now - 2 * DAY }]);
    expect(await cached(db, await ownerNow(acmeId), 'first', now - 3 * DAY, read)).toHaveLength(2);
    expect(await cached(db, await ownerNow(acmeId), 'first', now - DAY, read)).toEqual([{ createdAt: now }]);
    expect(read.calls).toBe(1);
    // A window that starts before the kept page's may hold rows the page never read.
    expect(await cached(db, await ownerNow(acmeId), 'first', now - 4 * DAY, read)).toHaveLength(2);
    expect(read.calls).toBe(2);
  });

  it(`keeps the ${PAGES_KEPT} pages read last`, async () => {
    const cached = listCache<{ createdAt: number }>();
    const read = countingRead([]);
    for (let page = 0; page <= PAGES_KEPT; page += 1) await cached(db, await ownerNow(acmeId), String(page), 0, read);
    await cached(db, await ownerNow(acmeId), String(PAGES_KEPT), 0, read);
    expect(read.calls).toBe(PAGES_KEPT + 1);
    await cached(db, await ownerNow(acmeId), '0', 0, read);
    expect(read.calls).toBe(PAGES_KEPT + 2);
  });

  it("keeps nothing a transaction reads: its own writes may yet roll back", async () => {
    const cached = listCache<{ createdAt: number }>();
    const read = countingRead([]);
    const owner = await ownerNow(acmeId);
    await db.transaction().execute(async (trx) => {
      await cached(trx, owner, 'first', 0, read);
      await cached(trx, owner, 'first', 0, read);
    });
    expect(read.calls).toBe(2);
  });

  it('shows at once what another connection committed to the database', async () => {
    const conNumber = await bookConsignment(app, booker, { pickupRef: 'BEFORE-1' });
    expect((await rowOf(booker, conNumber))?.customerRef).toBe('BEFORE-1');
    // Another instance's connection, or a script's.
    const other = openDatabase(config.database);
    try {
      await other.updateTable('consignments').set({ customerRef: 'AFTER-1' }).where('number', '=', conNumber).execute();
    } finally {
      await other.destroy();
    }
    expect((await rowOf(booker, conNumber))?.customerRef).toBe('AFTER-1');
    expect(await rowOf(coastal, conNumber)).toBeUndefined();
  });

  it("shows a scan and a POD on the list's next read", async () => {
    const conNumber = await bookConsignment(app, booker);
    expect(await rowOf(booker, conNumber)).toMatchObject({ stage: 'pickup', pod: false });
    await scan(app, conNumber, [20]);
    expect(await rowOf(booker, conNumber)).toMatchObject({ stage: 'transit' });
    await deliver(app, conNumber);
    expect(await rowOf(booker, conNumber)).toMatchObject({ pod: true });
  });

  it('lets a consignment leave the list when its 30 days are over, with no write in between', async () => {
    const conNumber = await bookConsignment(app, booker);
    expect(await rowOf(booker, conNumber)).toBeDefined();
    clock.advance(31 * DAY);
    try {
      // Signing in writes no row a list shows: the count stands.
      const later = await login(app, 'booker', { companyId: acmeId });
      expect(await rowOf(later, conNumber)).toBeUndefined();
    } finally {
      clock.advance(-31 * DAY);
    }
    expect(await rowOf(booker, conNumber)).toBeDefined();
  });
});

describe.runIf(config.database.kind === 'postgres')('on PostgreSQL', () => {
  it("counts a company once per transaction, at its commit, without holding up the company's other writes meanwhile", async () => {
    await createQuote(app, booker);
    await createQuote(app, booker);
    const quoteIds = (await db.selectFrom('quotes').select('id').where('companyId', '=', acmeId).limit(2).execute()).map((row) => row.id);
    const other = openDatabase(config.database);
    const touch = (id: number) => sql`UPDATE quotes SET company_id = company_id WHERE id = ${id}`;
    try {
      const before = (await changesOf(acmeId));
      await db.transaction().execute(async (trx) => {
        await touch(quoteIds[0]!).execute(trx);
        await touch(quoteIds[0]!).execute(trx);
        // Not counted before the commit, and the count's row is not locked: another
        // transaction of the company commits at once (a lock would fail it after a second).
        expect((await changesOf(acmeId))).toBe(before);
        await other.transaction().execute(async (second) => {
          await sql`SET LOCAL lock_timeout = '1s'`.execute(second);
          await touch(quoteIds[1]!).execute(second);
        });
        expect((await changesOf(acmeId))).toBe(before + 1);
      });
      expect((await changesOf(acmeId))).toBe(before + 2);
    } finally {
      await other.destroy();
    }
  });

  it('counts nothing for a transaction that rolls back', async () => {
    const before = (await changesOf(acmeId));
    const rolledBack = new Error('rolled back');
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`UPDATE quotes SET company_id = company_id WHERE company_id = ${acmeId}`.execute(trx);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await changesOf(acmeId))).toBe(before);
  });
});
