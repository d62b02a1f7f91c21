import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CALL_TABLES } from '@portal/domain/api/call-tables';
import { NO_PAYLOAD, REQUEST_SCHEMAS, type CallName } from '@portal/domain/api/request-schemas';
import { buildApp } from '../app';
import { testApp } from '../test/test-app';

// The call contract (issue 10, decision 0024): every route of the service has an entry in the
// call tables, every entry a route, and each route validates with its entry's request schema.

const { db, config } = await testApp();
const routes: RouteOptions[] = [];
const app = await buildApp(config, { db, onRoute: (route) => routes.push(route) });
await app.ready();

/** Every call of the tables as the method, full path and schema a route must have. */
const entries = CALL_TABLES.flatMap(([base, table]) =>
  Object.entries(table).map(([name, call]) => ({ name: name as CallName, method: call.method, url: `${base}${call.path}`, schema: REQUEST_SCHEMAS[name as CallName] })),
);
const served = routes
  .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ route, method: String(method) })))
  .filter(({ route, method }) => method !== 'HEAD' && CALL_TABLES.some(([base]) => route.url.startsWith(base)));
const key = (method: string, url: string) => `${method} ${url}`;

describe('the call contract', () => {
  it('has a request schema for every call of every table, and no schema without a call', () => {
    expect(entries.map((e) => e.name).sort()).toEqual(Object.keys(REQUEST_SCHEMAS).sort());
  });

  it('has a route for every entry', () => {
    const urls = new Set(served.map(({ route, method }) => key(method, route.url)));
    expect(entries.map((e) => key(e.method, e.url)).filter((k) => !urls.has(k))).toEqual([]);
  });

  it('has an entry for every route', () => {
    const known = new Set(entries.map((e) => key(e.method, e.url)));
    expect(served.map(({ route, method }) => key(method, route.url)).filter((k) => !known.has(k))).toEqual([]);
  });

  it("validates every route with its entry's schema", () => {
    for (const entry of entries) {
      const { route } = served.find(({ route, method }) => key(method, route.url) === key(entry.method, entry.url))!;
      const schema = route.schema as { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
      const used = schema?.body ?? schema?.querystring ?? schema?.params;
      if (entry.schema === NO_PAYLOAD) expect(used, entry.name).toBeUndefined();
      else expect(used, entry.name).toBe(entry.schema);
    }
  });
});
