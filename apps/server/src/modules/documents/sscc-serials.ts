import type { Db } from '../../db/database';
import { insertSsccSerials, ssccSerials } from './repo';

// The serial of each package's SSCC (DESIGN.md: 'a serial from a database sequence, never
// reused'): the id of its row in sscc_serials, made the first time the package's label is
// printed and kept, so a reprinted label carries the same SSCC as the one on the freight.

/** The serials of packages 1..count in order, making the missing ones. */
export async function ssccSerialsOf(trx: Db, consignmentId: number, count: number, now: number): Promise<number[]> {
  const existing = await ssccSerials(trx, consignmentId);
  if (existing.length < count) {
    const have = new Set(existing.map((row) => row.itemNo));
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((itemNo) => !have.has(itemNo));
    await insertSsccSerials(trx, consignmentId, missing, now);
    return (await ssccSerials(trx, consignmentId)).slice(0, count).map((row) => row.id);
  }
  return existing.slice(0, count).map((row) => row.id);
}
