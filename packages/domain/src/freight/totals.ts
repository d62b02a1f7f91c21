import type { FreightItem } from '../booking/booking';

// Freight totals (spec 02 section 5, 'Totals'): items, weight and cubic volume of the line items.

export type MeasuredItem = Pick<FreightItem, 'quantity' | 'unitWeight' | 'length' | 'width' | 'height'>;

export interface FreightTotals {
  items: number;
  /** kg, rounded to 2 decimals. */
  weight: number;
  /** m³, rounded to 2 decimals; NaN when a dimension or quantity is missing. */
  cubicVolume: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A typed field as a number; NaN when empty or not a number. */
export function numberOf(text: string): number {
  return text.trim() === '' ? NaN : Number(text);
}

/** Each dimension divided by the dimension factor, times quantity, summed over items. */
export function cubicVolume(items: readonly MeasuredItem[], dimensionFactor: number): number {
  let total = 0;
  for (const item of items) {
    // No array per item: the cost of a change prices 200,000 of these in one request (issue 27).
    const length = numberOf(item.length) / dimensionFactor;
    const width = numberOf(item.width) / dimensionFactor;
    const height = numberOf(item.height) / dimensionFactor;
    total += numberOf(item.quantity) * length * width * height;
  }
  return round2(total);
}

export function freightTotals(items: readonly MeasuredItem[], dimensionFactor: number): FreightTotals {
  let count = 0;
  let weight = 0;
  for (const item of items) {
    const quantity = numberOf(item.quantity);
    count += Number.isFinite(quantity) ? quantity : 0;
    const itemWeight = quantity * numberOf(item.unitWeight);
    weight += Number.isFinite(itemWeight) ? itemWeight : 0;
  }
  return { items: count, weight: round2(weight), cubicVolume: cubicVolume(items, dimensionFactor) };
}
