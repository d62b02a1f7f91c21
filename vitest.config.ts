import { defineConfig } from 'vitest/config';

// One run for every unit, API and component test. The server project runs on
// SQLite, and once more on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it).
const server = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    setupFiles: ['src/test/setup.ts'],
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      server('server-sqlite', { TEST_DB: 'sqlite' }),
      ...(process.env.TEST_DATABASE_URL ? [server('server-postgres', { TEST_DB: 'postgres' })] : []),
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
