import { type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

// The pricing desk (issue 27, decision 0057): rate cards become versions.
// - rate_card_versions: a version of the General card (company_id null) or a customer's card; a
//   draft until scheduled, then in force from its effective day (00:00 on the carrier's clock).
//   Its charges are columns, null on a customer's version that leaves them to General.
// - rate_lanes: the lanes of a version (the rates of before), with weight breaks as JSON.
// - version_ppi_prices: a version's prices per item; the entries themselves (names, the ids a
//   freight line names) stay in ppi_entries.
// - rate_imports: a previewed import, applied later by its id from any instance.
// - quotes remember the version and the levy month they were priced with; fuel levies who set them.
// What stood before becomes each card's opening version, in force since 2000-01-01, so every
// price stays as it was; the old rates and charges tables, and ppi_entries.price, go.

/** Since ever: the opening versions priced everything before this migration. */
const OPENING_DAY = '2000-01-01';

interface OldTables {
  rates: OldRate & { id: number };
  charges: { code: string; amount: number };
  ppiEntries: { id: number; price: number };
  rateCardVersions: {
    id?: number;
    companyId: number | null;
    label: string;
    effectiveFrom: string;
    source: string;
    createdAt: number;
    scheduledAt: number;
    pickupCharge: number | null;
    deliveryCharge: number | null;
    forkliftCharge: number | null;
    dangerousGoodsCharge: number | null;
  };
  rateLanes: OldRate & { versionId: number };
  versionPpiPrices: { versionId: number; ppiEntryId: number; price: number };
}

interface OldRate {
  companyId: number | null;
  depotFrom: string;
  depotTo: string;
  freightType: string;
  isDefault: number;
  pickupAllowed: number;
  deliveryAllowed: number;
  basicCharge: number;
  ratePerKg: number;
  minimumCharge: number;
  cubicConversion: number;
}

export function rateCardVersionsMigration(engine: Engine): Migration {
  const serial = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const money = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

  return {
    async up(untyped: Kysely<unknown>) {
      await untyped.schema
        .createTable('rate_card_versions')
        .addColumn('id', 'integer', serial)
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
        .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('effective_from', 'text')
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
        .addColumn('scheduled_at', 'bigint')
        .addColumn('scheduled_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
        .addColumn('pickup_charge', 'double precision')
        .addColumn('delivery_charge', 'double precision')
        .addColumn('forklift_charge', 'double precision')
        .addColumn('dangerous_goods_charge', 'double precision')
        .execute();
      await untyped.schema.createIndex('rate_card_versions_card').on('rate_card_versions').columns(['company_id', 'effective_from']).execute();

      await untyped.schema
        .createTable('rate_lanes')
        .addColumn('id', 'integer', serial)
        .addColumn('version_id', 'integer', (c) => c.notNull().references('rate_card_versions.id').onDelete('cascade'))
        .addColumn('depot_from', 'text', (c) => c.notNull().references('depots.code'))
        .addColumn('depot_to', 'text', (c) => c.notNull().references('depots.code'))
        .addColumn('freight_type', 'text', (c) => c.notNull().references('freight_types.name'))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('pickup_allowed', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('delivery_allowed', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('basic_charge', 'double precision', money)
        .addColumn('rate_per_kg', 'double precision', money)
        .addColumn('minimum_charge', 'double precision', money)
        .addColumn('cubic_conversion', 'double precision', (c) => c.notNull().defaultTo(250))
        // '' (by rate per kg), 'break' or 'cumulative'; bands: JSON [{fromKg, toKg, ratePerKg}].
        .addColumn('break_method', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bands', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await untyped.schema
        .createIndex('rate_lanes_lane')
        .on('rate_lanes')
        .columns(['version_id', 'depot_from', 'depot_to', 'freight_type', 'is_default'])
        .unique()
        .execute();
      await untyped.schema.createIndex('rate_lanes_depot_to').on('rate_lanes').column('depot_to').execute();

      await untyped.schema
        .createTable('version_ppi_prices')
        .addColumn('version_id', 'integer', (c) => c.notNull().references('rate_card_versions.id').onDelete('cascade'))
        .addColumn('ppi_entry_id', 'integer', (c) => c.notNull().references('ppi_entries.id'))
        .addColumn('price', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('version_ppi_prices_pk', ['version_id', 'ppi_entry_id'])
        .execute();

      await untyped.schema
        .createTable('rate_imports')
        .addColumn('id', 'integer', serial)
        .addColumn('base_version_id', 'integer', (c) => c.notNull().references('rate_card_versions.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        // The parsed lanes and the preview's lists, as JSON: applying writes exactly what was shown.
        .addColumn('lanes', 'text', (c) => c.notNull())
        .addColumn('preview', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
        .addColumn('applied_version_id', 'integer', (c) => c.references('rate_card_versions.id').onDelete('set null'))
        .execute();

      await untyped.schema.alterTable('quotes').addColumn('rate_version_id', 'integer').execute();
      await untyped.schema.alterTable('quotes').addColumn('levy_month', 'text', (c) => c.notNull().defaultTo('')).execute();
      await untyped.schema.alterTable('fuel_levies').addColumn('set_at', 'bigint').execute();
      await untyped.schema.alterTable('fuel_levies').addColumn('set_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null')).execute();

      await openingVersions(untyped as Kysely<OldTables>);

      await untyped.schema.dropTable('rates').execute();
      await untyped.schema.dropTable('charges').execute();
      await untyped.schema.alterTable('ppi_entries').dropColumn('price').execute();
    },
  };
}

/** Each card's rates so far as its opening version, in force since OPENING_DAY. */
async function openingVersions(db: Kysely<OldTables>): Promise<void> {
  // The migrator's Kysely has the CamelCasePlugin: names are written and read in camelCase here.
  const now = Date.now();
  // Named columns, not the old ids: the new table numbers its own rows.
  const rates = await db
    .selectFrom('rates')
    .select(['companyId', 'depotFrom', 'depotTo', 'freightType', 'isDefault', 'pickupAllowed', 'deliveryAllowed', 'basicCharge', 'ratePerKg', 'minimumCharge', 'cubicConversion'])
    .orderBy('id')
    .execute();
  const charges = await db.selectFrom('charges').selectAll().execute();
  const charge = (code: string) => charges.find((c) => c.code === code)?.amount ?? 0;
  const cards = [null, ...new Set(rates.map((r) => r.companyId).filter((id): id is number => id !== null))];
  for (const companyId of cards) {
    const general = companyId === null;
    const { id: versionId } = await db
      .insertInto('rateCardVersions')
      .values({
        companyId,
        label: 'Opening tariff',
        effectiveFrom: OPENING_DAY,
        source: 'The rates before the pricing desk',
        createdAt: now,
        scheduledAt: now,
        pickupCharge: general ? charge('pickup') : null,
        deliveryCharge: general ? charge('delivery') : null,
        forkliftCharge: general ? charge('forklift') : null,
        dangerousGoodsCharge: general ? charge('dangerousGoods') : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lanes = rates.filter((r) => r.companyId === companyId).map(({ companyId: _company, ...lane }) => ({ ...lane, versionId: versionId! }));
    for (let i = 0; i < lanes.length; i += 200) await db.insertInto('rateLanes').values(lanes.slice(i, i + 200)).execute();
    if (general) {
      const entries = await db.selectFrom('ppiEntries').select(['id', 'price']).execute();
      if (entries.length > 0) {
        await db.insertInto('versionPpiPrices').values(entries.map((e) => ({ versionId: versionId!, ppiEntryId: e.id, price: e.price }))).execute();
      }
    }
  }
}
