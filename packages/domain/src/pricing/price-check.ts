import type { PriceBreakdown } from '../api/quote';
import type { ServiceValue } from '../booking/booking';
import { DETAILS_MESSAGES } from '../details/details-messages';
import { chargesFor, ppiPricesFor, routeOnCards, type PricedRate, type PricingCard } from './card-pricing';
import { priceQuote, type PricedItem } from './price-quote';
import type { RateLane } from './rate-lane';

// The desk's price check (issue 27): one consignment priced on a day under a customer's card
// and under the General card, side by side, and why the customer's quote would fall back to
// General or find no price. Each side is priced as a quote is (the route rule of
// card-pricing.ts, priceQuote); the server finds the suburbs, the versions in force that day
// and the levy, and names the versions.

export const PRICE_CHECK_MESSAGES = {
  notADay: (day: string) => `Day: ${day} is not a date.`,
  noCustomer: (card: string) => `Card: there is no customer ${card}.`,
  unknownSuburb: (field: 'Sender' | 'Receiver', value: string) => `${field} suburb: ${value} is not a suburb of the gazetteer. Pick one from the list.`,
  unknownFreightType: (type: string) => `Freight type: there is no freight type ${type}.`,
  ppiNeeded: (line: number, type: string) => `Line ${line}: ${type} is priced per item, so the line needs a price per item entry.`,
  unknownPpi: (line: number, id: number, type: string) => `Line ${line}: ${id} is not a price per item entry of ${type}.`,
  /** The customer's side. */
  noCustomerCard: (name: string, day: string) => `${name} has no card in force on ${day}: its quotes are priced by the General card.`,
  noCustomerLane: (name: string, from: string, to: string) =>
    `${name}'s card has no lane between these suburbs' depots (from ${from}, to ${to}): its quote falls back to the General card.`,
  customerLacksType: (name: string, depotFrom: string, depotTo: string, type: string) =>
    `${name}'s card has a lane from ${depotFrom} to ${depotTo} but not for ${type}: its quote cannot be priced, and the General card is not asked.`,
  /** Either side. */
  cannotShip: DETAILS_MESSAGES.cannotShip,
  noGeneralCard: (day: string) => `The General card has no version in force on ${day}.`,
  generalLacksType: (depotFrom: string, depotTo: string, type: string) => `The General card has no ${type} lane from ${depotFrom} to ${depotTo}.`,
  noPpiPrice: (cardName: string) => `The ${cardName} card has no price for one of the lines' price per item entries.`,
} as const;

/** The consignment priced: what a quote's draft would say, with its suburbs' depots nearest first. */
export interface PriceCheckRequest {
  day: string;
  fromDepots: readonly string[];
  toDepots: readonly string[];
  freightType: string;
  ppiOnly: boolean;
  items: readonly PricedItem[];
  /** 1 metres, 100 centimetres (the check's lines are in centimetres). */
  dimensionFactor: number;
  pickupRequired: ServiceValue;
  deliveryRequired: ServiceValue;
  dangerousGoods: boolean;
  /** The levy of the day's month. */
  fuelLevyPercent: number;
}

export interface CheckedSide {
  /** The card's version in force that day, null when it has none. */
  versionId: number | null;
  breakdown: PriceBreakdown | null;
  lane: RateLane | null;
  note: string;
}

export interface CheckedSides {
  customer: CheckedSide | null;
  general: CheckedSide;
  quotedBy: 'customer' | 'general' | null;
}

/** A lane as its card has it, from the rate the route chose. */
export const laneOfRate = (rate: PricedRate): RateLane => ({
  depotFrom: rate.depotFrom,
  depotTo: rate.depotTo,
  freightType: rate.freight,
  isDefault: rate.default,
  pickupAllowed: rate.pickupAllowed,
  deliveryAllowed: rate.deliveryAllowed,
  basicCharge: rate.prices.basicCharge,
  ratePerKg: rate.prices.ratePerKg,
  minimumCharge: rate.prices.minimumCharge,
  cubicConversion: rate.prices.cubicConversion,
  breaks: rate.prices.breaks ?? null,
});

