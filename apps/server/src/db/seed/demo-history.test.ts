import { describe, expect, it } from 'vitest';
import { DELIVERED_CODE, trackingCodeOf } from '@portal/domain/tracking/event-codes';
import { testApp } from '../../test/test-app';
import { HISTORY_PER_COMPANY, seedDemoHistory } from './demo-history';

// The first start's consignment history (issue 9): every demo company gets a month of
// consignments in every stage, the delivered ones with PODs.

const { db, clock } = await testApp();

describe('seedDemoHistory', () => {
  it('books about 50 consignments a company over 30 days, in every stage, the delivered ones signed for', async () => {
    await seedDemoHistory(db, clock.now());
    const companies = await db.selectFrom('companies').select('id').execute();
    for (const { id } of companies) {
      const rows = await db
        .selectFrom('consignments as c')
        .leftJoin('pods as p', 'p.consignmentId', 'c.id')
        .select(['c.id', 'c.createdAt', 'p.signedBy'])
        .select((eb) => eb.selectFrom('trackingEvents as e').select((e) => e.fn.max('e.code').as('m')).whereRef('e.consignmentId', '=', 'c.id').as('highest'))
        .where('c.companyId', '=', id)
        .execute();
      expect(rows).toHaveLength(HISTORY_PER_COMPANY);
      expect(rows.every((r) => r.createdAt <= clock.now() && r.createdAt > clock.now() - 31 * 24 * 60 * 60_000)).toBe(true);
      const stages = new Set(rows.map((r) => trackingCodeOf(Number(r.highest))?.stage));
      expect([...stages].sort()).toEqual(['delivery', 'pickup', 'receival', 'transit']);
      const delivered = rows.filter((r) => Number(r.highest) === DELIVERED_CODE);
      expect(delivered.length).toBeGreaterThan(HISTORY_PER_COMPANY / 2);
      expect(delivered.every((r) => r.signedBy)).toBe(true);
      expect(rows.filter((r) => r.signedBy && Number(r.highest) !== DELIVERED_CODE)).toEqual([]);
    }
    const future = await db.selectFrom('trackingEvents').select('id').where('at', '>', clock.now()).execute();
    expect(future).toEqual([]);
  });
});
