import type { RateLane } from '@portal/domain/pricing/rate-lane';
import type { WeightBreaks } from '@portal/domain/pricing/weight-breaks';
import { formatMoney, formatRate } from './pricing-format';

// A lane's prices in words, as the version page, the import preview and the price check show them.

const METHOD_WORDS: Record<WeightBreaks['method'], string> = { break: 'Break', cumulative: 'Cumulative' };

/** 'Cumulative: 0-500 kg 0.50, 501-600 kg 0.45, 601 kg and over 0.40' */
export function bandsText(breaks: WeightBreaks): string {
  const bands = breaks.bands.map((band) => `${band.toKg === null ? `${band.fromKg} kg and over` : `${band.fromKg}-${band.toKg} kg`} ${formatRate(band.ratePerKg)}`);
  return `${METHOD_WORDS[breaks.method]}: ${bands.join(', ')}`;
}

/** 'Basic $12.00, $0.3244 a kg, minimum $25.00, 250 kg a cubic metre', the bands in place of the rate per kg. */
export function lanePricesText(lane: RateLane): string {
  const weight = lane.breaks ? bandsText(lane.breaks) : `$${formatRate(lane.ratePerKg)} a kg`;
  return `Basic ${formatMoney(lane.basicCharge)}, ${weight}, minimum ${formatMoney(lane.minimumCharge)}, ${lane.cubicConversion} kg a cubic metre`;
}

/** Which services a lane allows: 'Pickup and delivery', 'Pickup only', 'Delivery only', 'Neither'. */
export function laneServicesText(lane: Pick<RateLane, 'pickupAllowed' | 'deliveryAllowed'>): string {
  if (lane.pickupAllowed && lane.deliveryAllowed) return 'Pickup and delivery';
  if (lane.pickupAllowed) return 'Pickup only';
  return lane.deliveryAllowed ? 'Delivery only' : 'Neither pickup nor delivery';
}
