import type { PricingCard } from '@portal/domain/pricing/card-pricing';
import { versionInForce } from '@portal/domain/pricing/card-versions';
import { fuelLevyFor } from '@portal/domain/pricing/quote-terms';
import type { Db } from '../../db/database';
import { cardOf, versionTerms } from './version-terms';
import { datedVersions, type VersionRow } from './versions-repo';

// The cards in force on a day, read afresh (issue 27): the price check's day may be any day,
// past or future, and the cost of a change compares with today's cards as the database has them
// now, not as the tariff read them up to a minute ago. Built as the tariff builds its cards
// (versionTerms + cardOf), without the depots' runs: the desk studies rates, not pickups.

export interface CardsOnDay {
  general: PricingCard | undefined;
  /** Each listed customer's card in force that day, by company id; a customer without one is absent. */
  customers: ReadonlyMap<number, PricingCard>;
}

/** The General card and the customers' cards in force on `day`: every customer's, or those listed. */
export async function cardsOnDay(db: Db, day: string, companies: 'all' | readonly number[]): Promise<CardsOnDay> {
  const byCard = new Map<number | null, VersionRow[]>();
  for (const row of await datedVersions(db)) byCard.set(row.companyId, [...(byCard.get(row.companyId) ?? []), row]);
  const wanted = companies === 'all' ? [...byCard.keys()] : [null, ...companies];
  const rows = wanted.map((companyId) => versionInForce(byCard.get(companyId) ?? [], day)).filter((row) => row !== undefined);
  const terms = await versionTerms(db, rows);
  const customers = new Map<number, PricingCard>();
  let general: PricingCard | undefined;
  for (const row of rows) {
    const card = cardOf(terms.get(row.id)!);
    if (row.companyId === null) general = card;
    else customers.set(row.companyId, card);
  }
  return { general, customers };
}

/** The fuel levy of a day's month ('YYYY-MM'), read afresh: fuelLevyFor over every month set. */
export async function levyOn(db: Db, day: string): Promise<{ month: string; percent: number }> {
  const levies = await db.selectFrom('fuelLevies').select(['month', 'percent']).execute();
  const month = day.slice(0, 7);
  return { month, percent: fuelLevyFor(levies, month) };
}
