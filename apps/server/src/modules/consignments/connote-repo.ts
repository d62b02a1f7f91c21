import { sql } from 'kysely';
import { CONNOTE_PREFIX, CONNOTE_SERIAL_DIGITS } from '@portal/domain/consignment/connote-number';
import type { BookRange } from '@portal/domain/carrier/connote-books';
import type { Db } from '../../db/database';

// The service's electronic connote numbers (decision 0019), for every booking that makes a
// consignment: Create Consignment of a pickup and drop freight's Enter Consignment Number
// (decision 0025); and which numbers of a connote book are taken. The books themselves are the
// connote-books module's (issue 26).

const serialText = (serial: number) => String(serial).padStart(CONNOTE_SERIAL_DIGITS, '0');

/**
 * How many numbers of a range are taken: by a consignment (a drop-freight draft included) or
 * retired with a swept draft (decision 0040), as connote-check decides a number is used. Numbers
 * are 'FP' + the serial in 8 digits + a check digit, so the range's numbers lie between these two
 * texts, and the unique index on the number counts them without reading a row.
 */
export async function connotesTakenIn(db: Db, range: BookRange): Promise<number> {
  const low = `${CONNOTE_PREFIX}${serialText(range.firstSerial)}0`;
  const high = `${CONNOTE_PREFIX}${serialText(range.lastSerial)}9`;
  const [consignments, retired] = await Promise.all([
    db.selectFrom('consignments').select((eb) => eb.fn.countAll<number | string>().as('n')).where('number', '>=', low).where('number', '<=', high).executeTakeFirstOrThrow(),
    db.selectFrom('retiredConnotes').select((eb) => eb.fn.countAll<number | string>().as('n')).where('number', '>=', low).where('number', '<=', high).executeTakeFirstOrThrow(),
  ]);
  return Number(consignments.n) + Number(retired.n);
}

/** Electronic connotes issued per company (one company's when given), with the company's name and the last one's time. */
export function electronicConnoteCounts(db: Db, companyId?: number) {
  let query = db
    .selectFrom('electronicConnotes as e')
    .innerJoin('companies as c', 'c.id', 'e.companyId')
    .select(['e.companyId', 'c.name as companyName', sql<number | string>`count(*)`.as('issued'), sql<number | string>`max(e.issued_at)`.as('lastIssuedAt')])
    .groupBy(['e.companyId', 'c.name'])
    .orderBy('c.name');
  if (companyId !== undefined) query = query.where('e.companyId', '=', companyId);
  return query.execute();
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
