import { afterAll, describe, expect, it, vi } from 'vitest';
import type { PickupSaveAnswer } from '@portal/domain/api/pickup';
import type { QuoteNewAnswer } from '@portal/domain/api/quote';
import { WriteBatcher } from '../../db/write-batch';
import { ACME } from '../../db/seed/demo-users';
import { call, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { pickupDraft, postWithKey } from '../../test/pickup-drafts';
import { quoteDraft } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';

// Issue 25: a booking is one transaction. Its rows, its number, the answer kept under its
// Idempotency-Key and its audit row commit together, once: one write of the group commit
// (write-batch.ts) per booking, where the audit row used to take a second.

const writes = vi.spyOn(WriteBatcher.prototype, 'run');
const { app, db } = await testApp();
const booker = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });

afterAll(() => {
  writes.mockRestore();
});

const auditRows = (target: string) => db.selectFrom('auditEvents').select(['action', 'target']).where('target', '=', target).execute();

describe('a booking commits once', () => {
  it('writes a quote, its lines and its audit row in one transaction', async () => {
    writes.mockClear();
    const answer = await call(app, 'POST', 'quoteNew', { token: booker, body: quoteDraft() });
    expect(answer.statusCode).toBe(200);
    expect(writes).toHaveBeenCalledTimes(1);
    const { quoteNumber } = answer.json<QuoteNewAnswer>();
    expect(await auditRows(quoteNumber)).toEqual([{ action: 'quote-saved', target: quoteNumber }]);
  });

  it('writes a pickup, the answer under its key and its audit row in one transaction', async () => {
    writes.mockClear();
    const answer = await postWithKey(app, 'pickups/new', booker, pickupDraft(), 'one-commit-1');
    expect(answer.statusCode).toBe(200);
    expect(writes).toHaveBeenCalledTimes(1);
    const { pickupNumber } = answer.json<PickupSaveAnswer>();
    expect(await auditRows(pickupNumber)).toEqual([{ action: 'pickup-booked', target: pickupNumber }]);
    const kept = await db.selectFrom('idempotencyKeys').select('answer').where('key', '=', 'one-commit-1').executeTakeFirstOrThrow();
    expect(JSON.parse(kept.answer)).toEqual(answer.json());
  });
});
