import { sql } from 'kysely';
import type { Db } from './database';

// Each company's count of changes to the rows its lists and views show, kept by the triggers of
// migrations 0016 to 0018, decision 0038. A call reads it with its session
// (AuthContext.companyChanges). openDatabase registers the databases it opens: a transaction is
// not one of them, since it reads its own writes before they are committed or rolled back.

/**
 * A company's count, read from its rows in `company_changes as cc`: their sum (one row on SQLite,
 * one per shard on PostgreSQL: migration 0017), null before its first change.
 */
export const summedChanges = sql<number | null>`cast(sum(cc.changes) as bigint)`;

const counted = new WeakSet<Db>();

/** openDatabase: this database's triggers count its companies' changes. */
export function countsCompanyChanges(db: Db): void {
  counted.add(db);
}

/** Whether what `db` reads is committed, and so counted. */
export const readsCountedRows = (db: Db): boolean => counted.has(db);
