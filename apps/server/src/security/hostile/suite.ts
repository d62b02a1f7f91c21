import { beforeAll, describe, expect, it } from 'vitest';
import { liveHeap } from './heap';
import { GROUPS, RUNS_PER_CALL, type Group } from './plan';
import { runCall, SEED } from './run-call';

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

export function hostileSuite(group: Group): void {
  describe(`hostile input: the ${group} calls`, () => {
    let world: World;
    let heapBefore = 0;
    let sent = 0;
    let accepted = 0;

    beforeAll(async () => {
      world = await buildWorld();
      // Warm-up: every route compiled, every cache filled, before the heap is measured. What it
      // finds, the call's own test below finds again and reports there.
      for (const name of GROUPS[group]) await runCall(world, name, 10, WARM_UP_SEED).catch(() => undefined);
      heapBefore = await liveHeap();
    }, CALL_TIMEOUT_MS);

    for (const name of GROUPS[group]) {
      it(`${name}: refuses hostile payloads by field name, never with a 5xx`, async () => {
        const tally = await runCall(world, name, RUNS_PER_CALL);
        sent += tally.sent;
        accepted += tally.accepted;
        expect(tally.sent).toBe(RUNS_PER_CALL);
      }, CALL_TIMEOUT_MS);
    }

    it('sent every planned request, and the heap did not grow with them', async () => {
      expect(sent).toBe(GROUPS[group].length * RUNS_PER_CALL);
      // Valid-ish bases: a good share of the payloads got past the schema to the service and were stored.
      expect(accepted).toBeGreaterThan(sent / 10);
      const growth = (await liveHeap()) - heapBefore;
      expect(growth, `heap grew ${(growth / 1024 / 1024).toFixed(1)} MB`).toBeLessThan(HEAP_GROWTH_LIMIT);
    });
  });
}
