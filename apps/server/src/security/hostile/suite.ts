import { beforeAll, describe, expect, it } from 'vitest';
import { liveHeap } from './heap';
import { CARRIER_CALLS, type CarrierCallName } from '@portal/domain/carrier/carrier-calls';
import { NO_PAYLOAD } from '@portal/domain/api/request-schemas';
import { CARRIER_PATH } from '@portal/domain/constants';
import { CARRIER_TARGETS } from './carrier-targets';
import { GROUPS, RUNS_PER_CALL, type Group } from './plan';
import { portalCall, runHostile, SEED, type HostileCall } from './run-call';

const WARM_UP_SEED = SEED + 1;
import { buildWorld, type World } from './world';

// The body of each hostile-input test file: one test per call of the group, then the heap.

/**
 * Growth of the live heap allowed over the whole run. An eighth of the requests carry a 100 KB
 * text, so keeping even one of them per request would retain tens of megabytes; what may
 * legitimately grow is bounded and small (zod's and V8's caches, the statement cache's entries,
 * fast-check's state). 16 MB sits well above the noise measured (a few MB) and far below a leak.
 */
const HEAP_GROWTH_LIMIT = 16 * 1024 * 1024;
/** Generous for a loaded 2-core machine; a call takes a few seconds on a quiet one. */
const CALL_TIMEOUT_MS = 120_000;

/** The back office's calls (issue 26), each with its payload schema from CARRIER_CALLS. */
export function carrierCalls(): HostileCall[] {
  return (Object.keys(CARRIER_CALLS) as CarrierCallName[]).map((name) => {
    const { method, path, schema } = CARRIER_CALLS[name] as { method: HostileCall['method']; path: string; schema?: HostileCall['schema'] };
    return { name, method, path: `${CARRIER_PATH}${path}`, schema: schema ?? NO_PAYLOAD, target: CARRIER_TARGETS[name] };
  });
}

/** A group of the portal's calls (plan.ts), or the back office's. */
export function hostileSuite(group: Group | 'carrier'): void {
  const calls = group === 'carrier' ? carrierCalls() : GROUPS[group].map(portalCall);
  describe(`hostile input: the ${group} calls`, () => {
    let world: World;
    let heapBefore = 0;
    let sent = 0;
    let accepted = 0;

    beforeAll(async () => {
      world = await buildWorld();
      // Warm-up: every route compiled, every cache filled, before the heap is measured. What it
      // finds, the call's own test below finds again and reports there.
      for (const call of calls) await runHostile(world, call, 10, WARM_UP_SEED).catch(() => undefined);
      heapBefore = await liveHeap();
    }, CALL_TIMEOUT_MS);

    for (const call of calls) {
      it(`${call.name}: refuses hostile payloads by field name, never with a 5xx`, async () => {
        const tally = await runHostile(world, call, RUNS_PER_CALL);
        sent += tally.sent;
        accepted += tally.accepted;
        expect(tally.sent).toBe(RUNS_PER_CALL);
      }, CALL_TIMEOUT_MS);
    }

    it('sent every planned request, and the heap did not grow with them', async () => {
      expect(sent).toBe(calls.length * RUNS_PER_CALL);
      // Valid-ish bases: a good share of the payloads got past the schema to the service and were stored.
      expect(accepted).toBeGreaterThan(sent / 10);
      const growth = (await liveHeap()) - heapBefore;
      expect(growth, `heap grew ${(growth / 1024 / 1024).toFixed(1)} MB`).toBeLessThan(HEAP_GROWTH_LIMIT);
    });
  });
}
