import { sql, type Kysely, type Migration } from 'kysely';

// Connote books and depots as the back office keeps them (issue 26, decision 0055).
// - A book remembers when its nearly-used notice went out, so the company's administrators and
//   the staff mailbox are told once per book, whatever bookings follow.
// - A depot gains what the back office edits: its service radius (the gazetteer's 150 km until
//   now), its same-day receival cut-offs (the spec's 13:00 and 11:00 until now), whether pickups
//   and deliveries run from it, and whether it is closed to new bookings. Darwin has no pickup or
//   delivery run in the demo network (migration 0005 wrote it on its rates): its depot says so too.

const DEPOT_ONLY = 'DRW';

export const booksAndDepotsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('connote_books').addColumn('nearly_used_notice_at', 'bigint').execute();
    const depots = [
      ['service_radius_km', 'integer', 150],
      ['general_receival_cut_off', 'text', '13:00'],
      ['chilled_receival_cut_off', 'text', '11:00'],
      ['pickups_run', 'integer', 1],
      ['deliveries_run', 'integer', 1],
      ['closed', 'integer', 0],
    ] as const;
    for (const [column, type, value] of depots) {
      await db.schema.alterTable('depots').addColumn(column, type, (c) => c.notNull().defaultTo(value)).execute();
    }
    await sql`UPDATE depots SET pickups_run = 0, deliveries_run = 0 WHERE code = ${DEPOT_ONLY}`.execute(db);
  },
};
