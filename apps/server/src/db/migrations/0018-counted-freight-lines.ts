import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { createSqliteCountTriggers } from './0016-company-changes';
import { createPostgresCountTrigger } from './0017-company-changes-postgres';

// A consignment's freight lines join its company's count of changes (decision 0038): the
// consignment view is kept while the count stands, and it shows them. Every path that writes
// lines writes the consignment too, but the triggers make sure of it for any writer.

export function countedFreightLinesMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'sqlite') await createSqliteCountTriggers(db, 'consignment_items', 'consignment');
      else await createPostgresCountTrigger(db, 'consignment_items', 'consignment');
    },
  };
}
