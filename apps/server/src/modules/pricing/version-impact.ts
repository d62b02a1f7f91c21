import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImpactAnswer } from '@portal/domain/carrier/pricing-calls';
import { carrierDayStart } from '@portal/domain/pricing/card-versions';
import type { PricingCard } from '@portal/domain/pricing/card-pricing';
import { RATE_CARD_MESSAGES } from '@portal/domain/carrier/pricing-messages';
import { IMPACT_DAYS, IMPACT_MESSAGES as M, impactStudy, type NamedVersion } from '@portal/domain/pricing/version-impact';
import { addDays } from '@portal/domain/schedule/schedule-time';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { carrierDayOf, carrierZoneOf, tariffOf } from '../reference/service';
import { cardsOnDay, levyOn } from './cards-on-day';
import { consignmentPages } from './impact-reads';
import { versionSummary } from './version-summaries';
import { cardOf, versionTerms } from './version-terms';

// GET pricing/versions/{id}/impact (issue 27): what a draft or scheduled version would cost,
// over the booked consignments of the last IMPACT_DAYS days. A customer's version stands in for
// that customer's card over its consignments; a General version stands in for the General card
// over every consignment the General card prices today. Both sides at today's fuel levy.
// Nothing is written. The consignments are read a page at a time with a turn of the event loop
// between pages, and only the totals are kept: 100,000 consignments cost a few seconds of
// reading without holding up other requests, in memory that does not grow with them.

const named = (card: PricingCard | undefined): NamedVersion | null => (card ? { id: card.version.id, label: card.version.label } : null);

export async function versionImpact(db: Db, id: number, now: number): Promise<ImpactAnswer> {
  const version = await versionSummary(db, id, now);
  if (!version) throw notFound(RATE_CARD_MESSAGES.noVersion(id));
  if (version.status !== 'draft' && version.status !== 'scheduled') throw conflict(M.notStudied(id, version.status));
  const { companyId } = version;
  const today = carrierDayOf(db, now);
  const since = addDays(today, 1 - IMPACT_DAYS);
  const row = await db.selectFrom('rateCardVersions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [inForce, studied, tariff, levy, companies] = await Promise.all([
    cardsOnDay(db, today, companyId === null ? 'all' : [companyId]),
    versionTerms(db, [row]),
    tariffOf(db, now),
    levyOn(db, today),
    db.selectFrom('companies').select(['id', 'name', 'dimensionFactor']).execute(),
  ]);
  const ppiOnly = new Set(tariff.freightTypes.filter((t) => t.ppiOnly).map((t) => t.freight));
  const companyOf = new Map(companies.map((c) => [c.id, c]));
  const study = impactStudy({
    changed: cardOf(studied.get(id)!),
    general: inForce.general,
    cardOf: (customer) => inForce.customers.get(customer),
    fuelLevyPercent: levy.percent,
    dimensionFactorOf: (customer) => companyOf.get(customer)?.dimensionFactor ?? 1,
    ppiOnly: (type) => ppiOnly.has(type),
  });
  for await (const page of consignmentPages(db, carrierDayStart(since, carrierZoneOf(db)), companyId)) {
    for (const consignment of page) study.add(consignment);
    // Other requests run between pages: the longest wait is one page's reading and pricing.
    await nextTurn();
  }

  const general = named(inForce.general);
  return {
    version,
    comparedWith:
      companyId === null ? M.comparedWithGeneral(general, levy) : M.comparedWithCustomer(version.cardName, named(inForce.customers.get(companyId)), general, levy),
    since,
    consignments: study.consignments,
    unpriced: study.unpriced,
    customers: study.customers((customer) => companyOf.get(customer)?.name ?? String(customer)),
    lanes: study.lanes(),
  };
}
