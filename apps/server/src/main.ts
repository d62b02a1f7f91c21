import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { seedDemoHistory } from './db/seed/demo-history';
import { demoLoginLines } from './db/seed/demo-users';

// npm start: migrate, seed a first run, serve portal and API on one port (DESIGN.md, Running).
const config = loadConfig();
const db = openDatabase(config.database);
// A first start also gets a month of consignments in every stage, so lists, tracking and PODs
// show real data; under the start-up lock, so a second instance starting beside it waits for it.
const seeded = await prepareDatabase(db, config, () => seedDemoHistory(db, config.now()));
const app = await buildApp(config, { db });

// SIGTERM (an orchestrator, a deploy) or Ctrl-C: stop listening, answer new requests with 503,
// let requests in flight finish, stop background work, close the database, exit 0. A close that
// hangs past the limit exits 1 rather than keep a half-closed process alive (decision 0027).
const SHUTDOWN_LIMIT_MS = 10_000;
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  const limit = setTimeout(() => {
    app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown did not finish in time; exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  limit.unref();
  try {
    // Fastify closes the listener and waits for every request in flight, then runs the onClose
    // hooks (simulator, housekeeping, mail): nothing uses the database after this resolves.
    await app.close();
    await db.destroy();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info('database closed; exiting');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
const lines = [
  '',
  `Freight portal listening on http://localhost:${config.port}`,
  `Database: ${where}${seeded ? ' (new, demo data seeded)' : ''}`,
  existsSync(join(config.webDist, 'index.html'))
    ? `Web app: ${config.webDist}`
    : `Web app not built (${config.webDist} missing): run npm run build, or npm start from the repository root.`,
  '',
  'Demo logins (username  password  what they see):',
  ...demoLoginLines(),
  '',
];
process.stdout.write(lines.join('\n') + '\n');