const depotsOf = (depots: readonly string[]) => depots.join(', ') || 'none';

/** The rate's price under its card (charges and prices per item falling back to General's). */
function priced(rate: PricedRate, card: PricingCard | undefined, general: PricingCard | undefined, request: PriceCheckRequest, cardName: string): CheckedSide {
  const base = { versionId: card?.version.id ?? null, lane: laneOfRate(rate) };
  const ppiPrices = request.ppiOnly ? ppiPricesFor(card, general) : null;
  if (ppiPrices && request.items.some((item) => !ppiPrices.has(item.ppi))) return { ...base, breakdown: null, note: PRICE_CHECK_MESSAGES.noPpiPrice(cardName) };
  const breakdown = priceQuote({
    card: rate.card,
    rate: rate.prices,
    ppiPrices,
    items: request.items,
    dimensionFactor: request.dimensionFactor,
    pickupRequired: request.pickupRequired,
    deliveryRequired: request.deliveryRequired,
    dangerousGoods: request.dangerousGoods,
    charges: chargesFor(card, general),
    fuelLevyPercent: request.fuelLevyPercent,
  });
  return { ...base, breakdown, note: '' };
}

/** The General card's side: what it prices for a customer without a card of its own. */
function generalSide(general: PricingCard | undefined, request: PriceCheckRequest): CheckedSide {
  const none = { versionId: general?.version.id ?? null, breakdown: null, lane: null };
  if (!general) return { ...none, note: PRICE_CHECK_MESSAGES.noGeneralCard(request.day) };
  const route = routeOnCards(undefined, general, request.fromDepots, request.toDepots);
  if (!route) return { ...none, note: PRICE_CHECK_MESSAGES.cannotShip };
  const rate = route.rates.find((r) => r.freight === request.freightType);
  if (!rate) return { ...none, note: PRICE_CHECK_MESSAGES.generalLacksType(route.depotFrom, route.depotTo, request.freightType) };
  return priced(rate, general, general, request, 'General');
}

/**
 * The customer's side under spec 02 section 3's route rule: its own card first, at the nearest
 * depot pair it has a lane for; the General card only when it has none for any pair of the route.
 */
function customerSide(name: string, own: PricingCard | undefined, general: PricingCard | undefined, request: PriceCheckRequest): { side: CheckedSide; fallsBack: boolean } {
  const none = { versionId: own?.version.id ?? null, breakdown: null, lane: null };
  if (!own) return { side: { ...none, note: PRICE_CHECK_MESSAGES.noCustomerCard(name, request.day) }, fallsBack: true };
  const route = routeOnCards(own, undefined, request.fromDepots, request.toDepots);
  if (!route) return { side: { ...none, note: PRICE_CHECK_MESSAGES.noCustomerLane(name, depotsOf(request.fromDepots), depotsOf(request.toDepots)) }, fallsBack: true };
  const rate = route.rates.find((r) => r.freight === request.freightType);
  if (!rate) return { side: { ...none, note: PRICE_CHECK_MESSAGES.customerLacksType(name, route.depotFrom, route.depotTo, request.freightType) }, fallsBack: false };
  return { side: priced(rate, own, general, request, name), fallsBack: false };
}

/**
 * Both sides of a price check. `customer` is null when the General card was picked; then the
 * General side is what a quote of a customer without a card is priced by.
 */
export function priceCheckSides(customer: { name: string; card: PricingCard | undefined } | null, general: PricingCard | undefined, request: PriceCheckRequest): CheckedSides {
  const generalPriced = generalSide(general, request);
  const generalQuote = generalPriced.breakdown ? 'general' : null;
  if (!customer) return { customer: null, general: generalPriced, quotedBy: generalQuote };
  const { side, fallsBack } = customerSide(customer.name, customer.card, general, request);
  const quotedBy = side.breakdown ? 'customer' : fallsBack ? generalQuote : null;
  return { customer: side, general: generalPriced, quotedBy };
}
