import type { PriceCheckAnswer, PriceCheckInput, PriceCheckSide, SuburbSearchInput, SuburbsAnswer } from '@portal/domain/carrier/pricing-calls';
import { PRICE_CHECK_MESSAGES as M, priceCheckSides, type CheckedSide } from '@portal/domain/pricing/price-check';
import type { PricedItem } from '@portal/domain/pricing/price-quote';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { suburbsFor, tariffOf } from '../reference/service';
import { cardsOnDay, levyOn } from './cards-on-day';
import { companyOfCard, versionSummary } from './version-summaries';

// POST pricing/price-check and GET pricing/suburbs (issue 27): a consignment priced on any day
// under a customer's card and the General card side by side (price-check.ts in the domain does
// the pricing and says why a side falls back or has no price), and the suburbs its pickers offer.
// Suburbs and their depots are the gazetteer's, as a quote finds them. Nothing is written.

/** Suburbs a search answers at most. */
export const SUBURBS_FOUND = 20;

/** The check's lines are in centimetres (priceCheckSchema). */
const CENTIMETRES = 100;

/** A real calendar day: the schema checks the shape only. */
const isDay = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === day;
};

export async function priceCheck(db: Db, input: PriceCheckInput, now: number): Promise<PriceCheckAnswer> {
  if (!isDay(input.day)) throw badRequest(M.notADay(input.day));
  const tariff = await tariffOf(db, now);
  const suburbs = suburbsFor(tariff.depots, tariff.routedDepots);
  const from = suburbs.find(input.sender);
  const to = suburbs.find(input.receiver);
  const type = tariff.freightTypes.find((t) => t.freight === input.freightType);
  const errors: string[] = [];
  if (!from) errors.push(M.unknownSuburb('Sender', input.sender));
  if (!to) errors.push(M.unknownSuburb('Receiver', input.receiver));
  if (!type) errors.push(M.unknownFreightType(input.freightType));
  const entries = new Set((tariff.ppiEntries.get(input.freightType) ?? []).map((entry) => entry.id));
  input.lines.forEach((line, i) => {
    if (!type?.ppiOnly) return;
    if (line.ppi === null) errors.push(M.ppiNeeded(i + 1, input.freightType));
    else if (!entries.has(line.ppi)) errors.push(M.unknownPpi(i + 1, line.ppi, input.freightType));
  });
  const companyId = companyOfCard(input.card);
  const company = companyId === null ? null : await db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst();
  if (company === undefined) errors.push(M.noCustomer(input.card));
  if (errors.length > 0) throw badRequest(...errors);

  const [cards, levy] = await Promise.all([cardsOnDay(db, input.day, company ? [company.id] : []), levyOn(db, input.day)]);
  const items: PricedItem[] = input.lines.map((line) => ({
    quantity: String(line.quantity),
    unitWeight: String(line.unitWeight),
    length: String(line.length),
    width: String(line.width),
    height: String(line.height),
    ppi: type!.ppiOnly ? line.ppi! : 0,
  }));
  const sides = priceCheckSides(company ? { name: company.name, card: cards.customers.get(company.id) } : null, cards.general, {
    day: input.day,
    fromDepots: from!.depots,
    toDepots: to!.depots,
    freightType: input.freightType,
    ppiOnly: type!.ppiOnly,
    items,
    dimensionFactor: CENTIMETRES,
    pickupRequired: input.pickupRequired,
    deliveryRequired: input.deliveryRequired,
    dangerousGoods: input.dangerousGoods,
    fuelLevyPercent: levy.percent,
  });
  const named = async (side: CheckedSide): Promise<PriceCheckSide> => ({
    version: side.versionId === null ? null : ((await versionSummary(db, side.versionId, now)) ?? null),
    breakdown: side.breakdown,
    lane: side.lane,
    note: side.note,
  });
  return {
    day: input.day,
    levy,
    customer: sides.customer && (await named(sides.customer)),
    general: await named(sides.general),
    quotedBy: sides.quotedBy,
  };
}

/** Up to SUBURBS_FOUND available suburbs whose value starts with the search, whatever its case. */
export async function pricingSuburbs(db: Db, { search }: SuburbSearchInput, now: number): Promise<SuburbsAnswer> {
  const tariff = await tariffOf(db, now);
  const start = search.toUpperCase();
  const found: string[] = [];
  for (const option of suburbsFor(tariff.depots, tariff.routedDepots).options) {
    if (!option.available || !option.value.toUpperCase().startsWith(start)) continue;
    found.push(option.value);
    if (found.length === SUBURBS_FOUND) break;
  }
  return { suburbs: found };
}
