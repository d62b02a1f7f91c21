import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CALL_TABLES, OPERATIONS_PATH } from '@portal/domain/api/call-tables';
import { OPERATIONS_KEY_HEADER } from '@portal/domain/api/operations';
import { isFullTracking, type PublicTracking } from '@portal/domain/api/tracking';
import { buildApp } from '../app';
import { onCleanup } from '../test/cleanup';
import { TEST_OPERATIONS_KEY } from '../test/consignments';
import { testApp } from '../test/test-app';
import { ACCESS_MATRIX, ACTORS, type Actor, type Cells, type MatrixCall } from './access-matrix';
import { REQUESTS } from './access-requests';
import { buildWorld } from './access-world';

// Issue 13's access matrix: every call x every kind of caller, each with a valid request for
// company A's own record, answers the matrix's status; what company B or a signed-out caller
// gets never carries A's record numbers, names or references.

const { app, db, clock, config } = await testApp();
const routes: RouteOptions[] = [];
const probe = await buildApp(config, { db, onRoute: (route) => routes.push(route) });
onCleanup(() => probe.close());
await probe.ready();
const world = await buildWorld(app, db, clock);

const entries = CALL_TABLES.flatMap(([base, table]) => Object.entries(table).map(([name, call]) => ({ name, base, method: call.method, path: call.path })));
const entryOf = (name: string) => entries.find((e) => e.name === name)!;
const served = routes
  .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${String(method)} ${route.url}`))
  .filter((key) => !key.startsWith('HEAD') && CALL_TABLES.some(([base]) => key.split(' ')[1]!.startsWith(base)));

/** Answers that are A's by design: the booker's own sign-in, the PDF a link holder opens, the public tracking form. */
const REVEALS: Partial<Record<MatrixCall, (secret: string) => boolean>> = {
  login: () => true,
  documentPdf: () => true,
  track: (secret) => secret === world.records.consignment || secret === world.records.trackingID,
};
const FOREIGN: readonly Actor[] = ['otherCompany', 'otherAdmin', 'noSession', 'expiredSession', 'wrongOpsKey'];

async function send(name: MatrixCall, actor: Actor): Promise<{ response: LightMyRequestResponse; sent: string }> {
  const { base, method, path } = entryOf(name);
  const { owner } = ACCESS_MATRIX[name];
  const operations = base === OPERATIONS_PATH;
  const tokenKey = actor === 'owner' ? owner : actor;
  let token: string | null = tokenKey in world.tokens ? world.tokens[tokenKey as keyof typeof world.tokens] : null;
  if (actor === 'expiredSession') token = await world.freshToken(actor, owner);
  if (operations && actor === 'owner') token = null;
  const request = await REQUESTS[name](world, { actor, owner, token });
  if (request.token !== undefined) token = request.token;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (actor === 'wrongOpsKey') headers[OPERATIONS_KEY_HEADER] = 'not-the-key';
  if (operations && actor === 'owner') headers[OPERATIONS_KEY_HEADER] = TEST_OPERATIONS_KEY;
  const url = request.url ?? `${base}${path.replace(/:(\w+)/g, (_, p: string) => request.params![p]!)}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(request.query ? { query: request.query } : {}),
    ...(request.body !== undefined ? { payload: request.body as Record<string, unknown> } : {}),
  });
  return { response, sent: JSON.stringify(request) };
}

describe('the access matrix', () => {
  it('has a row for every call of the call tables and every route, and none for a call that is gone', () => {
    const names = Object.keys(ACCESS_MATRIX).sort();
    expect(entries.map((e) => e.name).sort()).toEqual(names);
    const known = new Set(entries.map((e) => `${e.method} ${e.base}${e.path}`));
    expect(served.filter((key) => !known.has(key))).toEqual([]);
    expect(Object.keys(REQUESTS).sort()).toEqual(names);
  });

  describe.each(Object.keys(ACCESS_MATRIX) as MatrixCall[])('%s', (name) => {
    it('answers each caller as the matrix says, and nothing of company A to anyone else', async () => {
      const actual: Record<string, number> = {};
      const leaks: string[] = [];
      for (const actor of ACTORS) {
        const { response, sent } = await send(name, actor);
        actual[actor] = response.statusCode;
        // The owning company's session reads the full tracking form; anyone else the public one.
        if (name === 'track' && response.statusCode === 200) expect(isFullTracking(response.json<PublicTracking>()), actor).toBe(actor === 'owner');
        if (!FOREIGN.includes(actor)) continue;
        // A number the caller typed may be echoed ('{number} not found'): it tells them nothing.
        const revealed = world.secrets.filter((s) => response.body.includes(s) && !sent.includes(s) && !REVEALS[name]?.(s));
        leaks.push(...revealed.map((s) => `${actor}: ${s}`));
      }
      expect(actual as Cells).toEqual(ACCESS_MATRIX[name].expect);
      expect(leaks).toEqual([]);
    });
  });
});
