import { dropPostgresDatabase } from '../apps/server/src/test/test-db';

// The PostgreSQL run's databases (playwright.config.ts) are dropped once the servers have stopped.
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  for (const url of [process.env.E2E_DATABASE_URL, process.env.E2E_IDLE_DATABASE_URL]) {
    if (url) await dropPostgresDatabase(adminUrl, new URL(url).pathname.slice(1));
  }
}
