import type { Kysely, Migration } from 'kysely';
import { distanceKm } from '../../modules/reference/geo';

// The carrier's network and standard tariff (decision 0015): depots, freight types, the price
// per item list, the General rate card and the service charges. Like the roles (0002) every
// installation needs them before the first quote, demo or not, so they ship as a migration and
// are written out here: a migration inserts the same rows forever. Customer cards, saved
// addresses and fuel levies are the demo seed's.

/** DESIGN.md 'Reference data and pricing', in its order. */
export const DEPOTS = [
  { code: 'BNE', city: 'Brisbane', state: 'QLD', lat: -27.47, lng: 153.02 },
  { code: 'OOL', city: 'Gold Coast', state: 'QLD', lat: -28.0, lng: 153.43 },
  { code: 'MCY', city: 'Sunshine Coast', state: 'QLD', lat: -26.65, lng: 153.07 },
  { code: 'TWB', city: 'Toowoomba', state: 'QLD', lat: -27.56, lng: 151.95 },
  { code: 'ROK', city: 'Rockhampton', state: 'QLD', lat: -23.38, lng: 150.51 },
  { code: 'MKY', city: 'Mackay', state: 'QLD', lat: -21.14, lng: 149.19 },
  { code: 'TSV', city: 'Townsville', state: 'QLD', lat: -19.26, lng: 146.82 },
  { code: 'CNS', city: 'Cairns', state: 'QLD', lat: -16.92, lng: 145.77 },
  { code: 'SYD', city: 'Sydney', state: 'NSW', lat: -33.87, lng: 151.21 },
  { code: 'NTL', city: 'Newcastle', state: 'NSW', lat: -32.93, lng: 151.78 },
  { code: 'CBR', city: 'Canberra', state: 'ACT', lat: -35.28, lng: 149.13 },
  { code: 'MEL', city: 'Melbourne', state: 'VIC', lat: -37.81, lng: 144.96 },
  { code: 'ADL', city: 'Adelaide', state: 'SA', lat: -34.93, lng: 138.6 },
  { code: 'PER', city: 'Perth', state: 'WA', lat: -31.95, lng: 115.86 },
  { code: 'HBA', city: 'Hobart', state: 'TAS', lat: -42.88, lng: 147.33 },
  { code: 'DRW', city: 'Darwin', state: 'NT', lat: -12.46, lng: 130.84 },
] as const;

/** Weight-priced types scale the General prices; Pallets is priced per item. */
const FREIGHT_TYPES = [
  { name: 'General', ppiOnly: false, factor: 1 },
  { name: 'Chiller', ppiOnly: false, factor: 1.3 },
  { name: 'Freezer', ppiOnly: false, factor: 1.45 },
  { name: 'Pallets', ppiOnly: true, factor: 1 },
] as const;

const PPI_ENTRIES = [
  { freightType: 'Pallets', name: 'Standard pallet (1.2 x 1.2 m)', price: 85 },
  { freightType: 'Pallets', name: 'Half pallet (1.2 x 0.8 m)', price: 55 },
  { freightType: 'Pallets', name: 'Oversize pallet (up to 2.4 x 1.2 m)', price: 150 },
];

export const CHARGES = [
  { code: 'pickup', amount: 22.5 },
  { code: 'delivery', amount: 22.5 },
  { code: 'forklift', amount: 40 },
  { code: 'dangerousGoods', amount: 55 },
];

/** DESIGN.md: 'every depot pair except DRW-HBA', either way. */
const NO_SERVICE = new Set(['DRW-HBA', 'HBA-DRW']);
/** Darwin has no pickup or delivery run in this demo network: freight is dropped at and collected from the depot. */
const DEPOT_ONLY = 'DRW';

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Road prices by straight-line distance d between the depots (km): a consignment's basic charge
 * 18 + 0.012 d, 0.09 + 0.00032 d a kilogram, at least 30 + 0.025 d; Brisbane to Sydney (732 km)
 * is 26.79 + 0.3244/kg, at least 48.31. Pallets pay a line-haul charge of 25 + 0.11 d a
 * consignment plus their per-item prices.
 */
export function generalRateRows() {
  const rows = [];
  for (const from of DEPOTS) {
    for (const to of DEPOTS) {
      if (NO_SERVICE.has(`${from.code}-${to.code}`)) continue;
      const d = distanceKm(from, to);
      for (const type of FREIGHT_TYPES) {
        const weightPrices = {
          basic_charge: cents((18 + 0.012 * d) * type.factor),
          rate_per_kg: Math.round((0.09 + 0.00032 * d) * type.factor * 10_000) / 10_000,
          minimum_charge: cents((30 + 0.025 * d) * type.factor),
        };
        const itemPrices = { basic_charge: cents(25 + 0.11 * d), rate_per_kg: 0, minimum_charge: 0 };
        rows.push({
          company_id: null,
          depot_from: from.code,
          depot_to: to.code,
          freight_type: type.name,
          is_default: 1,
          pickup_allowed: from.code === DEPOT_ONLY ? 0 : 1,
          delivery_allowed: to.code === DEPOT_ONLY ? 0 : 1,
          ...(type.ppiOnly ? itemPrices : weightPrices),
          cubic_conversion: 250,
        });
      }
    }
  }
  return rows;
}

type RateRow = ReturnType<typeof generalRateRows>[number];
interface TariffTables {
  depots: { code: string; city: string; state: string; lat: number; lng: number };
  freight_types: { name: string; ppi_only: number; position: number };
  ppi_entries: { freight_type: string; name: string; price: number; position: number };
  rates: RateRow;
  charges: { code: string; amount: number };
}

export const tariffMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    // This migration's own row types, not today's schema: it must insert the same rows forever.
    const db = untyped as Kysely<TariffTables>;
    await db.insertInto('depots').values([...DEPOTS]).execute();
    await db
      .insertInto('freight_types')
      .values(FREIGHT_TYPES.map((t, position) => ({ name: t.name, ppi_only: t.ppiOnly ? 1 : 0, position })))
      .execute();
    await db
      .insertInto('ppi_entries')
      .values(PPI_ENTRIES.map((e, position) => ({ freight_type: e.freightType, name: e.name, price: e.price, position })))
      .execute();
    const rows = generalRateRows();
    for (let i = 0; i < rows.length; i += 200) await db.insertInto('rates').values(rows.slice(i, i + 200)).execute();
    await db.insertInto('charges').values(CHARGES).execute();
  },
};
