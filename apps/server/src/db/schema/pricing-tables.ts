import type { Generated } from 'kysely';
import type { Flag } from '../schema';

// The pricing desk's tables (issue 27, migration 0025, decision 0057): rate card versions and
// their lanes, prices per item and charges, and imports waiting to be applied.

export interface RateCardVersionsTable {
  id: Generated<number>;
  /** Null: the General card. */
  companyId: number | null;
  label: Generated<string>;
  /** 'YYYY-MM-DD' on the carrier's clock; null while a draft. */
  effectiveFrom: string | null;
  source: Generated<string>;
  createdAt: number;
  /** A staff user's id; null for what a migration or the seed wrote. */
  createdBy: number | null;
  scheduledAt: number | null;
  scheduledBy: number | null;
  /** Null on a customer's version: the General card's. */
  pickupCharge: number | null;
  deliveryCharge: number | null;
  forkliftCharge: number | null;
  dangerousGoodsCharge: number | null;
}

export interface RateLanesTable {
  id: Generated<number>;
  versionId: number;
  depotFrom: string;
  depotTo: string;
  freightType: string;
  isDefault: Flag;
  pickupAllowed: Flag;
  deliveryAllowed: Flag;
  basicCharge: number;
  ratePerKg: number;
  minimumCharge: number;
  cubicConversion: number;
  /** '' (by rate per kg), 'break' or 'cumulative'. */
  breakMethod: Generated<string>;
  /** JSON of WeightBand[]. */
  bands: Generated<string>;
}

export interface VersionPpiPricesTable {
  versionId: number;
  ppiEntryId: number;
  price: number;
}

export interface RateImportsTable {
  id: Generated<number>;
  baseVersionId: number;
  fileName: string;
  /** JSON of the file's RateLane[]. */
  lanes: string;
  /** JSON of the preview's lists and counts. */
  preview: string;
  createdAt: number;
  createdBy: number | null;
  appliedVersionId: number | null;
}
