import { setImmediate } from 'node:timers/promises';
import { DAY_MS } from '@portal/domain/constants';
import type { RetentionConfig } from '../config';
import type { Db } from '../db/database';
import { removeAuditEventsBefore } from '../modules/audit/repo';
import { removeMessagesBefore } from '../modules/mail/repo';
import type { Sweep } from './housekeeping';

// The retention sweeps (RetentionConfig): audit rows and outbox messages older than the
// configured days go, a thousand rows a statement with a turn of the event loop between, so the
// first sweep after retention is switched on for a large table never holds SQLite's only
// connection for long.

export const RETENTION_BATCH = 1000;

/** Runs `remove` until a batch comes back short. */
export async function inBatches(remove: (limit: number) => Promise<number>): Promise<void> {
  while ((await remove(RETENTION_BATCH)) === RETENTION_BATCH) await setImmediate();
}

export function retentionSweeps(db: Db, retention: RetentionConfig): Sweep[] {
  const sweeps: Sweep[] = [];
  const { auditDays, outboxDays } = retention;
  if (auditDays > 0) {
    sweeps.push({ name: 'audit trail retention', run: (now) => inBatches((limit) => removeAuditEventsBefore(db, now - auditDays * DAY_MS, limit)) });
  }
  if (outboxDays > 0) {
    sweeps.push({ name: 'outbox retention', run: (now) => inBatches((limit) => removeMessagesBefore(db, now - outboxDays * DAY_MS, limit)) });
  }
  return sweeps;
}
