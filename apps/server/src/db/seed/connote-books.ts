import { connoteNumberOf } from '@portal/domain/consignment/connote-number';
import type { Db } from '../database';
import { ACME, COASTAL, type DemoCompanyName } from './demo-users';

// The demo companies' pre-printed manual connote books (DESIGN.md 'Data', decision 0019):
// serial ranges, below the electronic range. Seeded whenever no book exists yet, so a database
// seeded before issue 4 gets them too.

export interface DemoConnoteBook {
  firstSerial: number;
  lastSerial: number;
}

export const DEMO_CONNOTE_BOOKS: Record<DemoCompanyName, readonly DemoConnoteBook[]> = {
  // FP100000009 to FP100009992 and FP100050004 to FP100054998.
  [ACME]: [
    { firstSerial: 10_000_000, lastSerial: 10_000_999 },
    { firstSerial: 10_005_000, lastSerial: 10_005_499 },
  ],
  // FP200000008 to FP200009991.
  [COASTAL]: [{ firstSerial: 20_000_000, lastSerial: 20_000_999 }],
};

/** The n-th manual connote of a demo company's first book (n from 0): for tests and the README. */
export function demoManualConnote(company: DemoCompanyName, n: number): string {
  const book = DEMO_CONNOTE_BOOKS[company][0]!;
  return connoteNumberOf(book.firstSerial + n);
}

export async function seedConnoteBooks(db: Db, now: number): Promise<void> {
  const existing = await db.selectFrom('connoteBooks').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const companies = await db.selectFrom('companies').select(['id', 'name']).where('name', 'in', [ACME, COASTAL]).execute();
  const rows = companies.flatMap((company) =>
    DEMO_CONNOTE_BOOKS[company.name as DemoCompanyName].map((book) => ({ companyId: company.id, ...book, createdAt: now })),
  );
  if (rows.length > 0) await db.insertInto('connoteBooks').values(rows).execute();
}
