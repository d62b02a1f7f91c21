import type { FreightItem, PriceBreakdown, QuoteDraft } from '@portal/domain/api/quote';
import { isNoDgClass } from '@portal/domain/dangerous-goods/dg-classes';
import { FREIGHT_MESSAGES, itemMessage } from '@portal/domain/freight/freight-messages';
import { itemWeight } from '@portal/domain/freight/line-item-rules';
import { priceQuote } from '@portal/domain/pricing/price-quote';
import { QUOTE_PRICE_ERROR, quotePriceError } from '@portal/domain/quote/quote-accept';
import { quoteDraftErrors } from '@portal/domain/quote/quote-rules';
import { badRequest } from '../../http/errors';
import type { BookingContext } from '../reference/booking-options';
import { lookupDangerousGood } from '../reference/dangerous-goods';
import type { PricedRate } from '../reference/tariff';

// POST quoteNew's checks and price (spec 02 sections 5 and 7; DESIGN.md pricing). The browser's
// rules run first, with the company's options and rates, then what only the server knows: the
// price per item entries and the UN list. Every message comes back at once.

export interface PricedDraft {
  breakdown: PriceBreakdown;
  generalRate: boolean;
  depotFrom: string;
  depotTo: string;
  /** The lines as stored: weight recomputed, technical names from the UN list. */
  items: FreightItem[];
}

/** The freight of a booking: a quote's, or a pickup's (modules/pickups). */
export type BookedFreight = Pick<QuoteDraft, 'freightList' | 'ppi' | '_dgHas'>;

/** Per-line checks only the server can make; messages carry the 'Item n: ' prefix. */
export function serverItemErrors(draft: BookedFreight, ctx: BookingContext): string[] {
  const errors: string[] = [];
  const type = draft.freightList[0]?.type ?? '';
  const entries = ctx.tariff.ppiEntries.get(type) ?? [];
  draft.freightList.forEach((item, i) => {
    if (draft.ppi && item.ppi > 0 && !entries.some((e) => e.id === item.ppi)) errors.push(itemMessage(i, FREIGHT_MESSAGES.ppiRequired));
    if (draft._dgHas === true && !isNoDgClass(item.dgClass) && item.dgUNCode.trim() !== '') {
      const found = lookupDangerousGood(item.dgClass, item.dgUNCode.trim());
      if ('error' in found) errors.push(itemMessage(i, found.error));
    }
  });
  return errors;
}

/** The lines to store: the weight the rules checked, and the UN list's technical names. */
export function storedItems(draft: BookedFreight): FreightItem[] {
  return draft.freightList.map((item) => {
    const dg = draft._dgHas === true && !isNoDgClass(item.dgClass) ? lookupDangerousGood(item.dgClass, item.dgUNCode.trim()) : null;
    return {
      ...item,
      weight: String(itemWeight(item)),
      dgTechName: dg && 'name' in dg ? dg.name : item.dgTechName,
      error: '',
    };
  });
}

/** Throws 400 with every message when the draft breaks a rule; else its price. */
export function checkAndPrice(draft: QuoteDraft, ctx: BookingContext, companyId: number): PricedDraft {
  const from = ctx.suburbs.find(draft.sender);
  const to = ctx.suburbs.find(draft.receiver);
  // The route's rates, chosen once per tariff: the rules' own ratesForRoute then picks the same from them.
  const route = from && to ? ctx.tariff.route(companyId, from.depots, to.depots) : null;
  const candidates: PricedRate[] = route?.rates ?? [];
  const errors = quoteDraftErrors(draft, {
    requirePO: ctx.requirePO,
    limits: ctx.limits,
    dimensionFactor: ctx.dimensionFactor,
    findSuburb: ctx.suburbs.find,
    rates: candidates,
    freightTypes: ctx.tariff.freightTypes,
    forkliftPickup: ctx.forkliftPickup,
    forkliftDelivery: ctx.forkliftDelivery,
  });
  errors.push(...serverItemErrors(draft, ctx));
  if (errors.length > 0) throw badRequest(...errors);

  // The rules passed, so both suburbs exist, the route has rates and the type is on it.
  const type = draft.freightList[0]!.type;
  const rate = route!.rates.find((r) => r.freight === type)!;
  const ppiOnly = ctx.tariff.freightTypes.some((t) => t.freight === type && t.ppiOnly);
  const items = storedItems(draft);
  const breakdown = priceQuote({
    card: rate.card,
    rate: rate.prices,
    ppiPrices: ppiOnly ? new Map((ctx.tariff.ppiEntries.get(type) ?? []).map((e) => [e.id, e.price])) : null,
    items,
    dimensionFactor: ctx.dimensionFactor,
    pickupRequired: draft.pickupRequired,
    deliveryRequired: draft.deliveryRequired,
    dangerousGoods: draft._dgHas === true,
    charges: ctx.tariff.charges,
    fuelLevyPercent: ctx.fuelLevyPercent,
  });
  if (quotePriceError(breakdown.total)) throw badRequest(QUOTE_PRICE_ERROR);
  return { breakdown, generalRate: route!.generalRate, depotFrom: route!.depotFrom, depotTo: route!.depotTo, items };
}
