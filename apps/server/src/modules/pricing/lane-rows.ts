import type { Insertable, Selectable } from 'kysely';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import type { BreakMethod, WeightBand } from '@portal/domain/pricing/weight-breaks';
import { isSet, toFlag } from '../../db/schema';
import type { RateLanesTable } from '../../db/schema/pricing-tables';

// A lane as stored (rate_lanes, migration 0025) and as the domain has it (RateLane): flags as
// 0/1, weight breaks as a method and JSON bands.

export type LaneRow = Selectable<RateLanesTable>;

export function laneOf(row: Omit<LaneRow, 'id' | 'versionId'>): RateLane {
  const method = row.breakMethod as BreakMethod | '';
  return {
    depotFrom: row.depotFrom,
    depotTo: row.depotTo,
    freightType: row.freightType,
    isDefault: isSet(row.isDefault),
    pickupAllowed: isSet(row.pickupAllowed),
    deliveryAllowed: isSet(row.deliveryAllowed),
    basicCharge: row.basicCharge,
    ratePerKg: row.ratePerKg,
    minimumCharge: row.minimumCharge,
    cubicConversion: row.cubicConversion,
    breaks: method === '' ? null : { method, bands: JSON.parse(row.bands) as WeightBand[] },
  };
}

export function laneRow(versionId: number, lane: RateLane): Insertable<RateLanesTable> {
  return {
    versionId,
    depotFrom: lane.depotFrom,
    depotTo: lane.depotTo,
    freightType: lane.freightType,
    isDefault: toFlag(lane.isDefault),
    pickupAllowed: toFlag(lane.pickupAllowed),
    deliveryAllowed: toFlag(lane.deliveryAllowed),
    basicCharge: lane.basicCharge,
    ratePerKg: lane.ratePerKg,
    minimumCharge: lane.minimumCharge,
    cubicConversion: lane.cubicConversion,
    breakMethod: lane.breaks?.method ?? '',
    bands: JSON.stringify(lane.breaks?.bands ?? []),
  };
}
