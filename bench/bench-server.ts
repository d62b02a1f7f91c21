import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { pinThisProcess, SERVER_CORE } from './cores';
import { NO_RATE_LIMITS } from './no-rate-limits';

/**
 * The portal in this process, on a core of its own and a fresh demo database, with the bare
 * route beside it: the yardstick every route's figure is printed against (a route with no
 * session, no database and no schema).
 */
export async function startBenchServer() {
  pinThisProcess(SERVER_CORE);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const config = { ...loadConfig({ ...process.env, ...NO_RATE_LIMITS, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), port: 0, host: '127.0.0.1' };
  const db = openDatabase(config.database);
  await prepareDatabase(db, config);
  const app = await buildApp(config, { db });
  app.get('/bench/bare', async () => ({ ok: true }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, db, config, base, dataDir };
}
