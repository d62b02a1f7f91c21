import type { FreightItem, ServiceValue } from '../booking/booking';
import type { FreightTypeOption } from '../api/reference';
import type { FreightLimits } from '../api/session';
import type { RouteCheck } from '../details/route-rules';
import { freightStepErrors } from '../freight/freight-rules';
import { isTypeOnRoute } from '../freight/route-freight-types';
import { serviceAvailability, serviceErrors, type ServiceAvailability } from './service-rules';

// The line items and the services of a booking judged against its route (spec 02 section 5):
// one composition for every wizard's freight and services steps, in the browser and on the server.
// One problem gives one message: while the route itself fails (its own message says why), the
// freight type and the services are not judged against it (issue 10).

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

export function routeFreightErrors(
  draft: Pick<FreightAndServices, 'freightList' | 'ppi'>,
  check: Pick<RouteCheck, 'route' | 'routeTypes'>,
  ctx: FreightAndServiceContext,
): string[] {
  return freightStepErrors(draft, check.route ? check.routeTypes : null, ctx);
}

/** What the route's rates for the first line's type, and the company's forklift options, allow. */
export function routeServices(
  draft: Pick<FreightAndServices, 'freightList'>,
  check: Pick<RouteCheck, 'route' | 'routeTypes'>,
  ctx: FreightAndServiceContext,
): ServiceAvailability {
  const forklift = { forkliftPickup: ctx.forkliftPickup ?? false, forkliftDelivery: ctx.forkliftDelivery ?? false };
  // Without a route only the unset values can be judged; a type the route lacks is the freight
  // step's message, so the services are then judged on all of the route's rates.
  if (!check.route) return { pickup: true, delivery: true, ...forklift };
  const type = draft.freightList[0]?.type ?? '';
  return serviceAvailability(check.route.rates, isTypeOnRoute(type, check.routeTypes) ? type : '', forklift);
}

export function routeServiceErrors(draft: FreightAndServices, check: Pick<RouteCheck, 'route' | 'routeTypes'>, ctx: FreightAndServiceContext): string[] {
  return serviceErrors(draft.pickupRequired, draft.deliveryRequired, routeServices(draft, check, ctx));
}
