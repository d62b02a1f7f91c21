import { randomBytes } from 'node:crypto';
import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

// Consignments with what their documents and tracking need (issue 9; docs/decisions/0022):
// a consignment keeps its own copy of the parties, references, services and freight as they
// were when its note was created, so a note printed later says what was booked; tracking
// events, PODs with their signature, label serials (SSCC), document history, scanned originals,
// each user's label stock, e-mail attachments and the document-URL signing key.

type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** A public tracking id as modules/consignments makes them (a migration keeps its own copy). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const trackingIdOf = () => Array.from(randomBytes(20), (byte) => ALPHABET[byte & 31]).join('');

const PARTY_FIELDS = ['key', 'full_name', 'phone', 'email', 'street', 'suburb', 'state', 'post_code', 'company', 'abn'];
/** Copied from the pickup by the backfill, column for column. */
const COPIED_COLUMNS = [
  ...PARTY_FIELDS.map((f) => `sender_${f}`),
  ...PARTY_FIELDS.map((f) => `receiver_${f}`),
  'po_number', 'instructions', 'pickup_required', 'delivery_required', 'depot_from', 'depot_to', 'dg_classes', 'extra_email', 'quote_id',
];
const ITEM_COLUMNS = [
  'position', 'item_key', 'quantity', 'type', 'description', 'unit_weight', 'weight', 'length', 'width', 'height', 'ppi', 'ref',
  'dg_class', 'dg_un_code', 'dg_tech_name', 'dg_sub_risk', 'dg_pack_group', 'dg_pack_type', 'dg_pack_count', 'dg_qty',
];

