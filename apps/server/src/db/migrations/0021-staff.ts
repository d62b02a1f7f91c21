import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database';

// The carrier's staff (issue 26, decision 0054): accounts, sessions and second-factor recovery
// codes of their own, apart from the customers' users, memberships and sessions, so that no
// customer query can ever reach a staff row, nor a staff query a customer's. A role is a name of
// the domain's staff permission table (carrier/staff-roles.ts), not a row of `roles`.

export function staffMigration(engine: Engine): Migration {
  // As migration 0001: ids are never reused.
  const serial = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_users')
        .addColumn('id', 'integer', serial)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        // Null until a temporary password has been changed.
        .addColumn('password_hash', 'text')
        .addColumn('temp_password_hash', 'text')
        .addColumn('temp_password_expires_at', 'bigint')
        // Base32 TOTP secret once enrolled; the pending one while the QR code is being scanned.
        .addColumn('totp_secret', 'text')
        .addColumn('totp_pending_secret', 'text')
        // The last time step a code was accepted at: a code is never accepted twice.
        .addColumn('totp_last_step', 'bigint')
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('timeout_ms', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('staff_recovery_codes')
        .addColumn('staff_user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addPrimaryKeyConstraint('staff_recovery_codes_pk', ['staff_user_id', 'code_hash'])
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', 'integer', serial)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('staff_user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
        // What the sign-in still needs: 'change-password', 'enrol-second-factor', 'second-factor' or 'ready'.
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_active_at', 'bigint', (c) => c.notNull())
        .addColumn('timeout_ms', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_sessions_user').on('staff_sessions').column('staff_user_id').execute();
    },
  };
}
