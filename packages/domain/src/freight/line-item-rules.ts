import type { FreightLimits } from '../api/session';
import type { FreightTypeOption } from '../api/reference';
import type { FreightItem } from '../booking/booking';
import { checkNumber, type NumericRule } from '../validation/numeric';
import { FREIGHT_FIELDS, FREIGHT_MESSAGES } from './freight-messages';
import { checkLength, checkRequiredText } from './text-fields';
import { numberOf } from './totals';

// One line item card (spec 02 section 5 'Line items'). Messages come without the 'Item n: '
// prefix; freightListErrors adds it.

export const MIN_MEASURE = 0.01;
export const DESCRIPTION_MAX = 200;
export const ITEM_REFERENCE_MAX = 100;
/** Price-per-item bookings take at most 3 of an item (spec 02 sections 4 and 9). */
export const PPI_QUANTITY_MAX = 3;

export interface LineItemContext {
  limits: FreightLimits;
  /** 1 for metres, 100 for centimetres. */
  dimensionFactor: number;
  /** Book Price Per Item mode. */
  ppi: boolean;
}

/** The unit dimensions are typed in. */
export function dimensionUnit(dimensionFactor: number): 'm' | 'cm' {
  return dimensionFactor === 1 ? 'm' : 'cm';
}

// Limits are in metres; 2.8 x 100 must read 280, not 280.00000000000006.
const scaled = (limit: number, factor: number) => Math.round(limit * factor * 1e6) / 1e6;

/**
 * The numeric rules of a card. Upper bounds are the maximum total weight, length, width and
 * height; dimensions are scaled by the dimension factor (a weight stays in kg).
 */
export function lineItemNumericRules(ctx: LineItemContext) {
  const f = FREIGHT_FIELDS;
  const unit = dimensionUnit(ctx.dimensionFactor);
  const measure = (field: string, max: number, u: string): NumericRule => ({
    field,
    min: MIN_MEASURE,
    max,
    decimals: 2,
    unit: u,
  });
  return {
    quantity: { field: f.quantity, min: 1, decimals: 0, max: ctx.ppi ? PPI_QUANTITY_MAX : undefined },
    unitWeight: measure(f.unitWeight, ctx.limits.weight, 'kg'),
    weight: measure(f.weight, ctx.limits.weight, 'kg'),
    length: measure(f.length, scaled(ctx.limits.length, ctx.dimensionFactor), unit),
    width: measure(f.width, scaled(ctx.limits.width, ctx.dimensionFactor), unit),
    height: measure(f.height, scaled(ctx.limits.height, ctx.dimensionFactor), unit),
  } satisfies Record<string, NumericRule>;
}

/** quantity x unit weight rounded to 2 decimals; NaN when either is missing. */
export function itemWeight(item: Pick<FreightItem, 'quantity' | 'unitWeight'>): number {
  return Math.round(numberOf(item.quantity) * numberOf(item.unitWeight) * 100) / 100;
}

/** The fields of a line item card a message can belong to. */
export type LineItemField = 'type' | 'quantity' | 'description' | 'ppi' | 'unitWeight' | 'length' | 'width' | 'height' | 'ref';

/**
 * A card's messages by the field each belongs to, in the card's order, so the field can be
 * outlined as well as named (issue 24: a 0 kg weight outlines Weight per item).
 */
export function lineItemFieldErrors(item: FreightItem, ctx: LineItemContext): Partial<Record<LineItemField, string>> {
  const rules = lineItemNumericRules(ctx);
  const f = FREIGHT_FIELDS;
  const quantity = checkNumber(item.quantity, rules.quantity);
  const unitWeight = checkNumber(item.unitWeight, rules.unitWeight);
  const checks: [LineItemField, string | undefined][] = [
    ['type', item.type.trim() === '' ? FREIGHT_MESSAGES.typeRequired : undefined],
    ['quantity', quantity],
    // In PPI mode the Price Per Item select takes the description's place.
    ctx.ppi
      ? ['ppi', item.ppi > 0 ? undefined : FREIGHT_MESSAGES.ppiRequired]
      : ['description', checkLength(item.description, f.description, DESCRIPTION_MAX)],
    // The line's weight only once its parts are valid, else the same fault would show twice; it
    // is the weight per item's field that is typed.
    ['unitWeight', unitWeight ?? (quantity ? undefined : checkNumber(itemWeight(item), { ...rules.weight, decimals: undefined }))],
    ['length', checkNumber(item.length, rules.length)],
    ['width', checkNumber(item.width, rules.width)],
    ['height', checkNumber(item.height, rules.height)],
    ['ref', checkRequiredText(item.ref, f.ref, ITEM_REFERENCE_MAX)],
  ];
  return Object.fromEntries(checks.filter((check): check is [LineItemField, string] => check[1] !== undefined));
}

export function lineItemErrors(item: FreightItem, ctx: LineItemContext): string[] {
  return Object.values(lineItemFieldErrors(item, ctx));
}

/**
 * The freight type rules of the whole list: every line shares the first line's type ('All
 * freight types must match.'), the type is offered on the route, and PPI mode goes with a
 * ppiOnly type.
 */
export function freightTypeErrors(
  items: readonly Pick<FreightItem, 'type'>[],
  ppi: boolean,
  routeTypes: readonly FreightTypeOption[],
): string[] {
  const types = items.map((item) => item.type).filter((type) => type.trim() !== '');
  const first = types[0];
  if (first === undefined) return [];
  const errors: string[] = [];
  if (types.some((type) => type !== first)) errors.push(FREIGHT_MESSAGES.typesMustMatch);
  const option = routeTypes.find((t) => t.freight === first);
  if (!option) errors.push(FREIGHT_MESSAGES.typeNotOnRoute);
  else if (option.ppiOnly !== ppi) errors.push(FREIGHT_MESSAGES.ppiModeMismatch);
  return errors;
}
