import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every unit, API and component test. The server project runs on
// SQLite, and once more on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it).

// Limits that tell a hang from a busy machine (issue 24), not budgets: Vitest's 5 s default fails
// a component test that renders a whole wizard step while other processes hold both cores,
// although nothing is wrong. A quiet run takes no longer for them. Inline projects do not inherit
// the root's test options, so each project spreads these.
const limits = { testTimeout: 60_000, hookTimeout: 120_000 };

// Speed (CI within its 30 minutes): the domain and server files share their worker's module cache
// instead of importing the whole server again for every file, which cost more than the tests
// themselves (595 s of imports beside 503 s of tests on two cores). They can: each file builds
// its own app on its own database (test-app.ts), setup.ts closes them after the file, and what
// the modules keep between calls is per database or read-only reference data. The web files keep
// their isolation: their stores are module singletons that each file expects fresh.
const shared = { isolate: false };
const server = (name: string, env: Record<string, string>) => ({
  test: {
    ...limits,
    ...shared,
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    setupFiles: ['src/test/setup.ts'],
  },
});

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  // A run without PostgreSQL tests less than CI does: say so where it cannot be missed.
  console.warn(
    '\n*** SKIPPED: the server tests on PostgreSQL (project server-postgres). ' +
      'Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them. ***\n',
  );
}

export default defineConfig({
  test: {
    // A worker a core: Vitest's default leaves one free (a single worker on two cores), but the
    // server files spend much of their time waiting on PostgreSQL, which runs beside them.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { ...limits, ...shared, name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      server('server-sqlite', { TEST_DB: 'sqlite' }),
      ...(postgres ? [server('server-postgres', { TEST_DB: 'postgres' })] : []),
      {
        test: {
          ...limits,
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
