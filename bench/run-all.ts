import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users';
import { loginScreenJavaScript } from './bundle-size';
import { load, type LoadResult } from './load';

// npm run bench: the account area's speed and the login screen's weight, in one run
// (issue 2). Figures are printed, never asserted: a slow machine must not fail a build.

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), port: 0, host: '127.0.0.1' };
const db = openDatabase(config.database);
await prepareDatabase(db, config);
const app = await buildApp(config, { db });
// The yardstick: a route with no session, no database and no schema.
app.get('/bench/bare', async () => ({ ok: true }));
const base = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const login = await app.inject({ method: 'POST', url: '/portal/login', payload: { username: 'booker', password: DEMO_PASSWORD } });
  const token = (login.json() as { user: { token: string } }).user.token;
  const auth = { authorization: `Bearer ${token}` };

  const bare = await load('bare Fastify route', `${base}/bench/bare`);
  const results: LoadResult[] = [
    bare,
    await load('GET /portal/settings', `${base}/portal/settings`, auth),
    await load('GET /portal/login (keep-alive)', `${base}/portal/login`, auth),
  ];

  console.log(`\nLoad: 50 connections, ${process.env.BENCH_SECONDS ?? 8} s each, ${config.database.kind}`);
  for (const r of results) {
    const share = Math.round((r.requestsPerSecond / bare.requestsPerSecond) * 100);
    const verdict = r === bare ? '' : share >= 50 ? '  (target >= 50%: met)' : '  (target >= 50%: MISSED)';
    console.log(
      `  ${r.name.padEnd(32)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ` +
        `errors ${r.errors}  ${share}% of bare${verdict}`,
    );
  }

  const bundle = await loginScreenJavaScript(`${base}/`);
  const kb = bundle.gzipBytes / 1024;
  console.log(
    `\nLogin screen JavaScript: ${bundle.files} files, ${kb.toFixed(1)} KB gzip` +
      `  (target <= 150 KB: ${kb <= 150 ? 'met' : 'MISSED'})\n`,
  );
} finally {
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
