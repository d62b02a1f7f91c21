import type { ServiceCharges } from '@portal/domain/pricing/price-quote';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import type { Db } from '../../db/database';
import { laneRow } from './lane-rows';

// Writing a version with its lanes and prices per item: the desk's new drafts and imports, and
// the demo seed's customer cards, all through here. The caller's transaction makes it whole.

/** The day the versions written before the pricing desk took effect (migration 0025): since ever. */
export const OPENING_DAY = '2000-01-01';

/** Lanes per INSERT: 14 columns each, well under both engines' bound-parameter limits. */
const LANES_PER_INSERT = 500;

export interface NewVersion {
  companyId: number | null;
  label: string;
  source: string;
  createdAt: number;
  createdBy: number | null;
  /** Set only with scheduledAt: the seed writes versions already in force. */
  effectiveFrom?: string;
  scheduledAt?: number;
  scheduledBy?: number | null;
  /** null: the General card's (a customer's version only). */
  charges: ServiceCharges | null;
}

export async function insertVersion(trx: Db, version: NewVersion, lanes: readonly RateLane[], ppiPrices: ReadonlyMap<number, number>): Promise<number> {
  const { charges } = version;
  const { id } = await trx
    .insertInto('rateCardVersions')
    .values({
      companyId: version.companyId,
      label: version.label,
      source: version.source,
      createdAt: version.createdAt,
      createdBy: version.createdBy,
      effectiveFrom: version.effectiveFrom ?? null,
      scheduledAt: version.scheduledAt ?? null,
      scheduledBy: version.scheduledBy ?? null,
      pickupCharge: charges?.pickup ?? null,
      deliveryCharge: charges?.delivery ?? null,
      forkliftCharge: charges?.forklift ?? null,
      dangerousGoodsCharge: charges?.dangerousGoods ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < lanes.length; i += LANES_PER_INSERT) {
    await trx
      .insertInto('rateLanes')
      .values(lanes.slice(i, i + LANES_PER_INSERT).map((lane) => laneRow(id, lane)))
      .execute();
  }
  if (ppiPrices.size > 0) {
    await trx
      .insertInto('versionPpiPrices')
      .values([...ppiPrices].map(([ppiEntryId, price]) => ({ versionId: id, ppiEntryId, price })))
      .execute();
  }
  return id;
}
