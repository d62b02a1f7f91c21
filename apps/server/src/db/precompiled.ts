import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';
import { directQueryOf } from './direct-query';

const SLOT = Symbol('slot');
type Slot = { readonly [SLOT]: string };
const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

/** Stands in for every parameter while the query is built: p.hash becomes the slot 'hash'. */
const slots = new Proxy({}, { get: (_target, name) => ({ [SLOT]: String(name) }) });

/**
 * A query built and compiled once per database (and its transactions), then run with fresh parameters (decision 0005).
 * Building and compiling a Kysely query, CamelCasePlugin included, cost more than running it;
 * only the few queries of every call use this. `build` must put each parameter in as p.name, one
 * value per slot (no IN lists), so the SQL has the same shape for every value; an array's slots
 * are p[0], p[1], ... The SQL is the dialect's own, pg or SQLite; it runs on the driver directly
 * where openDatabase allows it (direct-query.ts), through Kysely otherwise (transactions).
 */
export function precompiled<P extends Record<string, unknown> | readonly unknown[], Row>(build: (db: Db, p: P) => Compilable<Row>) {
  // Keyed by the dialect's adapter, which a database shares with its transactions: a group commit
  // (write-batch.ts) opens a new transaction object per batch, and keying by that recompiled.
  const compiledFor = new WeakMap<object, CompiledQuery<Row>>();
  return async function run(db: Db, params: P): Promise<Row[]> {
    const key = db.getExecutor().adapter;
    let compiled = compiledFor.get(key);
    if (!compiled) {
      compiled = build(db, slots as P).compile();
      compiledFor.set(key, compiled);
    }
    const named = params as Record<string, unknown>;
    const parameters = compiled.parameters.map((value) => (isSlot(value) ? named[value[SLOT]] : value));
    const direct = directQueryOf(db)?.(compiled.sql, parameters);
    if (direct) return (await direct) as Row[];
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
    return rows;
  };
}
