import type { FastifyBaseLogger } from 'fastify';
import { DELIVERED_CODE } from '@portal/domain/tracking/event-codes';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { firstStageOf } from '../consignments/service';
import { drawnSignature } from '../pods/service';
import { distanceKm, tariffOf } from '../reference/service';
import { consignmentsInFlight } from '../tracking/service';
import { gapBefore, nextCode } from './journey';
import type { Operations } from './service';

// The simulator (issue 9): moves booked consignments through pickup or receival, transit and
// delivery at the journey's times (journey.ts), sped up, and signs their PODs, through the same
// operations the carrier's API runs. `npm run simulate` runs it beside a server; SIMULATE=1
// runs it inside one.

/** Simulated minutes per real minute: by default an hour of the journey passes in a minute. */
export const DEFAULT_SPEED = 60;
const TICK_MS = 5_000;
/** Consignments older than this are left alone (they would all be delivered at once). */
const RECENT_MS = 30 * 24 * 60 * 60_000;

export interface SimulateOptions {
  speed: number;
  /** Ignore the journey's times: move every consignment one step now (tests, `--step`). */
  immediately?: boolean;
}

/** One pass: every consignment whose next scan is due gets it. Answers how many moved. */
export async function simulateOnce(db: Db, operations: Operations, now: number, options: SimulateOptions): Promise<number> {
  const { depots } = await tariffOf(db);
  let moved = 0;
  for (const row of await consignmentsInFlight(db, now - RECENT_MS)) {
    const highest = Number(row.highest);
    const code = nextCode(firstStageOf(row), highest);
    if (code === null) continue;
    const from = depots.find((d) => d.code === row.depotFrom);
    const to = depots.find((d) => d.code === row.depotTo);
    const gap = gapBefore(code, from && to ? distanceKm(from, to) : 1000) / options.speed;
    if (!options.immediately && now < Number(row.lastAt) + gap) continue;
    try {
      if (code === DELIVERED_CODE) {
        const signedBy = row.receiverFullName || row.receiverCompany || 'Receiver';
        await operations.signPod(row.number, { signedBy, signature: drawnSignature(signedBy), at: now });
      } else {
        await operations.recordScan(row.number, { code, at: now });
      }
      moved += 1;
    } catch (error) {
      // A real scan got there first (409): this consignment waits for the next pass.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return moved;
}

/** Runs passes every few seconds until stopped; a failed pass is logged and the next one tries again. */
export function startSimulator(db: Db, operations: Operations, config: Pick<AppConfig, 'now'>, log: FastifyBaseLogger, speed = DEFAULT_SPEED) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = simulateOnce(db, operations, config.now(), { speed })
      .then((moved) => moved > 0 && log.info({ moved }, 'simulator moved consignments'))
      .catch((error: unknown) => log.warn({ err: error }, 'simulator pass failed'));
  }, TICK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
