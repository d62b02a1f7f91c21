import type { Db } from '../../db/database';

// The serial of each package's SSCC (DESIGN.md: 'a serial from a database sequence, never
// reused'): the id of its row in sscc_serials, made the first time the package's label is
// printed and kept, so a reprinted label carries the same SSCC as the one on the freight.

/** The serials of packages 1..count in order, making the missing ones. */
export async function ssccSerialsOf(trx: Db, consignmentId: number, count: number, now: number): Promise<number[]> {
  const existing = await serials(trx, consignmentId);
  if (existing.length < count) {
    const have = new Set(existing.map((row) => row.itemNo));
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((itemNo) => !have.has(itemNo));
    await trx
      .insertInto('ssccSerials')
      .values(missing.map((itemNo) => ({ consignmentId, itemNo, createdAt: now })))
      // Two printings at once: the first one's serials stand.
      .onConflict((oc) => oc.columns(['consignmentId', 'itemNo']).doNothing())
      .execute();
    return (await serials(trx, consignmentId)).slice(0, count).map((row) => row.id);
  }
  return existing.slice(0, count).map((row) => row.id);
}

function serials(db: Db, consignmentId: number) {
  return db.selectFrom('ssccSerials').select(['id', 'itemNo']).where('consignmentId', '=', consignmentId).orderBy('itemNo').execute();
}
