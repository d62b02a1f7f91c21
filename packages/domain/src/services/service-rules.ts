import type { ServiceValue } from '../booking/booking';
import type { RateOption } from '../api/reference';
import { SERVICE_FORKLIFT, SERVICE_REQUIRED, SERVICE_UNSET } from './service-values';

// Which services a route allows (spec 02 section 3: each rate says pickupAllowed and
// deliveryAllowed) and the company's forklift options (forkliftPickup, forkliftDelivery).

export interface ServiceAvailability {
  pickup: boolean;
  delivery: boolean;
  forkliftPickup: boolean;
  forkliftDelivery: boolean;
}

export interface ForkliftOptions {
  forkliftPickup: boolean;
  forkliftDelivery: boolean;
}

export const SERVICE_MESSAGES = {
  pickupUnset: 'Please select a pickup option.',
  deliveryUnset: 'Please select a delivery option.',
  pickupNotAllowed: 'Pickup is not available for this route.',
  deliveryNotAllowed: 'Delivery is not available for this route.',
  forkliftPickupNotAllowed: 'Forklift pickup is not available.',
  forkliftDeliveryNotAllowed: 'Forklift delivery is not available.',
} as const;

/**
 * The services of the route's rates for the chosen freight type (all of the route's rates while
 * no type is chosen). Forklift needs the service itself and the company option.
 */
export function serviceAvailability(
  routeRates: readonly Pick<RateOption, 'freight' | 'pickupAllowed' | 'deliveryAllowed'>[],
  freightType: string,
  options: ForkliftOptions,
): ServiceAvailability {
  const rates = freightType ? routeRates.filter((rate) => rate.freight === freightType) : routeRates;
  const pickup = rates.some((rate) => rate.pickupAllowed);
  const delivery = rates.some((rate) => rate.deliveryAllowed);
  return {
    pickup,
    delivery,
    forkliftPickup: pickup && options.forkliftPickup,
    forkliftDelivery: delivery && options.forkliftDelivery,
  };
}

function serviceError(value: ServiceValue, allowed: boolean, forklift: boolean, texts: readonly [string, string, string]) {
  if (value === SERVICE_UNSET) return texts[0];
  if (value >= SERVICE_REQUIRED && !allowed) return texts[1];
  if (value === SERVICE_FORKLIFT && !forklift) return texts[2];
  return undefined;
}

export function serviceErrors(
  pickupRequired: ServiceValue,
  deliveryRequired: ServiceValue,
  available: ServiceAvailability,
): string[] {
  const m = SERVICE_MESSAGES;
  const checks = [
    serviceError(pickupRequired, available.pickup, available.forkliftPickup, [
      m.pickupUnset,
      m.pickupNotAllowed,
      m.forkliftPickupNotAllowed,
    ]),
    serviceError(deliveryRequired, available.delivery, available.forkliftDelivery, [
      m.deliveryUnset,
      m.deliveryNotAllowed,
      m.forkliftDeliveryNotAllowed,
    ]),
  ];
  return checks.filter((message): message is string => message !== undefined);
}
