import type { FastifyInstance } from 'fastify';

// The periodic sweeps of rows that can never matter again (expired sessions, ended throttle
// windows, old Idempotency-Keys), owned in one place: one timer, stopped when the app closes.
// Every instance may sweep; the deletes are idempotent.

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

export interface Sweep {
  name: string;
  run: (now: number) => Promise<void>;
}

export function installHousekeeping(app: FastifyInstance, sweeps: readonly Sweep[], now: () => number): void {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = Promise.all(
      sweeps.map((sweep) => sweep.run(now()).catch((error: unknown) => app.log.warn({ err: error, sweep: sweep.name }, 'housekeeping sweep failed'))),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
