import { spawnSync } from 'node:child_process';

// npm test's Playwright part: the suite on SQLite, then once more on PostgreSQL when
// TEST_DATABASE_URL is set (as .ci/run sets it; playwright.config.ts reads E2E_DB). A local run
// without PostgreSQL says so, loudly, instead of passing quietly.

const playwright = (env) => {
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

console.log('== Playwright on SQLite');
playwright({});
if (process.env.TEST_DATABASE_URL) {
  console.log('== Playwright on PostgreSQL');
  playwright({ E2E_DB: 'postgres' });
} else {
  console.warn(
    '\n*** SKIPPED: the Playwright suite on PostgreSQL. Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it. ***\n',
  );
}
