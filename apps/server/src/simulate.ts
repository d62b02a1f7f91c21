import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { createOperations } from './modules/operations/service';
import { DEFAULT_SPEED, simulateOnce } from './modules/operations/simulator';

// npm run simulate: moves the booked consignments of the portal's database (DATA_DIR or
// DATABASE_URL, as npm start) through their stages, as the carrier's scanners would.
//   --speed N   simulated minutes per real minute (default 60: an hour of the journey a minute)
//   --step      move every consignment one scan now and exit
const { values } = parseArgs({ options: { speed: { type: 'string' }, step: { type: 'boolean' } } });
const speed = Number(values.speed ?? DEFAULT_SPEED);
if (!Number.isFinite(speed) || speed <= 0) throw new Error(`--speed must be a positive number, not '${values.speed}'.`);

const config = loadConfig();
const db = openDatabase(config.database);
await prepareDatabase(db, config);
const operations = createOperations(db, config.now);

if (values.step) {
  const moved = await simulateOnce(db, operations, config.now(), { speed, immediately: true });
  process.stdout.write(`Moved ${moved} consignment${moved === 1 ? '' : 's'} one scan on.\n`);
  await db.destroy();
} else {
  process.stdout.write(`Simulating at ${speed} simulated minutes a minute; Ctrl-C stops.\n`);
  let stopping = false;
  process.once('SIGINT', () => (stopping = true));
  process.once('SIGTERM', () => (stopping = true));
  while (!stopping) {
    const moved = await simulateOnce(db, operations, config.now(), { speed });
    if (moved > 0) process.stdout.write(`${new Date().toISOString()} moved ${moved}\n`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  await db.destroy();
}
