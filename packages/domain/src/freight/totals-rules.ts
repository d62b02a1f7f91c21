import type { FreightLimits } from '../api/session';
import {
  FREIGHT_MESSAGES,
  maximumLineItemsReached,
  moreLineItemsThan,
  totalCubicVolumeExceeds,
  totalWeightExceeds,
} from './freight-messages';
import type { FreightTotals } from './totals';

// Totals of the freight step (spec 02 section 5 'Totals').

export const MIN_CUBIC_VOLUME = 0.01;

/** The configured maximum number of line items; 0 (the fallback limits) means no maximum. */
export function maxLineItems(limits: FreightLimits): number {
  return limits.items > 0 ? limits.items : Infinity;
}

export function totalsErrors(totals: FreightTotals, lineItems: number, limits: FreightLimits): string[] {
  const errors: string[] = [];
  if (lineItems > maxLineItems(limits)) errors.push(moreLineItemsThan(limits.items));
  if (totals.weight > limits.weight) errors.push(totalWeightExceeds(limits.weight));
  if (totals.cubicVolume > limits.volume) errors.push(totalCubicVolumeExceeds(limits.volume));
  // A missing dimension (NaN) is already reported on its item.
  if (totals.cubicVolume < MIN_CUBIC_VOLUME) errors.push(FREIGHT_MESSAGES.cubicVolumeTooSmall);
  return errors;
}

/** 'The maximum {n} line items has been reached' once the list is full, else ''. */
export function lineItemsWarning(lineItems: number, limits: FreightLimits): string {
  return lineItems >= maxLineItems(limits) ? maximumLineItemsReached(limits.items) : '';
}
