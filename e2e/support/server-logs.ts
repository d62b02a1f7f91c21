import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-users';

// The e2e servers' logs (playwright.config.ts writes them, at trace level) and the search of them
// for the secrets the tests saw (support/secrets.ts), which global-teardown.ts runs (issue 13).

/** The engine of this run (scripts/test.mjs runs both side by side): each has its own output. */
export const ENGINE = process.env.E2E_DB === 'postgres' ? 'postgres' : 'sqlite';
export const OUTPUT_DIR = join(import.meta.dirname, '..', 'test-results', ENGINE);
export const SERVER_LOG_DIR = join(OUTPUT_DIR, 'server-logs');
export const serverLogFile = (name: string) => join(SERVER_LOG_DIR, `${name}.log`);

/** The secrets recorded in this run, once each. */
export function recordedSecrets(file: string | undefined): string[] {
  if (!file || !existsSync(file)) return [];
  return [...new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean))];
}

export interface LogSearch {
  /** Log records read (pino's JSON lines) and requests among them. */
  records: number;
  requests: number;
  /** Per log file, how many (record, secret) pairs matched: never which secret. */
  leaks: { file: string; count: number }[];
}

/**
 * Only pino's records are searched: main.ts also prints a start-up banner on stdout that lists the
 * demo logins with their password on purpose (DESIGN.md, Running), and that is not a log record.
 */
export function searchServerLogs(secrets: readonly string[]): LogSearch {
  const result: LogSearch = { records: 0, requests: 0, leaks: [] };
  const files = existsSync(SERVER_LOG_DIR) ? readdirSync(SERVER_LOG_DIR).filter((name) => name.endsWith('.log')) : [];
  for (const name of files) {
    const file = join(SERVER_LOG_DIR, name);
    const records = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'));
    result.records += records.length;
    result.requests += records.filter((record) => record.includes('"request completed"')).length;
    const count = records.reduce((sum, record) => sum + secrets.filter((secret) => record.includes(secret)).length, 0);
    if (count > 0) result.leaks.push({ file, count });
  }
  return result;
}

/** Fails the run when a server logged a secret; says how many and where, never the secret. */
export function checkServerLogs(): void {
  const secretsFile = process.env.E2E_SECRETS_FILE;
  const secrets = [...recordedSecrets(secretsFile), process.env.E2E_OPERATIONS_KEY ?? '', DEMO_PASSWORD].filter(Boolean);
  if (secretsFile) rmSync(secretsFile, { force: true });
  const search = searchServerLogs(secrets);
  // An empty log would pass vacuously: at least the servers' readiness checks were logged.
  if (search.requests === 0) throw new Error(`No request was logged in ${SERVER_LOG_DIR}: are the servers logging at trace?`);
  if (search.leaks.length > 0) {
    const where = search.leaks.map(({ file, count }) => `${count} in ${file}`).join(', ');
    throw new Error(`Secrets found in the server logs (session tokens, passwords, the operations key or PDF signatures): ${where}.`);
  }
  console.log(`Server logs: ${search.records} records (${search.requests} requests) hold none of ${secrets.length} secrets.`);
}
