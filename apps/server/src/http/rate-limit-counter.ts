import type { WindowHits } from './rate-limit-repo';

// Counting requests for limits that hold across instances (issue 13, decision 0031) without a
// database write per request: SQLite commits with synchronous = FULL, an fsync that costs more
// than a whole hot-path call (decision 0005). Windows are fixed (a minute, starting on the
// minute) so every instance agrees which window a request falls in. Each instance counts in
// memory and, every flush interval, adds its new counts to the shared table in one batched upsert
// that answers the shared totals of the keys it flushed. A request is judged on the last total it
// heard plus what this instance has counted since.
//
// How far it can overshoot: an instance hears of other instances' requests only when it next
// flushes, so each of N instances may let through up to one flush interval (plus one upsert's
// time) of its own traffic for a key beyond what it knew. A limit of L can thus admit about
// L + (N - 1) x (a key's requests per instance per interval) in a window: at 250 ms and 4
// instances, a client sending 100 requests a second through every instance gets some 75 extra.
// The limits exist to stop floods and runaway clients, not to meter: that slack is harmless,
// and the client is held back for the rest of the window once the totals arrive.

interface Window {
  start: number;
  /** Counted here since the last flush began. */
  pending: number;
  /** Counted here and being written by the flush under way. */
  inFlight: number;
  /** The shared total the last flush answered (it includes this instance's flushed counts). */
  shared: number;
}

export interface CounterOptions {
  now: () => number;
  windowMs: number;
  /** Adds hits to the shared counts and answers the totals (rate-limit-repo.ts). */
  addHits: (rows: readonly WindowHits[]) => Promise<readonly WindowHits[]>;
  onFlushError: (error: unknown) => void;
}

export class SharedCounter {
  private readonly windows = new Map<string, Window>();
  private flushing: Promise<void> | null = null;

  constructor(private readonly options: CounterOptions) {}

  /** Counts one request for `key`: the window's count so far, every instance, and ms until it ends. */
  hit(key: string): { count: number; msLeft: number } {
    const now = this.options.now();
    const start = now - (now % this.options.windowMs);
    let window = this.windows.get(key);
    // A new window starts from nothing; the old one's unflushed counts no longer matter.
    if (window?.start !== start) {
      window = { start, pending: 0, inFlight: 0, shared: 0 };
      this.windows.set(key, window);
    }
    window.pending += 1;
    return { count: window.shared + window.inFlight + window.pending, msLeft: start + this.options.windowMs - now };
  }

  /** Writes the counts since the last flush and learns the shared totals; one flush at a time. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    const batch = this.takePending();
    if (batch.length === 0) return Promise.resolve();
    this.flushing = this.write(batch).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private takePending(): { key: string; window: Window; hits: number }[] {
    const now = this.options.now();
    const batch: { key: string; window: Window; hits: number }[] = [];
    for (const [key, window] of this.windows) {
      if (window.pending > 0) {
        batch.push({ key, window, hits: window.pending });
        window.inFlight += window.pending;
        window.pending = 0;
      } else if (window.inFlight === 0 && window.start + this.options.windowMs <= now) {
        this.windows.delete(key); // ended and written: memory holds only the current minute's keys
      }
    }
    return batch.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  private async write(batch: { key: string; window: Window; hits: number }[]): Promise<void> {
    let totals: readonly WindowHits[];
    try {
      totals = await this.options.addHits(batch.map(({ key, window, hits }) => ({ key, windowStart: window.start, hits })));
    } catch (error) {
      // Counted again at the next flush; meanwhile this instance's own counts still limit.
      for (const entry of batch) {
        entry.window.inFlight -= entry.hits;
        entry.window.pending += entry.hits;
      }
      this.options.onFlushError(error);
      return;
    }
    const totalOf = new Map(totals.map((row) => [`${row.windowStart} ${row.key}`, row.hits]));
    for (const { key, window, hits } of batch) {
      window.inFlight -= hits;
      window.shared = Math.max(window.shared, totalOf.get(`${window.start} ${key}`) ?? 0);
    }
  }
}
