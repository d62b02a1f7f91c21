import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

// Pickups, connote books, consignments and idempotency keys (issue 4; docs/decisions/0019).
// Like the quotes (0004) typed fields stay text exactly as typed, flags are integers and
// timestamps epoch milliseconds.

type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export function pickupsMigration(engine: Engine): Migration {
  const serial: Col = (col) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const flag: Col = (col) => col.notNull().defaultTo(0);
  const text: Col = (col) => col.notNull().defaultTo('');

  /** A sender's or receiver's fields (spec 02 section 3), prefixed. */
  const party = <T extends string, C extends string>(table: CreateTableBuilder<T, C>, prefix: string) =>
    table
      .addColumn(`${prefix}_key`, 'text', text)
      .addColumn(`${prefix}_full_name`, 'text', text)
      .addColumn(`${prefix}_phone`, 'text', text)
      .addColumn(`${prefix}_email`, 'text', text)
      .addColumn(`${prefix}_street`, 'text', text)
      .addColumn(`${prefix}_suburb`, 'text', text)
      .addColumn(`${prefix}_state`, 'text', text)
      .addColumn(`${prefix}_post_code`, 'text', text)
      .addColumn(`${prefix}_company`, 'text', text)
      .addColumn(`${prefix}_abn`, 'text', text);

  return {
    async up(db: Kysely<unknown>) {
      // A pickup's number is P + (1,000,000 + id), as a quote's is (decision 0015): never reused.
      await db.schema
        .createTable('pickups')
        .addColumn('id', 'integer', serial)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('created_by', 'integer')
        // 0 booked and editable, 1 completed (spec 02 section 4).
        .addColumn('status', 'integer', flag)
        .addColumn('progress', 'integer', flag)
        .$call((table) => party(party(table, 'sender'), 'receiver'))
        .addColumn('po_number', 'text', text)
        .addColumn('pickup_ref', 'text', text)
        .addColumn('ppi', 'integer', flag)
        .addColumn('dg_has', 'integer')
        .addColumn('dg_classes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('instructions', 'text', text)
        .addColumn('pickup_required', 'integer', flag)
        .addColumn('delivery_required', 'integer', flag)
        .addColumn('depot_from', 'text', text)
        .addColumn('depot_to', 'text', text)
        // Schedule Pickup as typed, then the server's outcome (spec 02 sections 4 and 5).
        .addColumn('ready_when', 'text', (c) => c.notNull().defaultTo('now'))
        .addColumn('ready_at_date', 'text', text)
        .addColumn('ready_at_time', 'text', text)
        .addColumn('open_from', 'text', text)
        .addColumn('closed_after', 'text', text)
        .addColumn('booked_by', 'text', text)
        .addColumn('ready_at', 'text', text)
        .addColumn('schedule_day', 'text', text)
        .addColumn('schedule_msg', 'text', text)
        .addColumn('schedule_rule', 'text', text)
        .addColumn('quote_id', 'integer', (c) => c.references('quotes.id').onDelete('set null'))
        .addColumn('con_type', 'text', (c) => c.notNull().defaultTo('preElectronic'))
        .addColumn('con_number', 'text', text)
        .addColumn('extra_email', 'text', text)
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('booked_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('completed_at', 'bigint')
        .execute();
      await db.schema.createIndex('pickups_company_created').on('pickups').columns(['company_id', 'created_at']).execute();
      // A quote converts to one pickup at most.
      await db.schema.createIndex('pickups_quote').on('pickups').column('quote_id').unique().execute();

      await db.schema
        .createTable('pickup_items')
        .addColumn('id', 'integer', serial)
        .addColumn('pickup_id', 'integer', (c) => c.notNull().references('pickups.id').onDelete('cascade'))
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
      await db.schema.createIndex('pickup_items_pickup').on('pickup_items').column('pickup_id').execute();

      // Pre-printed manual connote books: serials first..last (8 digits, below the electronic range).
      await db.schema
        .createTable('connote_books')
        .addColumn('id', 'integer', serial)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('first_serial', 'integer', (c) => c.notNull())
        .addColumn('last_serial', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('connote_books_range', sql`first_serial <= last_serial`)
        .execute();
      await db.schema.createIndex('connote_books_company').on('connote_books').columns(['company_id', 'first_serial']).execute();

      // The service's own connote numbers: an electronic connote's serial is a base plus this id.
      await db.schema
        .createTable('electronic_connotes')
        .addColumn('id', 'integer', serial)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('issued_at', 'bigint', (c) => c.notNull())
        .execute();

      // Every consignment note, manual or electronic. Drop freight, items and documents extend
      // it in later issues; a number is used once, across companies (the unique index).
      await db.schema
        .createTable('consignments')
        .addColumn('id', 'integer', serial)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('con_type', 'text', (c) => c.notNull())
        .addColumn('pickup_id', 'integer', (c) => c.references('pickups.id').onDelete('set null'))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('consignments_company_created').on('consignments').columns(['company_id', 'created_at']).execute();

      // Idempotency-Key of booking POSTs: the answer stored with the booking it answers.
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('call', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['company_id', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
    },
  };
}