export function consignmentsMigration(engine: Engine): Migration {
  const serial: Col = (col) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const text: Col = (col) => col.notNull().defaultTo('');
  const int: Col = (col) => col.notNull().defaultTo(0);
  const bytes = engine === 'postgres' ? 'bytea' : 'blob';

  return {
    async up(db: Kysely<unknown>) {
      // SQLite adds one column a statement.
      const add = async (name: string, type: 'text' | 'integer' | 'bigint', col: Col) =>
        db.schema.alterTable('consignments').addColumn(name, type, col).execute();
      // 1 booked; drop freight (issue 11) keeps 2 for a consignment not yet booked (spec 02 section 4).
      await add('status', 'integer', (c) => c.notNull().defaultTo(1));
      await add('first_stage', 'text', (c) => c.notNull().defaultTo('pickup'));
      await add('tracking_id', 'text', text);
      for (const column of COPIED_COLUMNS) {
        if (column === 'quote_id') await add(column, 'integer', (c) => c);
        else if (column.endsWith('_required')) await add(column, 'integer', int);
        else if (column === 'dg_classes') await add(column, 'text', (c) => c.notNull().defaultTo('[]'));
        else await add(column, 'text', text);
      }
      await add('customer_ref', 'text', text);
      await add('scanned_at', 'bigint', (c) => c);
      await add('updated_at', 'bigint', int);

      // Consignments of the pickups issue take their pickup's fields and a tracking id.
      const assignments = COPIED_COLUMNS.map((c) => sql`${sql.ref(c)} = (SELECT p.${sql.ref(c)} FROM pickups p WHERE p.id = consignments.pickup_id)`);
      await sql`UPDATE consignments SET ${sql.join(assignments)}, customer_ref = (SELECT p.pickup_ref FROM pickups p WHERE p.id = consignments.pickup_id), updated_at = created_at WHERE pickup_id IS NOT NULL`.execute(db);
      const { rows } = await sql<{ id: number }>`SELECT id FROM consignments`.execute(db);
      for (const { id } of rows) await sql`UPDATE consignments SET tracking_id = ${trackingIdOf()} WHERE id = ${id}`.execute(db);
      await db.schema.createIndex('consignments_tracking_id').on('consignments').column('tracking_id').unique().execute();

      await db.schema
        .createTable('consignment_items')
        .addColumn('id', 'integer', serial)
        .addColumn('consignment_id', 'integer', (c) => c.notNull().references('consignments.id').onDelete('cascade'))
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
        .addColumn('ppi', 'integer', int)
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
      await db.schema.createIndex('consignment_items_consignment').on('consignment_items').column('consignment_id').execute();
      const itemColumns = sql.join(ITEM_COLUMNS.map((c) => sql.ref(c)));
      const pickupItemColumns = sql.join(ITEM_COLUMNS.map((c) => sql.ref(`i.${c}`)));
      await sql`INSERT INTO consignment_items (consignment_id, ${itemColumns})
        SELECT c.id, ${pickupItemColumns} FROM consignments c JOIN pickup_items i ON i.pickup_id = c.pickup_id`.execute(db);

      // Scan events (spec 02 section 4's codes); a code once per consignment, only ever forward.
      await db.schema
        .createTable('tracking_events')
        .addColumn('id', 'integer', serial)
        .addColumn('consignment_id', 'integer', (c) => c.notNull().references('consignments.id').onDelete('cascade'))
        .addColumn('code', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('depot', 'text', (c) => c.notNull())
        .addColumn('recorded_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('tracking_events_code', ['consignment_id', 'code'])
        .execute();
      await sql`INSERT INTO tracking_events (consignment_id, code, at, depot, recorded_at)
        SELECT id, 0, created_at, depot_from, created_at FROM consignments`.execute(db);

      await db.schema
        .createTable('pods')
        .addColumn('consignment_id', 'integer', (c) => c.primaryKey().references('consignments.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('signed_by', 'text', (c) => c.notNull())
        .addColumn('signature', bytes, (c) => c.notNull())
        .addColumn('delivered_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('pods_company_delivered').on('pods').columns(['company_id', 'delivered_at']).execute();

      await db.schema
        .createTable('scanned_originals')
        .addColumn('consignment_id', 'integer', (c) => c.primaryKey().references('consignments.id').onDelete('cascade'))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('content', bytes, (c) => c.notNull())
        .addColumn('scanned_at', 'bigint', (c) => c.notNull())
        .execute();

      // An SSCC's serial is this row's id: a sequence that never gives a number twice (AUTOINCREMENT
      // in SQLite, an identity in PostgreSQL), one row per package of a consignment.
      await db.schema
        .createTable('sscc_serials')
        .addColumn('id', 'integer', serial)
        .addColumn('consignment_id', 'integer', (c) => c.notNull().references('consignments.id').onDelete('cascade'))
        .addColumn('item_no', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('sscc_serials_package', ['consignment_id', 'item_no'])
        .execute();

      // Each document of a consignment (its note and labels from creation, its POD once signed) and
      // its history: generate without noNewEvent counts one.
      await db.schema
        .createTable('documents')
        .addColumn('id', 'integer', serial)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('consignment_id', 'integer', (c) => c.notNull().references('consignments.id').onDelete('cascade'))
        .addColumn('doc_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('generated_at', 'bigint', (c) => c.notNull())
        .addColumn('generated_count', 'integer', int)
        .addUniqueConstraint('documents_consignment_type', ['consignment_id', 'doc_type'])
        .execute();
      await db.schema.createIndex('documents_company_type').on('documents').columns(['company_id', 'doc_type', 'created_at']).execute();
      for (const docType of ['CON', 'LBL']) {
        await sql`INSERT INTO documents (company_id, consignment_id, doc_type, created_at, generated_at)
          SELECT company_id, id, ${docType}, created_at, created_at FROM consignments`.execute(db);
      }

      await db.schema.alterTable('users').addColumn('label_stock', 'text', text).execute();

      // A document e-mailed to a copy-to address travels as an attachment (issue 9).
      await db.schema
        .createTable('outbox_attachments')
        .addColumn('id', 'integer', serial)
        .addColumn('message_id', 'integer', (c) => c.notNull().references('outbox.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('content', bytes, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_attachments_message').on('outbox_attachments').column('message_id').execute();

      // Secrets every instance shares (the document-URL signing key), made on first start.
      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
