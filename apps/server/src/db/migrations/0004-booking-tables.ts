import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database';

// Reference data, rate cards and quotes (issue 3; DESIGN.md 'Reference data and pricing',
// decision 0015). Money is double precision dollars, rounded to cents by the pricing model;
// freight line fields stay text exactly as typed, as the shared QuoteDraft keeps them.

type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export function bookingTablesMigration(engine: Engine): Migration {
  const serial: Col = (col) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const flag: Col = (col) => col.notNull().defaultTo(0);
  const money: Col = (col) => col.notNull().defaultTo(0);
  const text: Col = (col) => col.notNull().defaultTo('');

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('depots')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('lat', 'double precision', (c) => c.notNull())
        .addColumn('lng', 'double precision', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('freight_types')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('ppi_only', 'integer', flag)
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('ppi_entries')
        .addColumn('id', 'integer', serial)
        .addColumn('freight_type', 'text', (c) => c.notNull().references('freight_types.name'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price', 'double precision', money)
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      // One row per depot pair and freight type of a card: company_id null is the General card.
      await db.schema
        .createTable('rates')
        .addColumn('id', 'integer', serial)
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
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
        .execute();
      await db.schema.createIndex('rates_company').on('rates').column('company_id').execute();

      // Service and dangerous goods charges of the carrier's tariff, by code.
      await db.schema
        .createTable('charges')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('amount', 'double precision', money)
        .execute();

      await db.schema
        .createTable('fuel_levies')
        .addColumn('month', 'text', (c) => c.primaryKey())
        .addColumn('percent', 'double precision', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('saved_addresses')
        .addColumn('id', 'integer', serial)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('f_name', 'text', text)
        .addColumn('s_name', 'text', text)
        .addColumn('name', 'text', text)
        .addColumn('phone', 'text', text)
        .addColumn('email_address', 'text', text)
        .addColumn('addr1', 'text', text)
        .addColumn('addr2', 'text', text)
        .addColumn('addr3', 'text', text)
        .addColumn('suburb', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('post_code', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('saved_addresses_company').on('saved_addresses').column('company_id').execute();

      // Customer defaults already live on companies (0001); the default sender is a saved address.
      await db.schema
        .alterTable('companies')
        .addColumn('default_sender_id', 'integer', (c) => c.references('saved_addresses.id').onDelete('set null'))
        .execute();

      // A quote's number is Q + (1,000,000 + id) (decision 0015): ids are never reused, by
      // SQLite's AUTOINCREMENT and PostgreSQL's identity alike, so numbers are not either.
      await db.schema
        .createTable('quotes')
        .addColumn('id', 'integer', serial)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('created_by', 'integer')
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('receiver', 'text', (c) => c.notNull())
        .addColumn('customer_ref', 'text', text)
        .addColumn('po_number', 'text', text)
        .addColumn('ppi', 'integer', flag)
        .addColumn('pickup_required', 'integer', flag)
        .addColumn('delivery_required', 'integer', flag)
        .addColumn('dg_has', 'integer')
        .addColumn('dg_classes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('instructions', 'text', text)
        .addColumn('progress', 'integer', flag)
        .addColumn('depot_from', 'text', (c) => c.notNull())
        .addColumn('depot_to', 'text', (c) => c.notNull())
        .addColumn('general_rate', 'integer', flag)
        .addColumn('price', 'double precision', money)
        .addColumn('breakdown', 'text', (c) => c.notNull())
        .addColumn('fuel_levy_percent', 'double precision', money)
        .addColumn('accepted', 'integer', flag)
        .addColumn('accepted_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('valid_until', 'bigint', (c) => c.notNull())
        .addColumn('connote', 'text', text)
        .addColumn('pickup', 'text', text)
        .execute();
      await db.schema.createIndex('quotes_company_created').on('quotes').columns(['company_id', 'created_at']).execute();

      await db.schema
        .createTable('quote_items')
        .addColumn('id', 'integer', serial)
        .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('item_key', 'text', text)
        .addColumn('quantity', 'text', text)
        .addColumn('type', 'text', text)
        .addColumn('description', 'text', text)
        .addColumn('unit_weight', 'text', text)
        .addColumn('weight', 'text', text)
        .addColumn('length', 'text', text)
        .addColumn('width', 'text', text)
        .addColumn('height', 'text', text)
        .addColumn('ppi', 'integer', flag)
        .addColumn('ref', 'text', text)
        .addColumn('dg_class', 'text', text)
        .addColumn('dg_un_code', 'text', text)
        .addColumn('dg_tech_name', 'text', text)
        .addColumn('dg_sub_risk', 'text', text)
        .addColumn('dg_pack_group', 'text', text)
        .addColumn('dg_pack_type', 'text', text)
        .addColumn('dg_pack_count', 'text', text)
        .addColumn('dg_qty', 'text', text)
        .execute();
      await db.schema.createIndex('quote_items_quote').on('quote_items').column('quote_id').execute();
    },
  };
}
