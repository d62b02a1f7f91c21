import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users';
import { lighthouseScores, printLighthouse } from './lighthouse';
import { NO_RATE_LIMITS } from './no-rate-limits';

// npm run bench:lighthouse: Lighthouse alone (the worst of three runs), without the load and
// document figures of the whole bench, to measure a change to what the first screens load.
// Needs apps/web/dist (the script builds it when stale).

const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const config = { ...loadConfig({ ...process.env, ...NO_RATE_LIMITS, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), port: 0, host: '127.0.0.1' };
const db = openDatabase(config.database);
await prepareDatabase(db, config);
const app = await buildApp(config, { db });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const login = await app.inject({ method: 'POST', url: '/portal/login', payload: { username: 'booker', password: DEMO_PASSWORD } });
  const [before = NaN] = loadavg();
  printLighthouse(await lighthouseScores(`${base}/`, login.body));
  console.log(`Load average (1 min): ${before.toFixed(2)} before, ${(loadavg()[0] ?? NaN).toFixed(2)} after`);
} finally {
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
