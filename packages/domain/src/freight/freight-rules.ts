import type { FreightItem } from '../api/quote';
import type { FreightTypeOption } from '../api/reference';
import type { FreightLimits } from '../api/session';
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
