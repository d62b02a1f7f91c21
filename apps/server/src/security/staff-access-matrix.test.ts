import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CARRIER_CALLS, type StaffAccess } from '@portal/domain/carrier/carrier-calls';
import { staffMay } from '@portal/domain/carrier/staff-roles';
import { CARRIER_PATH } from '@portal/domain/constants';
import { buildApp } from '../app';
import { onCleanup } from '../test/cleanup';
import { staffCall } from '../test/staff';
import { testApp } from '../test/test-app';
import { isRole, STAFF_ACTORS, staffWorld, type StaffActor } from './staff-access-world';

// The back office's access matrix (issue 26): every staff call x every kind of caller. A caller
// the call's access admits gets past the guard (no 401 or 403; the request may still be refused
// on its merits); any other gets 403 while its session lives and 401 without one. Which callers
// a call admits is read from CARRIER_CALLS, where the route takes its guard from too, and a
// served /carrier route that CARRIER_CALLS lacks fails the test.

const { app, db, clock, config } = await testApp();
const world = staffWorld(app, db, clock);
const routes: RouteOptions[] = [];
const probe = await buildApp(config, { db, onRoute: (route) => routes.push(route) });
onCleanup(() => probe.close());
await probe.ready();

type Cell = 'admitted' | 401 | 403;

/**
 * The sign-in steps and whether the part-way caller (the demo Administrator, yet to set up an
 * authenticator) is at that step; a signed-in session has no step left to take.
 */
const SIGN_IN_STEPS = new Map([
  ['enrolSecondFactor', true],
  ['confirmSecondFactor', true],
  ['secondFactor', false],
]);

function expected(name: string, access: StaffAccess, actor: StaffActor): Cell {
  if (access === 'open') return 'admitted';
  if (actor === 'noSession' || actor === 'expiredSession') return 401;
  if (actor === 'customerAdmin') return 403;
  if (access === 'session') {
    if (!SIGN_IN_STEPS.has(name)) return 'admitted';
    return actor === 'partWay' && SIGN_IN_STEPS.get(name) ? 'admitted' : 403;
  }
  return isRole(actor) && staffMay(actor, access) ? 'admitted' : 403;
}

/**
 * A body the call's schema takes, for calls whose refusal comes after the schema (a sign-in step
 * taken at the wrong stage); the others get an empty object, which the guard answers first.
 */
const BODIES: Partial<Record<keyof typeof CARRIER_CALLS, unknown>> = {
  confirmSecondFactor: { code: '000000' },
  secondFactor: { code: '000000' },
};

/** A path's placeholders (':id') filled with a number no record has: admitted callers get a 404. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '999999');

describe('staff access matrix', () => {
  it('has a row for every route served under /carrier/', () => {
    const served = routes
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${String(method)} ${route.url}`))
      .filter((key) => !key.startsWith('HEAD') && key.split(' ')[1]!.startsWith(CARRIER_PATH));
    const listed = Object.values(CARRIER_CALLS).map((c) => `${c.method} ${CARRIER_PATH}${c.path}`);
    expect(served.sort()).toEqual([...new Set(listed)].sort());
  });

  for (const [name, call] of Object.entries(CARRIER_CALLS)) {
    it(`${name}: ${call.access}`, async () => {
      for (const actor of STAFF_ACTORS) {
        const token = await world.tokenOf(actor);
        const body = call.method === 'POST' || call.method === 'PUT' ? (BODIES[name as keyof typeof CARRIER_CALLS] ?? {}) : undefined;
        const response = await staffCall(app, call.method, concrete(call.path), { ...(token ? { token } : {}), ...(body ? { body } : {}) });
        const cell = expected(name, call.access, actor);
        const got = response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : 'admitted';
        expect({ actor, status: got }, response.body).toEqual({ actor, status: cell });
        expect(response.statusCode, `${actor}: ${response.body}`).toBeLessThan(500);
      }
    });
  }
});
