import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAX_BATCH } from '../../db/batched-reads';
import { ROLE } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { buildUser } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { callersByHashes, findSessionByHash } from './sessions-repo';
import { tokenHash } from './tokens';

// Decision 0039: on PostgreSQL the sessions asked for in one turn are read in one query
// (db/batched-reads.ts); on SQLite one at a time. Either way each call gets its own caller.

const { app, db, config } = await testApp();

describe('sessions read together', () => {
  it('answer each hash its own session, a hash twice twice, and an unknown hash nothing', async () => {
    const users = await Promise.all([buildUser(db), buildUser(db, { role: ROLE.readOnly })]);
    const tokens = await Promise.all(users.map((user) => login(app, user.username, { password: user.password })));
    const hashes = [tokenHash(tokens[0]!), tokenHash(tokens[1]!), tokenHash('not a token'), tokenHash(tokens[0]!)];
    const rows = await Promise.all(hashes.map((hash) => findSessionByHash(db, hash)));
    expect(rows.map((row) => row && { hash: row.tokenHash, userId: row.userId, companyId: row.companyId })).toEqual([
      { hash: hashes[0], userId: users[0]!.id, companyId: users[0]!.companyId },
      { hash: hashes[1], userId: users[1]!.id, companyId: users[1]!.companyId },
      undefined,
      { hash: hashes[0], userId: users[0]!.id, companyId: users[0]!.companyId },
    ]);
  });

  it(`find their sessions among more hashes than a query reads (${MAX_BATCH})`, async () => {
    const user = await buildUser(db);
    const hash = tokenHash(await login(app, user.username, { password: user.password }));
    const hashes = Array.from({ length: MAX_BATCH + 6 }, (_, i) => (i === 3 || i === MAX_BATCH + 2 ? hash : tokenHash(`unknown ${i}`)));
    const rows = await Promise.all(hashes.map((key) => findSessionByHash(db, key)));
    expect(rows.flatMap((row, i) => (row ? [[i, row.userId]] : []))).toEqual([
      [3, user.id],
      [MAX_BATCH + 2, user.id],
    ]);
  });

  it("answer concurrent calls each with its own user, and an ended session's with Session expired", async () => {
    const users = await Promise.all([buildUser(db, { name: 'First Caller' }), buildUser(db, { name: 'Second Caller' })]);
    const tokens = await Promise.all(users.map((user) => login(app, user.username, { password: user.password })));
    const ended = await login(app, users[0]!.username, { password: users[0]!.password });
    await call(app, 'DELETE', 'login', { token: ended });
    const answers = await Promise.all([...tokens, ended, ...tokens].map((token) => call(app, 'GET', 'settings', { token })));
    const names = answers.map((answer) => (answer.statusCode === 200 ? answer.json<{ name: string }>().name : errorOf(answer).statusText));
    expect(names).toEqual(['First Caller', 'Second Caller', 'Session expired', 'First Caller', 'Second Caller']);
  });
});

describe.runIf(config.database.kind === 'postgres')('the batched query on PostgreSQL', () => {
  it('keeps its generic plan, which looks each hash up by index as the one-hash query does', async () => {
    const { sql: text } = callersByHashes(db, ['a', 'b', 'c', 'd']).compile();
    const run = "EXECUTE batched_callers('a', 'b', 'c', 'd')";
    const { plans, plan } = await db.connection().execute(async (connection) => {
      await sql.raw(`PREPARE batched_callers AS ${text}`).execute(connection);
      try {
        for (let i = 0; i < 6; i++) await sql.raw(run).execute(connection);
        const counts = await sql<{ generic: string }>`SELECT generic_plans AS generic FROM pg_prepared_statements WHERE name = 'batched_callers'`.execute(connection);
        const explained = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN ${run}`).execute(connection);
        return { plans: counts.rows[0]!, plan: explained.rows.map((row) => row['QUERY PLAN']).join('\n') };
      } finally {
        await sql`DEALLOCATE batched_callers`.execute(connection);
      }
    });
    // After five custom plans PostgreSQL keeps the generic plan unless it looks dearer; with the
    // hashes in an array parameter it looked dearer every time, and each run was planned again.
    expect(Number(plans.generic)).toBeGreaterThan(0);
    // With token_hash = any($1), the planner guessed 10 hashes and hash-joined whole tables.
    expect(plan).not.toMatch(/Hash|Seq Scan on (sessions|memberships|users)/);
    expect(plan).toMatch(/Values Scan[\s\S]*Index Scan using sessions_token_hash_key on sessions s .*\s+Index Cond: \(token_hash = "\*VALUES\*"\.column1\)/);
    expect(plan).toMatch(/Index Scan using memberships_pk on memberships m/);
  });
});
