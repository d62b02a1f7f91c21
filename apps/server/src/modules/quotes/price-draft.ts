import type { PriceBreakdown, QuoteDraft } from '@portal/domain/api/quote';
import type { FreightItem } from '@portal/domain/booking/booking';
import { chargesFor, ppiPricesFor } from '@portal/domain/pricing/card-pricing';
import { priceQuote } from '@portal/domain/pricing/price-quote';
import { QUOTE_PRICE_ERROR, quotePriceError } from '@portal/domain/quote/quote-accept';
import { quoteDraftErrors } from '@portal/domain/quote/quote-rules';
import { badRequest } from '../../http/errors';
import { checkedFreight } from '../bookings/service';
import type { CompanyBookingOptions, PricedRate } from '../reference/service';

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
  /** The rate card version and levy month it was priced with (issue 27): stored with the quote. */
  rateVersionId: number;
  levyMonth: string;
}

/** Throws 400 with every message when the draft breaks a rule; else its price. */
export function checkAndPrice(draft: QuoteDraft, ctx: CompanyBookingOptions, companyId: number): PricedDraft {
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
  const freight = checkedFreight(draft, ctx);
  errors.push(...freight.errors);
  if (errors.length > 0) throw badRequest(...errors);

  // The rules passed, so both suburbs exist, the route has rates and the type is on it.
  const type = draft.freightList[0]!.type;
  const rate = route!.rates.find((r) => r.freight === type)!;
  const ppiOnly = ctx.tariff.freightTypes.some((t) => t.freight === type && t.ppiOnly);
  const items = freight.items;
  const { tariff } = ctx;
  // The charges and prices per item of the card that priced the lane (the customer's may leave them to General).
  const card = rate.card === 'general' ? tariff.general : tariff.cardOf(companyId);
  const breakdown = priceQuote({
    card: rate.card,
    rate: rate.prices,
    ppiPrices: ppiOnly ? ppiPricesFor(card, tariff.general) : null,
    items,
    dimensionFactor: ctx.dimensionFactor,
    pickupRequired: draft.pickupRequired,
    deliveryRequired: draft.deliveryRequired,
    dangerousGoods: draft._dgHas === true,
    charges: chargesFor(card, tariff.general),
    fuelLevyPercent: tariff.levy.percent,
  });
  if (quotePriceError(breakdown.total)) throw badRequest(QUOTE_PRICE_ERROR);
  return {
    breakdown,
    generalRate: route!.generalRate,
    depotFrom: route!.depotFrom,
    depotTo: route!.depotTo,
    items,
    rateVersionId: rate.versionId,
    levyMonth: tariff.levy.month,
  };
}
