import type { FastifyInstance } from 'fastify';

/**
 * Requests start in the order they arrived (decision 0037).
 *
 * Node's event loop reads every socket that is ready in one poll and runs each request it finds
 * before polling again. Under load a poll finds dozens of requests, and a request that arrives
 * a moment after the poll waits for all of them, then for its own turn: one or two requests a
 * round waited twice as long as the rest, which made the p99 twice the median whatever the route.
 * Here each request waits in a queue instead and the queue is served a slice at a time, polling
 * between slices, so a request that arrives during a slice is served after the requests before
 * it, not after the next poll's.
 *
 * A slice starts one request per setImmediate callback: Node runs the promise jobs a callback
 * left before the next callback, so on SQLite (a synchronous driver) each request is answered
 * before the next one starts, and the slice's time is real work. The app installs it on SQLite
 * only: on PostgreSQL a request stops at its first query and mostly waits for the database, and
 * there the queue made the p99 worse.
 */
export const SLICE_MS = 2;
/**
 * Callbacks queued per slice, when it is planned: requests that arrive in the poll before it runs
 * find theirs there. Those left over when its time is up, or with no request to start, do nothing.
 */
const STARTS_PER_SLICE = 16;

export class ArrivalOrder {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;
  private sliceEnds = 0;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** Queues a request's start; it runs in a later turn of the event loop, after those before it. */
  enqueue(start: () => void): void {
    this.waiting.push(start);
    if (!this.scheduled) this.scheduleSlice();
  }

  get length(): number {
    return this.waiting.length;
  }

  /** The next turn's slice; whatever arrives before it runs joins the queue's tail. */
  private scheduleSlice(): void {
    this.scheduled = true;
    for (let i = 0; i < STARTS_PER_SLICE; i++) setImmediate(this.startInSlice, i === 0, i === STARTS_PER_SLICE - 1);
  }

  /** The slice's first callback always starts a request; the others only while the slice lasts. */
  private readonly startInSlice = (first: boolean, last: boolean): void => {
    if (first) this.sliceEnds = this.clock() + SLICE_MS;
    if (first || this.clock() < this.sliceEnds) this.waiting.shift()?.();
    if (!last) return;
    if (this.waiting.length > 0) this.scheduleSlice();
    else this.scheduled = false;
  };
}

/** The first onRequest hook: nothing of a request (rate limits, session, route) runs before its turn. */
export function installArrivalOrder(app: FastifyInstance): ArrivalOrder {
  const order = new ArrivalOrder();
  app.addHook('onRequest', (_request, _reply, done) => order.enqueue(done));
  return order;
}
