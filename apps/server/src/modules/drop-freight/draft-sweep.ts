import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import { DROP_FREIGHT_DRAFT_DAYS } from '@portal/domain/consignment/drop-freight-drafts';
import { DAY_MS } from '@portal/domain/constants';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Sweep } from '../../http/housekeeping';
import { inBatches } from '../../http/retention';
import { dropFreightsOnly } from './repo';

// The sweep of abandoned drop freight drafts (decision 0040): a status-2 drop freight whose last
// change is older than DROP_FREIGHT_DRAFT_DAYS goes, its lines with it (cascade), across every
// company. Its number is kept in retired_connotes first, so it is never accepted again.

/** Retires up to `limit` drafts last changed before `before`; how many it found. */
export async function retireDraftsBefore(db: Db, now: number, before: number, limit: number): Promise<number> {
  // status as a literal: the partial index of migration 0019 is used only by a query that repeats it.
  const stale = await dropFreightsOnly(db.selectFrom('consignments').select(['id', 'number', 'companyId']))
    .where('status', '=', sql.lit(DROP_FREIGHT_STATUS_DRAFT))
    .where('updatedAt', '<', before)
    .orderBy('updatedAt')
    .limit(limit)
    .execute();
  if (stale.length === 0) return 0;
  await db
    .insertInto('retiredConnotes')
    .values(stale.map(({ number, companyId }) => ({ number, companyId, retiredAt: now })))
    .onConflict((oc) => oc.column('number').doNothing())
    .execute();
  // A save since the read above keeps its draft: the condition is asked again.
  await db
    .deleteFrom('consignments')
    .where('id', 'in', stale.map((row) => row.id))
    .where('status', '=', sql.lit(DROP_FREIGHT_STATUS_DRAFT))
    .where('updatedAt', '<', before)
    .execute();
  return stale.length;
}

export function dropFreightDraftSweep(db: Db): Sweep {
  return {
    name: 'drop freight drafts',
    run: (now) => inBatches((limit) => retireDraftsBefore(db, now, now - DROP_FREIGHT_DRAFT_DAYS * DAY_MS, limit)),
  };
}
