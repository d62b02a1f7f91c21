import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { Engine } from '../database';

// The account area of spec 01: companies, roles, users and their memberships, sessions,
// sign-in throttle and the mail outbox. snake_case here; the CamelCasePlugin maps TS names.
// Timestamps are epoch ms in bigint; flags are integer 0/1 (decision 0003).

type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export function initialMigration(engine: Engine): Migration {
  // SQLite's autoincrement never reuses ids; PostgreSQL's identity does the same.
  const serial: Col = (col) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const flag: Col = (col) => col.notNull().defaultTo(0);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('companies')
        .addColumn('id', 'integer', serial)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('require_po', 'integer', flag)
        .addColumn('forklift_pickup', 'integer', flag)
        .addColumn('forklift_delivery', 'integer', flag)
        .addColumn('dimension_factor', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('default_open', 'text', (c) => c.notNull().defaultTo('07:00'))
        .addColumn('default_close', 'text', (c) => c.notNull().defaultTo('17:00'))
        .addColumn('default_instructions', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('default_extra_email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('limit_weight', 'double precision')
        .addColumn('limit_volume', 'double precision')
        .addColumn('limit_length', 'double precision')
        .addColumn('limit_width', 'double precision')
        .addColumn('limit_height', 'double precision')
        .addColumn('limit_items', 'integer')
        .execute();

      await db.schema
        .createTable('roles')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .execute();

      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('permission_group', 'text', (c) => c.notNull())
        .addColumn('can_view', 'integer', flag)
        .addColumn('can_add', 'integer', flag)
        .addColumn('can_edit', 'integer', flag)
        .addColumn('can_delete', 'integer', flag)
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_group'])
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', serial)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('password_hash', 'text')
        .addColumn('temp_password_hash', 'text')
        .addColumn('temp_password_expires_at', 'bigint')
        .addColumn('is_admin', 'integer', flag)
        .addColumn('timeout_ms', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // Usernames are unique whatever their case: 'Admin' and 'admin' are one sign-in name.
      await db.schema.createIndex('users_username_lower').on('users').unique().expression(sql`lower(username)`).execute();

      await db.schema
        .createTable('memberships')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('memberships_pk', ['user_id', 'company_id'])
        .execute();
      await db.schema.createIndex('memberships_company').on('memberships').column('company_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'integer', serial)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_active_at', 'bigint', (c) => c.notNull())
        .addColumn('timeout_ms', 'integer', (c) => c.notNull())
        .addColumn('must_change_password', 'integer', flag)
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('sign_in_failures')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_started_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'integer', serial)
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .addColumn('error', 'text')
        .execute();
    },
  };
}
