import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';
import type { PodsTable } from '../../db/schema/consignment-tables';

// Proofs of delivery: one per consignment, with the receiver's signature (PNG bytes).

export type NewPod = Insertable<PodsTable>;

/** false when the consignment has a POD already. */
export async function insertPod(db: Db, pod: NewPod): Promise<boolean> {
  const row = await db
    .insertInto('pods')
    .values(pod)
    .onConflict((oc) => oc.column('consignmentId').doNothing())
    .returning('consignmentId')
    .executeTakeFirst();
  return row !== undefined;
}

export function findPod(db: Db, companyId: number, consignmentId: number) {
  return db.selectFrom('pods').selectAll().where('consignmentId', '=', consignmentId).where('companyId', '=', companyId).executeTakeFirst();
}
export type PodRow = NonNullable<Awaited<ReturnType<typeof findPod>>>;

// Read by every consignment view: compiled once (decision 0005).
const podOf = precompiled((db, p: { consignmentId: number }) => db.selectFrom('pods').select('consignmentId').where('consignmentId', '=', p.consignmentId));

export async function hasPod(db: Db, consignmentId: number): Promise<boolean> {
  return (await podOf(db, { consignmentId })).length > 0;
}

/** insertPod for many consignments in one INSERT (the scale seed); a consignment with a POD already is skipped. */
export async function insertPods(db: Db, pods: readonly NewPod[]): Promise<void> {
  if (pods.length === 0) return;
  await db
    .insertInto('pods')
    .values([...pods])
    .onConflict((oc) => oc.column('consignmentId').doNothing())
    .execute();
}
