import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { CALL_TABLES } from '@portal/domain/api/call-tables';
import { OPERATIONS_KEY_HEADER } from '@portal/domain/api/operations';
import type { z } from 'zod';
import type { Method } from '@portal/domain/api/endpoints';
import { NO_PAYLOAD, REQUEST_SCHEMAS, type CallName } from '@portal/domain/api/request-schemas';
import { login } from '../../test/api';
import { TEST_OPERATIONS_KEY } from '../../test/consignments';
import { problemOf } from './oracle';
import { readBackProblem } from './read-back';
import { hostileRequests, type HostileRequest } from './requests';
import { grownTables, rowCounts } from './table-rows';
import { TARGETS, type Caller, type Target } from './targets';
import { HOSTILE_NETWORK, type World } from './world';

// One call fed hostile requests by fast-check: every answer checked by the oracle, every
// accepted text read back, and the database's tables compared before and after.

/** Fixed, so a failure names a seed and path that replay it (fc.assert prints both). */
export const SEED = 20_261_300;

export interface Tally {
  name: string;
  sent: number;
  accepted: number;
}

/** One call as the run drives it: the portal's (CALL_TABLES) or the back office's (CARRIER_CALLS). */
export interface HostileCall {
  name: string;
  method: Method;
  /** The full path; placeholders are filled from the payload ('params') or the target's `params`. */
  path: string;
  /** What the route validates the payload with. */
  schema: z.ZodType;
  target: Target;
}

/** A call of the portal's tables, by name. */
export function portalCall(name: CallName): HostileCall {
  for (const [base, table] of CALL_TABLES) {
    const entry = table[name];
    if (entry) return { name, method: entry.method, path: `${base}${entry.path}`, schema: REQUEST_SCHEMAS[name], target: TARGETS[name] };
  }
  throw new Error(`no call ${name}`);
}

/**
 * What a browser sends with every request. It matters to the heap check too: the gazetteer's
 * 2.8 MB uncompressed answer, through app.inject, stays in the heap until a real HTTP request
 * is served (measured with a bare Fastify route: +3.5 MB an injected answer, none over HTTP).
 */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

async function headersOf(world: World, caller: Caller): Promise<Record<string, string>> {
  return { ...BROWSER, ...(await credentialsOf(world, caller)) };
}

async function credentialsOf(world: World, caller: Caller): Promise<Record<string, string>> {
  switch (caller) {
    case 'staff':
      return { authorization: `Bearer ${world.staff.admin}` };
    case 'staffFresh':
      return { authorization: `Bearer ${await world.staff.fresh()}` };
    case 'staffPartWay':
      return { authorization: `Bearer ${await world.staff.partWay()}` };
    case 'admin':
      return { authorization: `Bearer ${world.admin}` };
    case 'sandbox':
      return { authorization: `Bearer ${world.sandbox.token}` };
    case 'fresh':
      return { authorization: `Bearer ${await login(world.app, 'booker')}` };
    case 'ops':
      return { [OPERATIONS_KEY_HEADER]: TEST_OPERATIONS_KEY };
    case 'anonymous':
      return {};
  }
}

/** Printed by fast-check for a failing request: its start only, not a 100 KB text. */
const described = (request: HostileRequest): HostileRequest => Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });

/**
 * Hostile requests come from addresses of their own (never the setup's), a few hundred of
 * them, so per-address limits (failed sign-ins, error reports) still let most reach the service.
 */
const addressOf = (n: number) => `${HOSTILE_NETWORK}.${(n % 250) + 1}`;

const describeRequest = (request: HostileRequest) => `${request.url.slice(0, 200)}${request.body === undefined ? '' : ` body ${request.body.slice(0, 400)}`}`;

/** Each call its own fixed seed, so the calls do not all draw the same sequence of changes. */
const seedOf = (name: string) => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1_000_000, SEED);

/** A path's placeholders filled with the target's values, for payloads that travel elsewhere. */
const filled = (path: string, params: Record<string, string>) => path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export async function runHostile(world: World, hostile: HostileCall, numRuns: number, seed = seedOf(hostile.name)): Promise<Tally> {
  const { name, method, target } = hostile;
  const path = target.carrier === 'params' ? hostile.path : filled(hostile.path, target.params?.(world) ?? {});
  const carrier = target.carrier === 'none' ? 'query' : target.carrier;
  const schema = target.carrier === 'none' ? NO_PAYLOAD : hostile.schema;
  const tally: Tally = { name, sent: 0, accepted: 0 };
  const before = await rowCounts(world.db);

  await fc.assert(
    // chain: the base is read afresh for every run, with the version or token the last accepted request left.
    fc.asyncProperty(fc.constant(null).chain(() => hostileRequests(carrier, schema, target.base(world), path).map(described)), async (request) => {
      const headers = await headersOf(world, target.caller);
      const inject: InjectOptions = { method, url: request.url, headers, remoteAddress: addressOf(tally.sent) };
      if (request.body !== undefined) inject.payload = request.body;
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      // Every fourth request of a writing call is checked on its own: refused, it wrote no row.
      const audited = method !== 'GET' && tally.sent % 4 === 0 ? await rowCounts(world.db) : null;
      const response = await world.app.inject(inject);
      tally.sent += 1;
      if (audited && response.statusCode >= 400) {
        const grown = grownTables(audited, await rowCounts(world.db), target.refusedMayAdd);
        if (grown.length > 0) throw new Error(`${method} ${describeRequest(request)}\n  refused with ${response.statusCode} yet wrote rows: ${grown.join(', ')}`);
      }
      // The polluting keys' payloads (mutations.ts) would put these on every object.
      if (Object.hasOwn(Object.prototype, 'isAdmin') || Object.hasOwn(Object.prototype, 'polluted')) throw new Error(`${method} ${describeRequest(request)}\n  polluted Object.prototype`);
      const problem = problemOf(response, request, schema, target.carrier);
      if (problem) throw new Error(`${method} ${describeRequest(request)}\n  ${problem}`);
      if (target.carrier === 'none' && response.statusCode >= 300) throw new Error(`${method} ${describeRequest(request)}\n  a call without a payload answered ${response.statusCode}`);
      if (response.statusCode >= 300) return;
      tally.accepted += 1;
      // A compressed answer (the gazetteer) is the answer check's to read (answer-check.ts).
      const plainJson = String(response.headers['content-type']).startsWith('application/json') && !response.headers['content-encoding'];
      const answer: unknown = plainJson ? response.json() : null;
      target.onAccepted?.(world, answer);
      const stored = await readBackProblem(world, name, answer, request.sent, request.changed);
      if (stored) throw new Error(`${method} ${describeRequest(request)}\n  ${stored}`);
    }),
    { numRuns, seed, endOnFailure: true },
  );

  // A call that refused everything must have written nothing.
  if (tally.accepted === 0) {
    const grown = grownTables(before, await rowCounts(world.db), target.refusedMayAdd);
    if (grown.length > 0) throw new Error(`${name} refused every request yet wrote rows: ${grown.join(', ')}`);
  }
  return tally;
}
