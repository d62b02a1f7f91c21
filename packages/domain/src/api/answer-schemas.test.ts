import { describe, expect, it } from 'vitest';
import { ANSWER_SCHEMAS } from './answer-schemas';
import { CALL_TABLES } from './call-tables';

// The answer half of the call contract (decision 0024) names every call once, as the request
// half does (apps/server/src/http/call-contract.test.ts checks that one against the routes).

describe('ANSWER_SCHEMAS', () => {
  it('has an answer schema for every call of every table, and no schema without a call', () => {
    const calls = CALL_TABLES.flatMap(([, table]) => Object.keys(table));
    const schemas = Object.keys(ANSWER_SCHEMAS);
    const missing = calls.filter((name) => !schemas.includes(name));
    const extra = schemas.filter((name) => !calls.includes(name));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('lets an answer carry fields its type does not name, but not lack one it does', () => {
    const saved = { success: true, message: 'Saved.', version: 2 };
    expect(ANSWER_SCHEMAS.saveSettings.safeParse({ ...saved, addedLater: 1 }).success).toBe(true);
    expect(ANSWER_SCHEMAS.saveSettings.safeParse({ success: true }).success).toBe(false);
  });

  it('takes a tracking answer with a sender for the full form, which must then be whole', () => {
    const none = { pickup: [], receival: [], transit: [], delivery: [] };
    const publicForm = { consignmentNumber: 'FP1', trackingID: 'T1', firstStage: 'pickup', events: none, fromTown: 'Brisbane', toTown: 'Sydney', estimatedDelivery: '2026-11-25', delivered: false };
    const parties = { sender: 'Valley Traders', receiver: 'Rae Receiver', from: '1 Ann Street', to: '2 George Street' };
    expect(ANSWER_SCHEMAS.track.safeParse(publicForm).success).toBe(true);
    expect(ANSWER_SCHEMAS.track.safeParse({ ...publicForm, ...parties }).success).toBe(true);
    // The public form names no person or address (DESIGN.md): a stray sender is a leak, not a bonus.
    expect(ANSWER_SCHEMAS.track.safeParse({ ...publicForm, sender: 'Valley Traders' }).success).toBe(false);
  });
});
