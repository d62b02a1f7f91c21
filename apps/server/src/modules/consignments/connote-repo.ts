import type { Db } from '../../db/database';

// Connote books and the service's electronic connote numbers (decision 0019), for every booking
// that makes a consignment: Create Consignment of a pickup and drop freight's Enter Consignment
// Number (decision 0025).

/** Whether one of the company's books holds the serial. */
export async function inCompanyBook(db: Db, companyId: number, serial: number): Promise<boolean> {
  const row = await db
    .selectFrom('connoteBooks')
    .select('id')
    .where('companyId', '=', companyId)
    .where('firstSerial', '<=', serial)
    .where('lastSerial', '>=', serial)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The next number of the service's own sequence (never reused, like every id here). */
export async function issueElectronicSequence(db: Db, companyId: number, now: number): Promise<number> {
  const { id } = await db.insertInto('electronicConnotes').values({ companyId, issuedAt: now }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * issueElectronicSequence for many bookings in one INSERT (the scale seed, db/seed/scale-*.ts).
 * Both engines number a multi-row INSERT's rows in the order of its VALUES, so the ids, sorted,
 * are the rows' in order.
 */
export async function issueElectronicSequences(db: Db, rows: readonly { companyId: number; issuedAt: number }[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const issued = await db.insertInto('electronicConnotes').values([...rows]).returning('id').execute();
  return issued.map((row) => row.id).sort((a, b) => a - b);
}
