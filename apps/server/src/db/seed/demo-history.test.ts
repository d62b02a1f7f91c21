import { describe, expect, it } from 'vitest';
import { DELIVERED_CODE, trackingCodeOf } from '@portal/domain/tracking/event-codes';
import type { ConsignmentListRow } from '@portal/domain/api/consignment';
import type { DocumentRow } from '@portal/domain/api/documents';
import type { DropFreightListRow } from '@portal/domain/api/drop-freight';
import type { PickupListRow } from '@portal/domain/api/pickup';
import type { QuoteListRow } from '@portal/domain/api/quote';
import { call, login } from '../../test/api';
import { generate } from '../../test/consignments';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { ACME } from './demo-users';
import { DRAFTS_PER_COMPANY, HISTORY_PER_COMPANY, seedDemoHistory } from './demo-history';

// The first start's consignment history (issue 9): every demo company gets a month of
// consignments in every stage, the delivered ones with PODs.

const { app, db, clock } = await testApp();

describe('seedDemoHistory', () => {
  it('books about 50 consignments a company over 30 days, in every stage, the delivered ones signed for', { timeout: 30_000 }, async () => {
    await seedDemoHistory(db, clock.now());
    const companies = await db.selectFrom('companies').select('id').execute();
    for (const { id } of companies) {
      const rows = await db
        .selectFrom('consignments as c')
        .leftJoin('pods as p', 'p.consignmentId', 'c.id')
        .select(['c.id', 'c.createdAt', 'c.status', 'c.firstStage', 'c.pickupId', 'c.scheduleDay', 'p.signedBy'])
        .select((eb) => eb.selectFrom('trackingEvents as e').select((e) => e.fn.max('e.code').as('m')).whereRef('e.consignmentId', '=', 'c.id').as('highest'))
        .where('c.companyId', '=', id)
        .where('c.status', '=', 1)
        .execute();
      expect(rows).toHaveLength(HISTORY_PER_COMPANY);
      // Every fourth is a drop freight, dropped in on the day it was booked.
      const dropFreights = rows.filter((r) => r.firstStage === 'receival');
      expect(dropFreights.length).toBeGreaterThanOrEqual(HISTORY_PER_COMPANY / 4 - 1);
      expect(dropFreights.every((r) => r.pickupId === null && /^\d{4}-\d{2}-\d{2}$/.test(r.scheduleDay))).toBe(true);
      expect(rows.every((r) => r.createdAt <= clock.now() && r.createdAt > clock.now() - 31 * 24 * 60 * 60_000)).toBe(true);
      const stages = new Set(rows.map((r) => trackingCodeOf(Number(r.highest))?.stage));
      expect([...stages].sort()).toEqual(['delivery', 'pickup', 'receival', 'transit']);
      const delivered = rows.filter((r) => Number(r.highest) === DELIVERED_CODE);
      expect(delivered.length).toBeGreaterThan(HISTORY_PER_COMPANY / 2);
      expect(delivered.every((r) => r.signedBy)).toBe(true);
      expect(rows.filter((r) => r.signedBy && Number(r.highest) !== DELIVERED_CODE)).toEqual([]);
    }
    // Drop freights still in draft: numbered, no tracking or documents yet (decision 0025).
    const drafts = await db
      .selectFrom('consignments as c')
      .leftJoin('trackingEvents as e', 'e.consignmentId', 'c.id')
      .leftJoin('documents as d', 'd.consignmentId', 'c.id')
      .select(['c.companyId', 'c.firstStage', 'e.id as eventId', 'd.id as documentId'])
      .where('c.status', '=', 2)
      .execute();
    expect(drafts).toHaveLength(DRAFTS_PER_COMPANY * companies.length);
    expect(drafts.every((d) => d.firstStage === 'receival' && d.eventId === null && d.documentId === null)).toBe(true);
    const future = await db.selectFrom('trackingEvents').select('id').where('at', '>', clock.now()).execute();
    expect(future).toEqual([]);
  });

  it('fills every list a newcomer opens, each with rows whose Document Link shows (issue 24)', async () => {
    const token = await login(app, 'admin', { companyId: await companyIdByName(db, ACME) });
    const rowsOf = async <R>(path: string, key: string, query: Record<string, string> = {}) => {
      const response = await call(app, 'GET', path, { token, query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Record<string, R[]>>()[key]!;
    };
    const quotes = await rowsOf<QuoteListRow>('quotes', 'quotes');
    expect(quotes.filter((q) => q.status === 'Quoted').length).toBeGreaterThan(0);
    expect(quotes.filter((q) => q.status === 'Accepted').length).toBeGreaterThan(0);
    expect(quotes.filter((q) => q.pickupNum && q.conNum).length).toBeGreaterThan(0);
    expect(quotes.filter((q) => q.scanned).length).toBeGreaterThan(0);
    const pickups = await rowsOf<PickupListRow>('pickups/list', 'pickups');
    expect(pickups.filter((p) => p.status === 0).length).toBeGreaterThan(0);
    expect(pickups.filter((p) => p.conNum && p.quoteNum).length).toBeGreaterThan(0);
    expect(pickups.filter((p) => p.scanned).length).toBeGreaterThan(0);
    const dropFreights = await rowsOf<DropFreightListRow>('directdropfreight/existing', 'quotes');
    expect(dropFreights.filter((d) => d.scanned).length).toBeGreaterThan(0);
    const consignments = await rowsOf<ConsignmentListRow>('consignments', 'consignments');
    expect(consignments.filter((c) => c.scanned).length).toBeGreaterThan(0);
    expect((await rowsOf<DocumentRow>('documents/list', 'documents', { docType: 'POD' })).length).toBeGreaterThan(0);
    // A scanned original is there to save.
    const scanned = consignments.find((c) => c.scanned)!;
    expect((await generate(app, token, { docRN: scanned.conNumber, docType: 'CON', original: '1', noNewEvent: '1' })).statusCode).toBe(200);
  });
});
