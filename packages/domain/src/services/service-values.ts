import type { ServiceValue } from '../booking/booking';

// Service values of pickupRequired and deliveryRequired (spec 02 section 4): 0 unset, 1 none
// or collect from depot, 2 required, 3 required with forklift.

export const SERVICE_UNSET: ServiceValue = 0;
export const SERVICE_NONE: ServiceValue = 1;
export const SERVICE_REQUIRED: ServiceValue = 2;
export const SERVICE_FORKLIFT: ServiceValue = 3;

/** Anything outside 0-3 (or not a whole number) resets to 0. */
export function serviceValueOf(value: unknown): ServiceValue {
  return value === 1 || value === 2 || value === 3 ? value : SERVICE_UNSET;
}

/**
 * The value after clicking an option: clicking the chosen option again clears it to 0, except
 * that choosing forklift when forklift is already set gives 2 (required without forklift).
 */
export function clickService(current: ServiceValue, clicked: ServiceValue): ServiceValue {
  if (clicked === SERVICE_FORKLIFT && current === SERVICE_FORKLIFT) return SERVICE_REQUIRED;
  return clicked === current ? SERVICE_UNSET : clicked;
}

/** Next is enabled only when neither value is 0. */
export function servicesComplete(pickupRequired: ServiceValue, deliveryRequired: ServiceValue): boolean {
  return pickupRequired !== SERVICE_UNSET && deliveryRequired !== SERVICE_UNSET;
}

/** Labels of the options (the spec names the values only). */
export const SERVICE_LABELS = {
  pickup: { 1: 'No pickup, freight dropped at the depot', 2: 'Pickup required', 3: 'Pickup required with forklift' },
  delivery: { 1: 'No delivery, collect from the depot', 2: 'Delivery required', 3: 'Delivery required with forklift' },
} as const satisfies Record<string, Record<1 | 2 | 3, string>>;
