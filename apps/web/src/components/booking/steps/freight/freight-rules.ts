import type { FreightItem } from '@portal/domain/api/quote';
import type { BookingOptions, FreightTypeOption, RateOption } from '@portal/domain/api/reference';
import { dgItemErrors } from '@portal/domain/dangerous-goods/dg-rules';
import { itemMessage } from '@portal/domain/freight/freight-messages';
import { freightErrors } from '@portal/domain/freight/freight-rules';
import { lineItemErrors } from '@portal/domain/freight/line-item-rules';
import { freightTypesForRoute } from '@portal/domain/freight/route-freight-types';
import { useMemo } from 'react';

// The freight step's value and how it meets the domain's line item and totals rules
// (spec 02 sections 4 and 5).

export interface FreightValue {
  freightList: FreightItem[];
  /** Book Price Per Item mode. */
  ppi: boolean;
}

/** The freight types the route offers, in the options' order. */
export function useRouteTypes(routeRates: readonly RateOption[], options: BookingOptions): FreightTypeOption[] {
  return useMemo(() => freightTypesForRoute(routeRates, options.freightTypes), [routeRates, options.freightTypes]);
}

/** One card's messages without the 'Item n: ' prefix: its line item fields and, when shown, its DG fields. */
export function lineItemMessages(item: FreightItem, ppi: boolean, options: BookingOptions, withDgFields: boolean): string[] {
  const ctx = { limits: options.limits, dimensionFactor: options.dimensionFactor, ppi };
  return [...lineItemErrors(item, ctx), ...(withDgFields ? dgItemErrors(item) : [])];
}

/** Every message of the step: each card's as 'Item n: ...', the freight type rules, the totals. */
export function freightStepErrors(
  value: FreightValue,
  options: BookingOptions,
  routeRates: readonly RateOption[],
  withDgFields = true,
): string[] {
  const routeTypes = freightTypesForRoute(routeRates, options.freightTypes);
  const errors = freightErrors(value.freightList, value.ppi, { limits: options.limits, dimensionFactor: options.dimensionFactor, routeTypes });
  if (!withDgFields) return errors;
  const dg = value.freightList.flatMap((item, i) => dgItemErrors(item).map((message) => itemMessage(i, message)));
  return [...errors, ...dg];
}
