import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Engine } from './database';
import { initialMigration } from './migrations/0001-initial';
import { rolesMigration } from './migrations/0002-roles';
import { sessionCompaniesMigration } from './migrations/0003-session-companies';
import { bookingTablesMigration } from './migrations/0004-booking-tables';
import { tariffMigration } from './migrations/0005-tariff';
import { pickupsMigration } from './migrations/0006-pickups';
import { consignmentsMigration } from './migrations/0007-consignments';
import { dropFreightMigration } from './migrations/0008-drop-freight';
import { listIndexesMigration } from './migrations/0009-list-indexes';
import { rowVersionsMigration } from './migrations/0010-row-versions';
import { auditTrailMigration } from './migrations/0011-audit-trail';
import { rateLimitsMigration } from './migrations/0012-rate-limits';
import { listSearchMigration } from './migrations/0013-list-search';
import { outboxDeliveryMigration } from './migrations/0014-outbox-delivery';
import { retentionMigration } from './migrations/0015-retention';
import { companyChangesMigration } from './migrations/0016-company-changes';
import { companyChangesPostgresMigration } from './migrations/0017-company-changes-postgres';
import { countedFreightLinesMigration } from './migrations/0018-counted-freight-lines';
import { retiredConnotesMigration } from './migrations/0019-retired-connotes';
import { documentListIndexMigration } from './migrations/0020-document-list-index';
import { staffMigration } from './migrations/0021-staff';
import { companyAccountsMigration } from './migrations/0022-company-accounts';
import { booksAndDepotsMigration } from './migrations/0023-books-and-depots';
import { staffAuditMigration } from './migrations/0024-staff-audit';
import { rateCardVersionsMigration } from './migrations/0025-rate-card-versions';

// A static list rather than a folder scan: works the same under tsx, Vitest and a bundle.
function provider(engine: Engine): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001-initial': initialMigration(engine),
    '0002-roles': rolesMigration,
    '0003-session-companies': sessionCompaniesMigration,
    '0004-booking-tables': bookingTablesMigration(engine),
    '0005-tariff': tariffMigration,
    '0006-pickups': pickupsMigration(engine),
    '0007-consignments': consignmentsMigration(engine),
    '0008-drop-freight': dropFreightMigration,
    '0009-list-indexes': listIndexesMigration,
    '0010-row-versions': rowVersionsMigration,
    '0011-audit-trail': auditTrailMigration(engine),
    '0012-rate-limits': rateLimitsMigration,
    '0013-list-search': listSearchMigration(engine),
    '0014-outbox-delivery': outboxDeliveryMigration,
    '0015-retention': retentionMigration,
    '0016-company-changes': companyChangesMigration(engine),
    '0017-company-changes-postgres': companyChangesPostgresMigration(engine),
    '0018-counted-freight-lines': countedFreightLinesMigration(engine),
    '0019-retired-connotes': retiredConnotesMigration,
    '0020-document-list-index': documentListIndexMigration,
    '0021-staff': staffMigration(engine),
    '0022-company-accounts': companyAccountsMigration(engine),
    '0023-books-and-depots': booksAndDepotsMigration,
    '0024-staff-audit': staffAuditMigration,
    '0025-rate-card-versions': rateCardVersionsMigration(engine),
  };
  return { getMigrations: async () => migrations };
}

export async function migrateToLatest(db: Db, engine: Engine): Promise<void> {
  const migrator = new Migrator({ db, provider: provider(engine) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
