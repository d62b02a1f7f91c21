import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { addAnswerCheck } from './answer-check';
import { onCleanup } from './cleanup';
import { testClock, type TestClock } from './clock';
import { createTestDatabase } from './test-db';

/** Fast hashes in tests; stored hashes name their cost, so the rules are the same. */
export const TEST_SCRYPT_COST = 2 ** 10;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: AppConfig;
}

/**
 * The real app on a fresh, migrated and demo-seeded database with a clock the test moves.
 * Call once per file (top level or beforeAll); setup.ts tears it down after the file. Every
 * answer of a call is checked against its answer schema (answer-check.ts).
 */
export async function testApp(overrides: Partial<AppConfig> = {}, options: { logStream?: NodeJS.WritableStream } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  onCleanup(database.drop);
  const clock = testClock();
  const config: AppConfig = {
    ...loadConfig({}),
    database: database.config,
    logLevel: 'silent',
    operationsKey: 'test-operations-key',
    webDist: '/nonexistent',
    now: clock.now,
    scryptCost: TEST_SCRYPT_COST,
    ...overrides,
  };
  const db = openDatabase(config.database);
  onCleanup(() => db.destroy());
  await prepareDatabase(db, config);
  const app = await buildApp(config, { db, onRoute: addAnswerCheck, ...options });
  onCleanup(() => app.close());
  await app.ready();
  return { app, db, clock, config };
}
