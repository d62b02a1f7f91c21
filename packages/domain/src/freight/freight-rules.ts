import type { FreightItem } from '../booking/booking';
import type { FreightTypeOption } from '../api/reference';
import type { FreightLimits } from '../api/session';
import { dgItemErrors } from '../dangerous-goods/dg-rules';
import { FREIGHT_MESSAGES, itemMessage } from './freight-messages';
import { freightTypeErrors, lineItemErrors } from './line-item-rules';
import { freightTotals } from './totals';
import { totalsErrors } from './totals-rules';

// Every message of the freight step for a list of line items (spec 02 section 5): each card's
// messages as 'Item n: {message}', then the list's freight type rules, then the totals.

export interface FreightContext {
  limits: FreightLimits;
  dimensionFactor: number;
  /** The freight types the route offers (freightTypesForRoute). */
  routeTypes: readonly FreightTypeOption[];
}

export function freightErrors(items: readonly FreightItem[], ppi: boolean, ctx: FreightContext): string[] {
  if (items.length === 0) return [FREIGHT_MESSAGES.noItems];
  const errors = items.flatMap((item, i) =>
    lineItemErrors(item, { limits: ctx.limits, dimensionFactor: ctx.dimensionFactor, ppi }).map((m) => itemMessage(i, m)),
  );
  errors.push(...freightTypeErrors(items, ppi, ctx.routeTypes));
  errors.push(...totalsErrors(freightTotals(items, ctx.dimensionFactor), items.length, ctx.limits));
  return errors;
}

export interface FreightStepContext {
  limits: FreightLimits;
  dimensionFactor: number;
  /** Every freight type: what a line is checked against while the route is unknown. */
  freightTypes: readonly FreightTypeOption[];
}

/**
 * The Enter Freight (or quote Details) messages: the list's, judged against the route's types, or
 * against every type while the route is unknown (its own message says why: one problem, one
 * message, issue 10); with each card's dangerous goods fields where the card shows them.
 */
export function freightStepErrors(
  value: { freightList: readonly FreightItem[]; ppi: boolean },
  routeTypes: readonly FreightTypeOption[] | null,
  ctx: FreightStepContext,
  withDgFields = false,
): string[] {
  // The new key before the spread: after it, V8 (Node 20) adds it slowly (decision 0052).
  const errors = freightErrors(value.freightList, value.ppi, { routeTypes: routeTypes ?? ctx.freightTypes, ...ctx });
  if (!withDgFields) return errors;
  return [...errors, ...value.freightList.flatMap((item, i) => dgItemErrors(item).map((message) => itemMessage(i, message)))];
}

/** One card's messages without the 'Item n: ' prefix: its line item fields and, when shown, its DG fields. */
export function lineItemMessages(item: FreightItem, ppi: boolean, ctx: Omit<FreightStepContext, 'freightTypes'>, withDgFields: boolean): string[] {
  return [...lineItemErrors(item, { limits: ctx.limits, dimensionFactor: ctx.dimensionFactor, ppi }), ...(withDgFields ? dgItemErrors(item) : [])];
}
