import type { ServiceCharges } from './price-quote';
import type { WeightBreaks } from './weight-breaks';

// A lane of a rate card version (issue 27): one depot pair and freight type, with today's prices
// (DESIGN.md 'Reference data and pricing') or weight breaks. The same shape is stored, loaded
// into the tariff, exported, imported and compared, by server and back office alike.

export interface RateLane {
  depotFrom: string;
  depotTo: string;
  freightType: string;
  /** A default rate; a special (non-default) rate of the same pair and type wins over it. */
  isDefault: boolean;
  pickupAllowed: boolean;
  deliveryAllowed: boolean;
  basicCharge: number;
  ratePerKg: number;
  minimumCharge: number;
  /** kg per m³. */
  cubicConversion: number;
  /** null: priced by ratePerKg. */
  breaks: WeightBreaks | null;
}

/** A lane's identity within a version: two lanes with one key are a duplicate. */
export const laneKey = (lane: Pick<RateLane, 'depotFrom' | 'depotTo' | 'freightType' | 'isDefault'>): string =>
  `${lane.depotFrom}>${lane.depotTo}|${lane.freightType}|${lane.isDefault ? 'default' : 'special'}`;

/** How a lane reads in a sentence: 'BNE to SYD, Chiller (special)'. */
export const laneName = (lane: Pick<RateLane, 'depotFrom' | 'depotTo' | 'freightType' | 'isDefault'>): string =>
  `${lane.depotFrom} to ${lane.depotTo}, ${lane.freightType}${lane.isDefault ? '' : ' (special)'}`;

/** The charges of a version: a customer's version may leave them to the General card (null). */
export type VersionCharges = ServiceCharges;

/** The charge codes as the desk and its audit name them. */
export const CHARGE_NAMES: Record<keyof ServiceCharges, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  forklift: 'Forklift',
  dangerousGoods: 'Dangerous goods',
};
