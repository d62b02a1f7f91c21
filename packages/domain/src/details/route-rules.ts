import type { FreightTypeOption, RateOption, SuburbOption } from '../api/reference';
import { freightTypesForRoute } from '../freight/route-freight-types';
import { ratesForRoute, type RouteRates } from '../reference/route-rates';
import { DETAILS_MESSAGES, suburbNotAvailable, suburbRequired, type PartyRole } from './details-messages';

// The sender and receiver suburbs of the Details step (spec 02 section 5): both required, the
// sender first, each served by a depot, different from each other, with a rate between them.

export interface RouteContext {
  findSuburb(value: string): SuburbOption | undefined;
  rates: readonly RateOption[];
  freightTypes: readonly FreightTypeOption[];
}

export interface RouteCheck {
  errors: string[];
  /** The route's rates once both suburbs are valid and a depot pair has rates. */
  route: RouteRates<RateOption> | null;
  /** The freight types the route offers; empty until the route is known. */
  routeTypes: FreightTypeOption[];
}

/** One suburb value: required, an existing option, served by a depot. */
export function suburbErrors(value: string, who: PartyRole, ctx: Pick<RouteContext, 'findSuburb'>): string[] {
  if (value.trim() === '') return [suburbRequired(who)];
  const option = ctx.findSuburb(value);
  if (!option) return [DETAILS_MESSAGES.optionDoesNotExist];
  return option.available && option.depots.length > 0 ? [] : [suburbNotAvailable(option.label)];
}

export function routeCheck(sender: string, receiver: string, ctx: RouteContext): RouteCheck {
  const none = (errors: string[]): RouteCheck => ({ errors, route: null, routeTypes: [] });
  const senderErrors = suburbErrors(sender, 'Sender', ctx);
  if (sender.trim() === '' && receiver.trim() !== '') {
    return none([...senderErrors, DETAILS_MESSAGES.senderFirst]);
  }
  const errors = [...senderErrors, ...suburbErrors(receiver, 'Receiver', ctx)];
  if (errors.length > 0) return none(errors);
  if (sender === receiver) return none([DETAILS_MESSAGES.destinationsMatch]);
  const from = ctx.findSuburb(sender) as SuburbOption;
  const to = ctx.findSuburb(receiver) as SuburbOption;
  const route = ratesForRoute(ctx.rates, from.depots, to.depots);
  const routeTypes = route ? freightTypesForRoute(route.rates, ctx.freightTypes) : [];
  if (!route || routeTypes.length === 0) return none([DETAILS_MESSAGES.cannotShip]);
  return { errors: [], route, routeTypes };
}
