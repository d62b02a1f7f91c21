import type { Db } from './database';
import { allowDirectQueries, directQueryInOwnTransactionOf } from './direct-query';

// Group commit (decision 0015). A commit waits for the disk: SQLite's synchronous=FULL fsyncs the
// WAL on every commit (about 0.2-0.3 ms here, the event loop blocked meanwhile), which alone held
// POST quoteNew to a few hundred a second. Writes that arrive together therefore share one
// transaction, and every caller is answered only after its commit, so nothing acknowledged can
// be lost. Should one of them fail, the shared transaction is rolled back and each write runs
// again in a transaction of its own, so one failure fails only its own caller. A work must
// therefore only write through the transaction it is given (no other effects), so that running
// it twice is harmless.

type Work<T> = (trx: Db) => Promise<T>;

interface Job {
  work: Work<unknown>;
  /** performance.now() when it was queued. */
  queuedAt: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface WriteBatcherOptions {
  /** Batches in flight at once: 1 for SQLite (one connection), a few for PostgreSQL's pool. */
  concurrency: number;
  /** Jobs in one transaction at most. */
  maxJobs?: number;
  /**
   * While it answers true, a batch waits for more writes (decision 0052): on SQLite, while
   * requests wait in the arrival queue (http/arrival-order.ts), each of which may bring a write
   * to share the commit. Never longer than `maxHoldMs` after its first write was queued, and
   * never past `maxJobs`.
   */
  holdWhile?: () => boolean;
  /** The longest a batch is held for more writes; 10 ms unless given. */
  maxHoldMs?: number;
}

const MAX_JOBS = 100;
const MAX_HOLD_MS = 10;

export class WriteBatcher {
  private readonly queue: Job[] = [];
  private running = 0;
  private scheduled = false;
  private readonly idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly options: WriteBatcherOptions,
  ) {}

  /** Runs `work` in a transaction shared with the other writes of this moment. */
  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, queuedAt: performance.now(), resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * Resolves once no write is queued or committing. Shutdown awaits it before the database
   * closes: a request whose client went away still has its write finish (decision 0027).
   */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Whether the batch that would start now should wait a turn for more writes (options.holdWhile). */
  private holding(): boolean {
    const { holdWhile, maxJobs = MAX_JOBS, maxHoldMs = MAX_HOLD_MS } = this.options;
    if (!holdWhile || this.queue.length >= maxJobs) return false;
    return performance.now() - this.queue[0]!.queuedAt < maxHoldMs && holdWhile();
  }

  /** After the current I/O phase, so that the requests read with this one join its batch. */
  private schedule(): void {
    if (this.scheduled || this.running >= this.options.concurrency || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.running >= this.options.concurrency || this.queue.length === 0) return;
      if (this.holding()) {
        this.schedule();
        return;
      }
      const jobs = this.queue.splice(0, this.options.maxJobs ?? MAX_JOBS);
      if (jobs.length === 0) return;
      this.running += 1;
      void this.commit(jobs).finally(() => {
        this.running -= 1;
        this.schedule();
        if (this.running === 0 && this.queue.length === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
      this.schedule();
    });
  }

  private async commit(jobs: Job[]): Promise<void> {
    try {
      const values = await this.db.transaction().execute(async (trx) => {
        // On SQLite the precompiled statements of the writes run on the driver, inside this
        // transaction (decision 0005's direct path; Kysely's executor cost more than the insert).
        const direct = directQueryInOwnTransactionOf(this.db);
        if (direct) allowDirectQueries(trx, direct);
        const results: unknown[] = [];
        for (const job of jobs) results.push(await job.work(trx));
        return results;
      });
      jobs.forEach((job, i) => job.resolve(values[i]));
    } catch (error) {
      if (jobs.length === 1) {
        jobs[0]!.reject(error);
        return;
      }
      // Find the culprit: each write alone (savepoints would cost two statements a write).
      for (const job of jobs) {
        try {
          job.resolve(await this.db.transaction().execute(job.work));
        } catch (alone) {
          job.reject(alone);
        }
      }
    }
  }
}
