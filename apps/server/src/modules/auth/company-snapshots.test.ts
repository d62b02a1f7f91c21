import { describe, expect, it } from 'vitest';
import type { CompanyRef } from '@portal/domain/api/session';
import type { Db } from '../../db/database';
import { login } from '../../test/api';
import { addMembership, buildCompany, buildUser } from '../../test/factories';
import { lockWaiters, ON_POSTGRES } from '../../test/lock-waits';
import { testApp } from '../../test/test-app';
import { refreshCompanySnapshots } from './sessions-repo';

const { app, db } = await testApp();

async function disable(trx: Db, userId: number, companyId: number) {
  await trx.updateTable('memberships').set({ enabled: 0 }).where('userId', '=', userId).where('companyId', '=', companyId).execute();
  await refreshCompanySnapshots(trx, [userId]);
}

async function snapshotsOf(userId: number): Promise<CompanyRef[][]> {
  const rows = await db.selectFrom('sessions').select('companiesSnapshot').where('userId', '=', userId).execute();
  return rows.map((r) => JSON.parse(r.companiesSnapshot ?? 'null') as CompanyRef[]);
}

describe('companies snapshots (decision 0005)', () => {
  it('are rewritten on every live session of the user', async () => {
    const user = await buildUser(db);
    const other = await buildCompany(db);
    await addMembership(db, { userId: user.id, companyId: other.id });
    await login(app, user.username, { password: user.password, companyId: user.companyId });
    await login(app, user.username, { password: user.password, companyId: other.id });
    await disable(db, user.id, other.id);
    // The session in the disabled company is not ended here; the session check ends it.
    expect((await snapshotsOf(user.id)).map((list) => list.map((c) => c.id))).toEqual([[user.companyId], [user.companyId]]);
  });

  // SQLite runs one transaction at a time on its one connection: only PostgreSQL can interleave them.
  it.runIf(ON_POSTGRES)('stay right when two transactions change the same user in two companies at once (PostgreSQL)', async () => {
    const user = await buildUser(db);
    const [b, c] = [await buildCompany(db), await buildCompany(db)];
    await addMembership(db, { userId: user.id, companyId: b.id });
    await addMembership(db, { userId: user.id, companyId: c.id });
    await login(app, user.username, { password: user.password, companyId: user.companyId });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let refreshed!: () => void;
    const firstRefreshed = new Promise<void>((resolve) => (refreshed = resolve));
    const first = db.transaction().execute(async (trx) => {
      await disable(trx, user.id, b.id);
      refreshed();
      await held;
    });
    await firstRefreshed;
    // The second writer reads the list only after the first commits (the user's row lock).
    // Without the lock it would keep b.
    const second = db.transaction().execute((trx) => disable(trx, user.id, c.id));
    await lockWaiters(db);
    release();
    await Promise.all([first, second]);
    expect((await snapshotsOf(user.id)).map((list) => list.map((co) => co.id))).toEqual([[user.companyId]]);
  });
});
