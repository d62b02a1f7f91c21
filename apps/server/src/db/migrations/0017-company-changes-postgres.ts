import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { CONSIGNMENT_COMPANY, OWN_COMPANY, type CompanyColumn } from './0016-company-changes';

// Migration 0016's count of each company's changes, on PostgreSQL (decision 0038): the same
// table, counted by triggers on the same tables, so that every instance on the database keeps its
// list pages while the company's count stands and sees any instance's write at once.
//
// Three things differ from SQLite, where writers take turns anyway:
// - The triggers are deferred constraint triggers: they run as the transaction commits. A row
//   trigger would lock the company's count from a booking's first insert until its commit, and
//   every other booking and scan of that company would wait behind it.
// - Even locked only while it commits, one row per company made a company's concurrent bookings
//   commit one after another: at 50 connections POST quoteNew's p99 went from 0.1 to 1 to 2
//   seconds. So each company's count is split over SHARDS rows, a connection adding to the one
//   its backend's process id picks, and the count is their sum. A commit adds one to one row, so
//   the sum moves with every commit, and two connections meet on a row only by chance.
// - A transaction counts each company once, however many rows it writes (a booking's consignment,
//   items and events; a scale seed's slice of thousands): the list cache needs the count to
//   move, not to measure. The companies counted so far are kept in a transaction-local setting.

/** Rows a company's count is split over: more than a pool's connections (10). */
const SHARDS = 16;

/** Each company of the transaction counted once, at commit; a row without a company counts none. */
const COUNT_FUNCTION = `
CREATE FUNCTION count_company_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  counted text;
BEGIN
  -- Only the branch taken reads its record: tracking_events has no company_id.
  IF TG_ARGV[0] = 'consignment' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT company_id INTO changed FROM consignments WHERE id = OLD.consignment_id;
    ELSE
      SELECT company_id INTO changed FROM consignments WHERE id = NEW.consignment_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    changed := OLD.company_id;
  ELSE
    changed := NEW.company_id;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  counted := coalesce(current_setting('portal.companies_counted', true), '');
  IF position(' ' || changed || ' ' IN counted) > 0 THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('portal.companies_counted', counted || ' ' || changed || ' ', true);
  INSERT INTO company_changes (company_id, shard, changes) VALUES (changed, pg_backend_pid() % ${SHARDS}, 1)
    ON CONFLICT (company_id, shard) DO UPDATE SET changes = company_changes.changes + 1;
  RETURN NULL;
END
$$`;

/** PostgreSQL: the deferred trigger that counts every insert, update and delete of `table`'s rows. */
export async function createPostgresCountTrigger(db: Kysely<unknown>, table: string, company: CompanyColumn): Promise<void> {
  await sql
    .raw(
      `CREATE CONSTRAINT TRIGGER ${table}_counted AFTER INSERT OR UPDATE OR DELETE ON ${table} ` +
        `DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_company_change('${company}')`,
    )
    .execute(db);
}

export function companyChangesPostgresMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`CREATE TABLE company_changes (company_id integer, shard integer, changes bigint NOT NULL, PRIMARY KEY (company_id, shard))`.execute(db);
      await sql.raw(COUNT_FUNCTION).execute(db);
      for (const table of OWN_COMPANY) await createPostgresCountTrigger(db, table, 'own');
      for (const table of CONSIGNMENT_COMPANY) await createPostgresCountTrigger(db, table, 'consignment');
    },
  };
}
