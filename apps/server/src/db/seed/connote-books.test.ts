import { describe, expect, it } from 'vitest';
import { parseConnoteNumber } from '@portal/domain/consignment/connote-number';
import { testApp } from '../../test/test-app';
import { prepareDatabase } from '../prepare';
import { DEMO_CONNOTE_BOOKS, demoManualConnote } from './connote-books';
import { ACME, COASTAL } from './demo-users';

const { db, config } = await testApp();

const books = () =>
  db
    .selectFrom('connoteBooks')
    .innerJoin('companies', 'companies.id', 'connoteBooks.companyId')
    .select(['companies.name', 'connoteBooks.firstSerial', 'connoteBooks.lastSerial'])
    .orderBy('connoteBooks.firstSerial')
    .execute();

describe('demo connote books', () => {
  it("seeds each demo company's books once, also into a database that has none", async () => {
    const expected = [
      ...DEMO_CONNOTE_BOOKS[ACME].map((b) => ({ name: ACME, ...b })),
      ...DEMO_CONNOTE_BOOKS[COASTAL].map((b) => ({ name: COASTAL, ...b })),
    ];
    expect(await books()).toEqual(expected);
    await prepareDatabase(db, config);
    expect(await books()).toHaveLength(expected.length);
    await db.deleteFrom('connoteBooks').execute();
    await prepareDatabase(db, config);
    expect(await books()).toEqual(expected);
  });

  it('names valid manual connotes for the end-to-end tests', () => {
    expect(demoManualConnote(ACME, 1)).toBe('FP100000017');
    expect(parseConnoteNumber(demoManualConnote(COASTAL, 0))).toEqual({ conNumber: 'FP200000008', serial: 20_000_000 });
  });
});
