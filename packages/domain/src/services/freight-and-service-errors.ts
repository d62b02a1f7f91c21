import type { FreightItem, ServiceValue } from '../api/quote';
import type { FreightTypeOption } from '../api/reference';
import type { FreightLimits } from '../api/session';
import type { RouteCheck } from '../details/route-rules';
import { freightErrors } from '../freight/freight-rules';
import { isTypeOnRoute } from '../freight/route-freight-types';
import { serviceAvailability, serviceErrors } from './service-rules';

// The line items and the services of a booking judged against its route (spec 02 section 5):
// one composition for the quote and the pickup drafts.

export interface FreightAndServices {
  freightList: FreightItem[];
  ppi: boolean;
  pickupRequired: ServiceValue;
  deliveryRequired: ServiceValue;
}

export interface FreightAndServiceContext {
  limits: FreightLimits;
  dimensionFactor: number;
  freightTypes: readonly FreightTypeOption[];
  forkliftPickup?: boolean;
  forkliftDelivery?: boolean;
}

export function freightAndServiceErrors(draft: FreightAndServices, check: RouteCheck, ctx: FreightAndServiceContext): string[] {
  const errors = freightErrors(draft.freightList, draft.ppi, {
    limits: ctx.limits,
    dimensionFactor: ctx.dimensionFactor,
    // Until the route is known its types cannot be checked; the route's own error says why.
    routeTypes: check.route ? check.routeTypes : ctx.freightTypes,
  });
  const forklift = { forkliftPickup: ctx.forkliftPickup ?? false, forkliftDelivery: ctx.forkliftDelivery ?? false };
  // Without a route only the unset values can be judged; a type the route lacks is reported
  // above, so the services are then judged on all of the route's rates.
  const type = draft.freightList[0]?.type ?? '';
  const available = check.route
    ? serviceAvailability(check.route.rates, isTypeOnRoute(type, check.routeTypes) ? type : '', forklift)
    : { pickup: true, delivery: true, ...forklift };
  return [...errors, ...serviceErrors(draft.pickupRequired, draft.deliveryRequired, available)];
}
