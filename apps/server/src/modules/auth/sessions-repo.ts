import { sql, type Expression, type Insertable } from 'kysely';
import type { CompanyRef } from '@portal/domain/api/session';
import { batchedRead, MAX_BATCH } from '../../db/batched-reads';
import type { Db } from '../../db/database';
import { summedChanges } from '../../db/company-changes';
import { precompiled } from '../../db/precompiled';
import type { SessionsTable } from '../../db/schema';
import { lockUsers } from '../users/service';

// Session rows (decision 0002). Only the token's hash is ever stored or looked up.

export async function insertSession(db: Db, row: Insertable<SessionsTable>): Promise<number> {
  const { id } = await db.insertInto('sessions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The caller: the session, the user, the chosen membership and its role. */
function callers(db: Db) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .leftJoin('memberships as m', (join) => join.onRef('m.userId', '=', 's.userId').onRef('m.companyId', '=', 's.companyId'))
    .leftJoin('roles as r', 'r.id', 'm.roleId')
    .select([
      's.id',
      's.tokenHash',
      's.userId',
      's.companyId',
      's.createdAt',
      's.lastActiveAt',
      's.timeoutMs',
      's.mustChangePassword',
      'u.username',
      'u.name',
      'u.email',
      'u.phone',
      'u.version',
      'u.isAdmin',
      'm.enabled as membershipEnabled',
      'm.roleId',
      'r.name as roleName',
    ])
    // The company's count of changes, read before anything the call reads (decision 0038).
    .select((eb) => eb.selectFrom('companyChanges as cc').select(summedChanges.as('changes')).whereRef('cc.companyId', '=', 's.companyId').as('companyChanges'));
}

/** The caller by token hash. */
const callerByHash = (db: Db, hash: string | Expression<string>) => callers(db).where('s.tokenHash', '=', hash);

/**
 * Everything a call needs about its caller, in one query. Every authenticated call runs it, so
 * it is compiled once (decision 0005).
 */
const sessionByHash = precompiled((db, p: { hash: string }) => callerByHash(db, p.hash));

/**
 * The same, with what GET login's answer adds: the chosen company's name and the companies
 * snapshot. Its answer carries no options (they are delivered at sign-in, spec 01 section 3), so
 * no option column is read. Only GET login runs it.
 */
const sessionForAnswerByHash = precompiled((db, p: { hash: string }) =>
  callerByHash(db, p.hash)
    .leftJoin('companies as c', 'c.id', 's.companyId')
    .select(['s.companiesSnapshot', 'c.name as companyName']),
);

/**
 * The callers of several token hashes, for batchedRead. Each hash is looked up by the one-hash
 * query, laterally: with `token_hash = any($1)` the planner, guessing 10 hashes, hash-joined
 * whole tables (the scale seed's 2,000 memberships). The hashes are parameters of a VALUES
 * list, not an array: the planner then knows how many rows come, so the prepared statement
 * keeps its generic plan; with the array it planned afresh every run.
 */
export const callersByHashes = (db: Db, hashes: readonly string[]) =>
  db
    .selectFrom(sql`(values ${sql.join(hashes.map((hash) => sql`(${hash})`))})`.as<'h'>(sql`h(hash)`))
    .innerJoinLateral(callerByHash(db, sql.ref<string>('h.hash')).limit(sql.lit(1)).as('c'), (join) => join.onTrue())
    .selectAll('c');

/** A batch is padded to the next of these sizes with a hash no token has, so each connection prepares a few statements. */
const BATCH_SIZES = [2, 4, 8, 16, 32, MAX_BATCH];
const NO_TOKEN = '';
const sessionsByHashes = new Map(
  BATCH_SIZES.map((size) => [size, precompiled((db, p: readonly string[]) => callersByHashes(db, Array.from({ length: size }, (_, i) => p[i]!)))]),
);

/** The caller of a token hash; on PostgreSQL, read in one query with the sessions other calls asked for in its turn (decision 0039). */
export const findSessionByHash = batchedRead({
  many: async (db, hashes: readonly string[]) => {
    if (hashes.length === 1) return sessionByHash(db, { hash: hashes[0]! });
    const size = BATCH_SIZES.find((n) => n >= hashes.length)!;
    return sessionsByHashes.get(size)!(db, [...hashes, ...Array<string>(size - hashes.length).fill(NO_TOKEN)]);
  },
  one: async (db, hash: string) => (await sessionByHash(db, { hash }))[0],
  keyOf: (row) => row.tokenHash,
});
export type SessionLookup = NonNullable<Awaited<ReturnType<typeof findSessionByHash>>>;

export async function findSessionForAnswer(db: Db, hash: string) {
  const [row] = await sessionForAnswerByHash(db, { hash });
  return row;
}
export type AnswerLookup = NonNullable<Awaited<ReturnType<typeof findSessionForAnswer>>>;

export async function touchSession(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ lastActiveAt: now }).where('id', '=', id).execute();
}

export async function clearMustChangePassword(db: Db, id: number): Promise<void> {
  await db.updateTable('sessions').set({ mustChangePassword: 0 }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Sessions idle past their timeout at `now`, or created before `createdBefore`. */
export async function deleteSessionsPast(db: Db, now: number, createdBefore: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('createdAt', '<', createdBefore), eb(eb('lastActiveAt', '+', eb.ref('timeoutMs')), '<', now)]))
    .execute();
}

/** Ends a user's sessions, optionally only in one company or all but one session. */
export async function deleteUserSessions(
  db: Db,
  userId: number,
  filter: { companyId?: number; exceptSessionId?: number } = {},
): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (filter.companyId !== undefined) query = query.where('companyId', '=', filter.companyId);
  if (filter.exceptSessionId !== undefined) query = query.where('id', '!=', filter.exceptSessionId);
  await query.execute();
}

/** A suspended company's sessions (issue 26): the next call of each answers as an expired session. */
export async function deleteCompanySessions(db: Db, companyId: number): Promise<void> {
  await db.deleteFrom('sessions').where('companyId', '=', companyId).execute();
}

/**
 * The session answer's companies: the enabled memberships (decision 0002) of companies the
 * carrier has not suspended (issue 26), by name.
 */
export const enabledCompanies = precompiled((db, p: { userId: number }) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('companies as c', 'c.id', 'm.companyId')
    .select(['c.id', 'c.name'])
    .where('m.userId', '=', p.userId)
    .where('m.enabled', '=', 1)
    .where('c.suspendedAt', 'is', null)
    .orderBy('c.name')
    .orderBy('c.id'),
);

/** A new session with its companies snapshot; answers the companies. Run it in a transaction. */
export async function insertSessionWithCompanies(trx: Db, row: Insertable<SessionsTable>): Promise<CompanyRef[]> {
  await lockUsers(trx, [row.userId]);
  const companies = await enabledCompanies(trx, { userId: row.userId });
  await insertSession(trx, { ...row, companiesSnapshot: JSON.stringify(companies) });
  return companies;
}

/**
 * Decision 0005: every write that changes which memberships of a user are enabled (add, remove,
 * disable, enable) calls this after the write, in the same transaction, so every live session of
 * those users answers the new companies list on its next call. A transaction that also deletes
 * or changes those users' sessions takes lockUsers first.
 */
export async function refreshCompanySnapshots(trx: Db, userIds: Iterable<number>): Promise<void> {
  for (const userId of await lockUsers(trx, userIds)) {
    const companies = await enabledCompanies(trx, { userId });
    await trx.updateTable('sessions').set({ companiesSnapshot: JSON.stringify(companies) }).where('userId', '=', userId).execute();
  }
}
