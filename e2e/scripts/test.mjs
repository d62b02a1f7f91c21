import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

// npm test's Playwright part: the suite on SQLite and, when TEST_DATABASE_URL is set (as .ci/run
// sets it; playwright.config.ts reads E2E_DB), on PostgreSQL as well. The two runs have their own
// servers, databases and output folders, and spend most of their time waiting on a browser, so
// they run side by side: the CI run stays within its 30 minutes as the suite grows (issue 24).
// Each line says which run it comes from. A local run without PostgreSQL says so, loudly,
// instead of passing quietly.

/** `count` ports free at once, so that the two runs' servers cannot be given the same one. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((server) => String(server.address().port));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function playwright(name, env) {
  const run = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [run.stdout, run.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => run.on('close', (code) => resolve({ name, code: code ?? 1 })));
}

const [sqlitePort, sqliteIdlePort, postgresPort, postgresIdlePort] = await freePorts(4);
const runs = [playwright('sqlite', { E2E_PORT: sqlitePort, E2E_IDLE_PORT: sqliteIdlePort })];
if (process.env.TEST_DATABASE_URL) {
  runs.push(playwright('postgres', { E2E_DB: 'postgres', E2E_PORT: postgresPort, E2E_IDLE_PORT: postgresIdlePort }));
} else {
  console.warn(
    '\n*** SKIPPED: the Playwright suite on PostgreSQL. Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it. ***\n',
  );
}
const failed = (await Promise.all(runs)).filter((run) => run.code !== 0);
for (const run of failed) console.error(`== Playwright on ${run.name} failed (exit ${run.code})`);
process.exit(failed.length === 0 ? 0 : 1);
