import type { FreightTypeOption, RateOption } from '../api/reference';

// The freight types a route offers: those with a rate for the chosen depot pair
// (ratesForRoute), in the order of the options' freight type list. No type at all means
// 'Cannot ship between this destination pair.' (spec 02 section 5).

export function freightTypesForRoute(
  routeRates: readonly Pick<RateOption, 'freight'>[],
  freightTypes: readonly FreightTypeOption[],
): FreightTypeOption[] {
  const offered = new Set(routeRates.map((rate) => rate.freight));
  return freightTypes.filter((type) => offered.has(type.freight));
}

/** The chosen type must be one the route offers. */
export function isTypeOnRoute(type: string, routeTypes: readonly FreightTypeOption[]): boolean {
  return routeTypes.some((option) => option.freight === type);
}
