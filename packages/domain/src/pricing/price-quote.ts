import type { PriceBreakdown } from '../api/quote';
import type { FreightItem, ServiceValue } from '../booking/booking';
import type { RateCard } from '../api/reference';
import { freightTotals, numberOf, type MeasuredItem } from '../freight/totals';
import { breakCharge, type WeightBreaks } from './weight-breaks';

// The pricing model of DESIGN.md 'Reference data and pricing': pure, so the server prices with it
// and tests can work examples by hand. Amounts are dollars; sums are kept in whole cents.

/** The price parameters of one rate (a depot pair and freight type of a rate card). */
export interface RatePrices {
  basicCharge: number;
  ratePerKg: number;
  minimumCharge: number;
  /** kg per m³ (250 for road). */
  cubicConversion: number;
  /** When set, the chargeable weight is priced by these bands instead of ratePerKg (issue 27). */
  breaks?: WeightBreaks | null;
}

/** The freight charge before the minimum: the weight's charge by the rate per kg or by the breaks. */
export function weightCharge(rate: RatePrices, chargeableWeight: number): number {
  return rate.breaks ? breakCharge(rate.breaks, chargeableWeight) : rate.ratePerKg * chargeableWeight;
}

/** The tariff's extra charges. */
export interface ServiceCharges {
  /** pickupRequired 2 or 3. */
  pickup: number;
  /** deliveryRequired 2 or 3. */
  delivery: number;
  /** On top of pickup or delivery for value 3 (required with forklift). */
  forklift: number;
  dangerousGoods: number;
}

export type PricedItem = MeasuredItem & Pick<FreightItem, 'ppi'>;

export interface PriceInput {
  card: RateCard;
  rate: RatePrices;
  /** Prices by PPI entry id when the rate's freight type is priced per item; null otherwise. */
  ppiPrices: ReadonlyMap<number, number> | null;
  items: readonly PricedItem[];
  dimensionFactor: number;
  pickupRequired: ServiceValue;
  deliveryRequired: ServiceValue;
  dangerousGoods: boolean;
  charges: ServiceCharges;
  fuelLevyPercent: number;
}

const toCents = (dollars: number) => Math.round(dollars * 100);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A service's charge: values 2 and 3 are required (spec 02 section 4), 3 with a forklift. */
function serviceCents(value: ServiceValue, charge: number, forklift: number): number {
  if (value === 3) return toCents(charge) + toCents(forklift);
  return value === 2 ? toCents(charge) : 0;
}

/** Sum of quantity x the entry's price; an item without a known entry is a caller's bug. */
function perItemTotal(items: readonly PricedItem[], prices: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const item of items) {
    const price = prices.get(item.ppi);
    if (price === undefined) throw new Error(`No price per item entry ${item.ppi}`);
    total += numberOf(item.quantity) * price;
  }
  return total;
}

/**
 * Freight = max(minimum, basic + per kg x chargeable weight), chargeable weight = max(dead
 * weight, cubic m³ x conversion), or the weight breaks' charge of it in place of per kg x
 * chargeable weight; a per-item type pays max(minimum, basic + sum of quantity x
 * entry price) instead. Then service and dangerous goods charges, then the fuel levy percent of
 * all of it. The total excludes GST.
 */
export function priceQuote(input: PriceInput): PriceBreakdown {
  const { rate, charges } = input;
  const totals = freightTotals(input.items, input.dimensionFactor);
  const cubic = Number.isFinite(totals.cubicVolume) ? totals.cubicVolume : 0;
  const perItem = input.ppiPrices !== null;
  const chargeableWeight = perItem ? 0 : round2(Math.max(totals.weight, cubic * rate.cubicConversion));
  const variable = perItem ? perItemTotal(input.items, input.ppiPrices!) : weightCharge(rate, chargeableWeight);
  const beforeMinimum = toCents(rate.basicCharge + variable);
  const minimum = toCents(rate.minimumCharge);
  const freight = Math.max(beforeMinimum, minimum);
  const pickup = serviceCents(input.pickupRequired, charges.pickup, charges.forklift);
  const delivery = serviceCents(input.deliveryRequired, charges.delivery, charges.forklift);
  const dangerousGoods = input.dangerousGoods ? toCents(charges.dangerousGoods) : 0;
  const subtotal = freight + pickup + delivery + dangerousGoods;
  const fuelLevy = Math.round((subtotal * input.fuelLevyPercent) / 100);
  return {
    card: input.card,
    deadWeight: totals.weight,
    cubicVolume: cubic,
    chargeableWeight,
    freightCharge: freight / 100,
    minimumApplied: minimum > beforeMinimum,
    pickupCharge: pickup / 100,
    deliveryCharge: delivery / 100,
    dangerousGoodsCharge: dangerousGoods / 100,
    fuelLevyPercent: input.fuelLevyPercent,
    fuelLevy: fuelLevy / 100,
    total: (subtotal + fuelLevy) / 100,
  };
}
