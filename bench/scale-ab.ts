import { join, resolve } from 'node:path';
import { openDatabase } from '../apps/server/src/db/database';
import { option } from './options';
import { CONNECTIONS, driveWarm, startServer, type Started } from './scale-processes';
import { ROUTES } from './scale-routes';
import { SESSIONS, signIn } from './scale-sessions';

// Two builds of the server on the same scale data, in alternating rounds (decision 0037's
// figures): this machine is shared, and a build measured a minute after another may meet a
// slower minute. Both servers run pinned to core 1, one driven at a time, with the sessions and
// load of bench/scale.ts (50 connections, a second of warm-up not counted).
//
//   npm run build --workspace apps/server && cp -r apps/server/dist apps/server/dist-after
//   (check out the other version) npm run build --workspace apps/server
//   npx tsx bench/scale-ab.ts --builds=dist,dist-after --routes=consignments,pickups --rounds=3
//
// --builds: directories under apps/server holding main.js; --routes: parts of the routes' names
// (bench/scale-routes.ts; default the lists, search and views); --data-dir or --database-url as
// for bench/scale.ts; --rounds, --seconds, --sessions, --connections (default 50).

const root = join(import.meta.dirname, '..');
const builds = (option('builds') ?? '').split(',').filter(Boolean);
if (builds.length < 2) throw new Error('--builds=a,b: two directories under apps/server holding a main.js');
const wanted = option('routes')?.split(',');
const routes = ROUTES.filter((r) => (wanted ? wanted.some((w) => r.name.includes(w)) : r.kind !== 'booking'));
const rounds = Number(option('rounds') ?? 3);
const seconds = Number(option('seconds') ?? 5);
const connections = Number(option('connections') ?? CONNECTIONS);
const pgUrl = option('database-url');
const dataDir = resolve(root, option('data-dir') ?? 'data/scale');
const database = pgUrl ? { DATABASE_URL: pgUrl } : { DATA_DIR: dataDir };

const servers: Array<Started & { build: string }> = [];
const db = openDatabase(pgUrl ? { kind: 'postgres', url: pgUrl } : { kind: 'sqlite', file: join(dataDir, 'portal.db') });
try {
  for (const build of builds) servers.push({ build, ...(await startServer(database, `${build}/main.js`)) });
  const sessions = await signIn(servers[0]!.base, db, Number(option('companies') ?? 200), Number(option('sessions') ?? SESSIONS));
  console.log(`${pgUrl ? 'PostgreSQL' : dataDir}: p50 / p99 ms at ${connections} connections, requests a second`);
  for (let round = 1; round <= rounds; round++) {
    for (const route of routes) {
      const targets = sessions.map(route.target);
      const line = [];
      for (const server of servers) {
        const r = await driveWarm(server.base, seconds, targets, connections);
        line.push(`${server.build} ${r.p50Ms} / ${r.p99Ms} (${r.requestsPerSecond}/s)`);
      }
      console.log(`  round ${round}  ${route.name.padEnd(40)} ${line.join('   ')}`);
    }
  }
} finally {
  for (const server of servers) await server.stop();
  await db.destroy();
}
