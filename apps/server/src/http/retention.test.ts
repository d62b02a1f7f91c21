import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@portal/domain/constants';
import { loadConfig } from '../config';
import { testApp } from '../test/test-app';
import { RETENTION_BATCH, retentionSweeps } from './retention';

// RetentionConfig: the sweeps delete what is older than the configured days, in batches, and
// keep the rest; by default the audit trail is kept for good.

const { db, clock } = await testApp();

async function auditAt(at: number, count = 1) {
  const row = { at, companyId: null, userId: null, username: 'retention', actor: 'user' as const, action: 'sign-in' as const, target: '', address: '127.0.0.1' };
  await db.insertInto('auditEvents').values(Array.from({ length: count }, () => row)).execute();
}

async function messageAt(createdAt: number) {
  const { id } = await db.insertInto('outbox').values({ toAddress: 'kept@test.example', subject: 'Retention', body: '', createdAt }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('outboxAttachments').values({ messageId: id, fileName: 'note.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') }).execute();
  return id;
}

const countOf = async (table: 'auditEvents' | 'outbox' | 'outboxAttachments') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('retention', () => {
  it('removes audit rows and messages older than their days, attachments too, in batches, and keeps the rest', async () => {
    const now = clock.now();
    await db.deleteFrom('auditEvents').execute();
    await db.deleteFrom('outbox').execute();
    await auditAt(now - 91 * DAY_MS, RETENTION_BATCH * 2 + 5);
    await auditAt(now - 89 * DAY_MS, 3);
    await messageAt(now - 31 * DAY_MS);
    const recent = await messageAt(now - 29 * DAY_MS);

    for (const sweep of retentionSweeps(db, { auditDays: 90, outboxDays: 30 })) await sweep.run(now);

    expect(await countOf('auditEvents')).toBe(3);
    expect((await db.selectFrom('outbox').select('id').execute()).map((m) => m.id)).toEqual([recent]);
    expect(await db.selectFrom('outboxAttachments').select('messageId').execute()).toEqual([{ messageId: recent }]);
  });

  it('has no sweep for a table whose days are 0', () => {
    expect(retentionSweeps(db, { auditDays: 0, outboxDays: 0 })).toEqual([]);
    expect(retentionSweeps(db, { auditDays: 0, outboxDays: 90 }).map((s) => s.name)).toEqual(['outbox retention']);
  });

  it('keeps the audit trail for good and mail 90 days unless told, and refuses fewer audit days than the screen shows', () => {
    expect(loadConfig({}).retention).toEqual({ auditDays: 0, outboxDays: 90 });
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '2555', OUTBOX_RETENTION_DAYS: '0' }).retention).toEqual({ auditDays: 2555, outboxDays: 0 });
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '30' })).toThrow(
      "AUDIT_RETENTION_DAYS must be 0 (keep for good) or at least 90, the days the Audit trail screen shows, not '30'.",
    );
    expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: 'soon' })).toThrow("OUTBOX_RETENTION_DAYS must be a whole number (0 for no limit), not 'soon'.");
  });
});
