import type { QuoteDraft } from '../api/quote';
import type { FreightTypeOption, RateOption, SuburbOption } from '../api/reference';
import type { FreightLimits } from '../api/session';
import { dangerousGoodsErrors } from '../dangerous-goods/dg-rules';
import { quoteDetailsCheck } from '../details/quote-details-rules';
import { freightErrors } from '../freight/freight-rules';
import { isTypeOnRoute } from '../freight/route-freight-types';
import { serviceAvailability, serviceErrors } from '../services/service-rules';
import { instructionsError } from './special-instructions';

// Every message the quote wizard can produce for a submitted draft, in step order (spec 02
// sections 2 and 5): Details (suburbs, PO, reference), the line items and totals, Additional
// Services, Dangerous Goods, Special Instructions. The browser shows them per step; the server
// runs them all on POST quoteNew before its own database checks.

export interface QuoteContext {
  requirePO: boolean;
  limits: FreightLimits;
  dimensionFactor: number;
  findSuburb(value: string): SuburbOption | undefined;
  rates: readonly RateOption[];
  freightTypes: readonly FreightTypeOption[];
  /** The company's forklift options; forklift services are refused without them. */
  forkliftPickup?: boolean;
  forkliftDelivery?: boolean;
}

export function quoteDraftErrors(draft: QuoteDraft, ctx: QuoteContext): string[] {
  const route = quoteDetailsCheck(draft, ctx);
  const errors = [...route.errors];
  errors.push(
    ...freightErrors(draft.freightList, draft.ppi, {
      limits: ctx.limits,
      dimensionFactor: ctx.dimensionFactor,
      // Until the route is known its types cannot be checked; the route's own error says why.
      routeTypes: route.route ? route.routeTypes : ctx.freightTypes,
    }),
  );
  const forklift = { forkliftPickup: ctx.forkliftPickup ?? false, forkliftDelivery: ctx.forkliftDelivery ?? false };
  // Without a route only the unset values can be judged; a type the route lacks is reported
  // above, so the services are then judged on all of the route's rates.
  const type = draft.freightList[0]?.type ?? '';
  const available = route.route
    ? serviceAvailability(route.route.rates, isTypeOnRoute(type, route.routeTypes) ? type : '', forklift)
    : { pickup: true, delivery: true, ...forklift };
  errors.push(...serviceErrors(draft.pickupRequired, draft.deliveryRequired, available));
  errors.push(...dangerousGoodsErrors(draft));
  const instructions = instructionsError(draft.instructions);
  if (instructions) errors.push(instructions);
  return errors;
}
