import { describe, expect, it } from 'vitest';
import { ROLE } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { buildUser } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { findSessionByHash } from './sessions-repo';
import { tokenHash } from './tokens';

// Decision 0039: on PostgreSQL the sessions asked for in one turn are read in one query
// (db/batched-reads.ts); on SQLite one at a time. Either way each call gets its own caller.

const { app, db } = await testApp();

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
