import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from '../apps/server/src/test/server-process';
import { createPostgresDatabase } from '../apps/server/src/test/test-db';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { OUTPUT_DIR, SERVER_LOG_DIR, serverLogFile } from './support/server-logs';

// Two real servers, each on a free port with a fresh seeded SQLite database:
// the main one with the demo users' usual timeout, and one whose users time out
// after 40 s so the idle dialog can be watched without waiting 20 minutes.
// Ports and folders are chosen once, in the runner, and reach the workers by env. They run the
// compiled server, as npm start does; the package's test script builds it first (decision 0027).
const env = process.env;
env.E2E_PORT ??= String(await freePort());
env.E2E_IDLE_PORT ??= String(await freePort());
env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
env.E2E_IDLE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-idle-'));
env.E2E_OPERATIONS_KEY ??= 'e2e-operations-key';
// The secrets the tests saw (support/secrets.ts), kept outside the output folder a CI keeps.
env.E2E_SECRETS_FILE ??= join(mkdtempSync(join(tmpdir(), 'portal-e2e-secrets-')), 'secrets.txt');
// E2E_DB=postgres (npm test's second run when TEST_DATABASE_URL is set, scripts/test.mjs): both
// servers run on fresh PostgreSQL databases instead, dropped by global-teardown.ts.
if (env.E2E_DB === 'postgres') {
  const adminUrl = env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('E2E_DB=postgres needs TEST_DATABASE_URL');
  const fresh = async () => {
    const { config } = await createPostgresDatabase(adminUrl, 'portal_e2e');
    return config.kind === 'postgres' ? config.url : '';
  };
  env.E2E_DATABASE_URL ??= await fresh();
  env.E2E_IDLE_DATABASE_URL ??= await fresh();
}
export const IDLE_TIMEOUT_MS = 40_000;

const root = join(import.meta.dirname, '..');
// Each server logs at its most verbose into the output folder, for global-teardown.ts to search
// for secrets (issue 13). The shell makes the folder: Playwright empties the output folder after
// reading this file and before starting the servers.
const server = (name: string, port: string, dataDir: string, databaseUrl: string | undefined, extra: Record<string, string> = {}) => ({
  command: `mkdir -p '${SERVER_LOG_DIR}' && exec node --enable-source-maps apps/server/dist/main.js > '${serverLogFile(name)}'`,
  cwd: root,
  url: `http://localhost:${port}/`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: port,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    OPERATIONS_KEY: env.E2E_OPERATIONS_KEY!,
    LOG_LEVEL: 'trace',
    // The demo users' passwords are throwaway here, and the suite signs in hundreds of times: the
    // unit tests' cost instead of OWASP's 2^17, which took about 0.4 s of a core per sign-in.
    SCRYPT_COST: '1024',
    ...extra,
  },
});

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  outputDir: OUTPUT_DIR,
  fullyParallel: false,
  workers: 1,
  retries: env.CI ? 1 : 0,
  // Waits are for what the user waits for (a heading, a row, a download), and these limits only
  // tell a hang from a slow machine: on two busy cores (issue 24: the suite beside
  // `stress-ng --cpu 2`) a lazily loaded step took longer than 10 s to show, although nothing was
  // wrong. A quiet run is not slower for them: a wait ends as soon as its state shows.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${env.E2E_PORT}/`,
    viewport: { width: 1440, height: 900 },
    // A trace records every test's DOM and screenshots as it runs, about a fifth of the suite's
    // time: E2E_TRACE=1 keeps one of each failing test when a failure needs looking into.
    trace: env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    server('main', env.E2E_PORT, env.E2E_DATA_DIR, env.E2E_DATABASE_URL),
    server('idle', env.E2E_IDLE_PORT, env.E2E_IDLE_DATA_DIR, env.E2E_IDLE_DATABASE_URL, {
      SESSION_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
    }),
  ],
});
