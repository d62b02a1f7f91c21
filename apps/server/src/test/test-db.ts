import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../config';

export interface TestDatabase {
  config: DatabaseConfig;
  drop: () => Promise<void>;
}

/**
 * A fresh, empty database for one test file: a temporary SQLite file, or with TEST_DB=postgres
 * a new database on TEST_DATABASE_URL's server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
    return {
      config: { kind: 'sqlite', file: join(dir, 'portal.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return createPostgresDatabase(adminUrl, 'portal_test');
}

/** A new, empty database on the server of `adminUrl`, named `{prefix}_{pid}_{random}`. */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: () => dropPostgresDatabase(adminUrl, name),
  };
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}
