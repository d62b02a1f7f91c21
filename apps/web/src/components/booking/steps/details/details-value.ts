import { suburbValueOf, type Party } from '@portal/domain/api/party';
import type { BookingOptions, SuburbOption } from '@portal/domain/api/reference';
import type { DetailsState } from '@portal/domain/details/details-state';
import { routeCheck, type RouteCheck, type RouteContext } from '@portal/domain/details/route-rules';
import type { QuoteContext } from '@portal/domain/quote/quote-rules';
import { useMemo } from 'react';

// The Details step's value and the route its suburbs make (spec 02 sections 4 and 5). Its rules are
// the domain's step rules (packages/domain/src/wizard).

export interface DetailsValue {
  sender: Party;
  receiver: Party;
  poNumber: string;
  customerRef: string;
  /** Set when the booking comes from a quote: the suburbs are then fixed. */
  quoteNumber: string;
}

/** The quote wizard shows the suburbs, PO and reference only; pickups and drop freight show every field. */
export type DetailsVariant = 'quote' | 'full';

/** The domain's Details store names the customer reference pickupRef. */
export function toDetailsState(value: DetailsValue): DetailsState {
  return { sender: value.sender, receiver: value.receiver, poNumber: value.poNumber, pickupRef: value.customerRef, quoteNumber: value.quoteNumber };
}

const lookups = new WeakMap<readonly SuburbOption[], (value: string) => SuburbOption | undefined>();

/** A suburb option by its value, over a map built once per suburb list. */
export function suburbFinder(suburbs: readonly SuburbOption[]): (value: string) => SuburbOption | undefined {
  let find = lookups.get(suburbs);
  if (!find) {
    const byValue = new Map(suburbs.map((option) => [option.value, option]));
    find = (value) => byValue.get(value);
    lookups.set(suburbs, find);
  }
  return find;
}

export function routeContext(options: BookingOptions): RouteContext {
  return { findSuburb: suburbFinder(options.suburbs), rates: options.rates, freightTypes: options.freightTypes };
}

/**
 * The route of the chosen suburbs: its errors, its rates (for the freight types, the services
 * and the General rate notice) and the freight types it offers; computed again only when a
 * suburb or the options change.
 */
export function useDetailsRoute(value: Pick<DetailsValue, 'sender' | 'receiver'>, options: BookingOptions): RouteCheck {
  const sender = suburbValueOf(value.sender);
  const receiver = suburbValueOf(value.receiver);
  return useMemo(() => routeCheck(sender, receiver, routeContext(options)), [sender, receiver, options]);
}

/** The domain rules' context from the options answer: suburbs, rates, limits and company options. */
export function ruleContext(options: BookingOptions): QuoteContext {
  return {
    ...routeContext(options),
    requirePO: options.requirePO,
    limits: options.limits,
    dimensionFactor: options.dimensionFactor,
    forkliftPickup: options.forkliftPickup,
    forkliftDelivery: options.forkliftDelivery,
  };
}
