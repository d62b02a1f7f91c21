import { dropPostgresDatabase } from '../apps/server/src/test/test-db';
import { checkServerLogs } from './support/server-logs';

// The servers' logs are searched for the secrets the tests saw (support/server-logs.ts); the
// PostgreSQL run's databases (playwright.config.ts) are dropped whatever the search found.
export default async function globalTeardown(): Promise<void> {
  try {
    checkServerLogs();
  } finally {
    await dropDatabases();
  }
}

async function dropDatabases(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  for (const url of [process.env.E2E_DATABASE_URL, process.env.E2E_IDLE_DATABASE_URL]) {
    if (url) await dropPostgresDatabase(adminUrl, new URL(url).pathname.slice(1));
  }
}
