import {
  LANES_PAGE_SIZE,
  type CardAnswer,
  type CardSummary,
  type LaneListInput,
  type LanesAnswer,
  type PpiPriceRow,
  type PricingDeskAnswer,
  type VersionAnswer,
} from '@portal/domain/carrier/pricing-calls';
import { isEditable } from '@portal/domain/pricing/card-versions';
import type { Deps } from '../../deps';
import { carrierZoneOf, tariffOf } from '../reference/service';
import { levyWarnings } from './fuel-levies';
import { laneOf } from './lane-rows';
import type { RateCardLookups } from './rate-card-lookups';
import { allVersions, cardRefOf, cardVersions } from './version-summaries';
import { versionTerms } from './version-terms';
import { lanePage, ppiEntryRows } from './versions-repo';

// The pricing desk's reads (issue 27): the front page, a card's versions, a version's terms and
// its lanes.

export function rateCardReads({ db, config }: Deps, look: RateCardLookups) {
  return {
    async desk(): Promise<PricingDeskAnswer> {
      const [versions, warnings, tariff, entries] = await Promise.all([allVersions(db, config.now()), levyWarnings(db, look.today()), tariffOf(db), ppiEntryRows(db)]);
      const cards = new Map<string, CardSummary>();
      // Oldest first, so the next scheduled version is the earliest one after today.
      for (const v of [...versions].reverse()) {
        const card = cards.get(v.card) ?? { card: v.card, name: v.cardName, companyId: v.companyId, inForce: null, next: null, drafts: 0 };
        if (v.status === 'in force') card.inForce = v;
        if (v.status === 'scheduled' && (!card.next || v.effectiveFrom! < card.next.effectiveFrom!)) card.next = v;
        if (v.status === 'draft') card.drafts += 1;
        cards.set(v.card, card);
      }
      const general = cards.get('general');
      const customers = [...cards.values()].filter((c) => c.companyId !== null).sort((a, b) => a.name.localeCompare(b.name));
      return {
        today: look.today(),
        timeZone: carrierZoneOf(db),
        cards: general ? [general, ...customers] : customers,
        levyWarnings: warnings,
        freightTypes: [...tariff.freightTypes],
        ppiEntries: entries.map(({ id, freightType, name }) => ({ id, freightType, name })),
      };
    },

    async card(card: string): Promise<CardAnswer> {
      const { companyId, name } = await look.cardOf(card);
      return { card: cardRefOf(companyId), name, companyId, today: look.today(), timeZone: carrierZoneOf(db), versions: await cardVersions(db, companyId, config.now()) };
    },

    async version(id: number): Promise<VersionAnswer> {
      const { row, summary } = await look.existingVersion(id);
      const general = await look.generalInForce();
      const found = await versionTerms(db, general && general.id !== row.id ? [row, general] : [row]);
      const own = found.get(row.id)!;
      const generalTerms = general && found.get(general.id);
      const ppiPrices: PpiPriceRow[] = (await ppiEntryRows(db)).map((entry) => ({
        id: entry.id,
        freightType: entry.freightType,
        name: entry.name,
        price: own.ppiPrices.get(entry.id) ?? null,
        generalPrice: generalTerms?.ppiPrices.get(entry.id) ?? null,
      }));
      return { version: summary, charges: own.charges, generalCharges: generalTerms?.charges ?? null, ppiPrices, editable: isEditable(summary.status) };
    },

    async lanes(id: number, input: LaneListInput): Promise<LanesAnswer> {
      await look.existingVersion(id);
      const page = input.page ?? 1;
      const [rows, count] = await lanePage(db, id, input.search ?? '', (page - 1) * LANES_PAGE_SIZE, LANES_PAGE_SIZE);
      return { lanes: rows.map(laneOf), total: Number(count.n), page, pageSize: LANES_PAGE_SIZE };
    },
  };
}
