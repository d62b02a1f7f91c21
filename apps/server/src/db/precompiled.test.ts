import { describe, expect, it } from 'vitest';
import { findSessionByHash, insertSession } from '../modules/auth/sessions-repo';
import { buildCompany, buildUser } from '../test/factories';
import { ON_POSTGRES } from '../test/lock-waits';
import { testApp } from '../test/test-app';
import type { Db } from './database';
import { precompiled } from './precompiled';

const { db } = await testApp();

const companiesLike = precompiled((db, p: { pattern: string; fromId: number }) =>
  db
    .selectFrom('companies')
    .select(['id', 'name', 'requirePo', 'limitWeight'])
    .where('name', 'like', p.pattern)
    .where('id', '>=', p.fromId)
    .orderBy('id'),
);

function throughKysely(db: Db, pattern: string) {
  return db.selectFrom('companies').select(['id', 'name', 'requirePo', 'limitWeight']).where('name', 'like', pattern).orderBy('id').execute();
}

describe('precompiled queries (decision 0005)', () => {
  it('run with fresh parameters and answer exactly what Kysely answers', async () => {
    const alpha = await buildCompany(db, { name: 'Precompiled Alpha Pty Ltd', limitWeight: 500, requirePo: 1 });
    const beta = await buildCompany(db, { name: 'Precompiled Beta Pty Ltd' });
    expect(await companiesLike(db, { pattern: 'Precompiled %', fromId: 0 })).toEqual(await throughKysely(db, 'Precompiled %'));
    expect(await companiesLike(db, { pattern: 'Precompiled %', fromId: 0 })).toEqual([
      { id: alpha.id, name: alpha.name, requirePo: 1, limitWeight: 500 },
      { id: beta.id, name: beta.name, requirePo: 0, limitWeight: null },
    ]);
    expect(await companiesLike(db, { pattern: 'Precompiled %', fromId: beta.id })).toEqual([expect.objectContaining({ id: beta.id })]);
    expect(await companiesLike(db, { pattern: 'Nothing like it', fromId: 0 })).toEqual([]);
  });

  it('answer wide rows (every company column) as Kysely does', async () => {
    const wide = await buildCompany(db, { name: 'Precompiled Wide Pty Ltd', limitItems: 7, defaultInstructions: 'Say "hi"' });
    const companyById = precompiled((db, p: { id: number }) => db.selectFrom('companies').selectAll().where('id', '=', p.id));
    expect(await companyById(db, { id: wide.id })).toEqual([wide]);
  });

  it('run inside a transaction and see its own writes', async () => {
    await db.transaction().execute(async (trx) => {
      const gamma = await buildCompany(trx, { name: 'Precompiled Gamma Pty Ltd' });
      expect(await companiesLike(trx, { pattern: 'Precompiled G%', fromId: 0 })).toEqual([expect.objectContaining({ id: gamma.id })]);
    });
  });

  // SQLite's one connection makes any read wait for the commit, so only PostgreSQL, where the
  // read runs while the insert is open, can show an uncommitted row.
  it.runIf(ON_POSTGRES)('never read what another call has not committed yet (PostgreSQL)', async () => {
    const user = await buildUser(db);
    const hash = 'uncommitted-session-hash';
    let commit!: () => void;
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await insertSession(trx, { tokenHash: hash, userId: user.id, companyId: null, createdAt: 0, lastActiveAt: 0, timeoutMs: 1, mustChangePassword: 0 });
      inserted();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await insertDone;
    expect(await findSessionByHash(db, hash)).toBeUndefined();
    commit();
    await transaction;
    expect((await findSessionByHash(db, hash))?.userId).toBe(user.id);
  });
});
