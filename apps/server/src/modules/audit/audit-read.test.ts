import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '@portal/domain/api/list-page';
import { AUDIT_WINDOW_DAYS } from '@portal/domain/audit/audit-actions';
import { MESSAGES } from '@portal/domain/messages';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { createPickup } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';
import { buildAuditEvents, trailOf } from './test-trail';

// GET audit (issue 13, decision 0032): a company's trail, paged by keyset like the record lists,
// filtered by action, user and a search, for users who may see the company's users only.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const acmeAdmin = await login(app, 'admin', { companyId: acmeId });
const coastalAdmin = await login(app, 'cfmanager');
const booker = await login(app, 'booker', { companyId: acmeId });
const DAY = 24 * 60 * 60 * 1000;

describe('GET audit: paging', () => {
  it('answers the newest events first, a page at a time, each event once', async () => {
    await buildAuditEvents(db, LIST_PAGE_SIZE + 7, { companyId: acmeId, at: clock.now(), username: 'pager' });
    const first = await trailOf(app, acmeAdmin, { user: 'pager' });
    expect(first.events).toHaveLength(LIST_PAGE_SIZE);
    expect(first.events[0]).toEqual({ at: clock.now(), username: 'pager', actor: 'user', action: 'quote-saved', target: 'Q1000056', address: '192.0.2.1' });
    expect(first.next).not.toBeNull();
    const second = await trailOf(app, acmeAdmin, { user: 'pager', before: first.next! });
    expect(second.events.map((e) => e.target)).toEqual(['Q1000006', 'Q1000005', 'Q1000004', 'Q1000003', 'Q1000002', 'Q1000001', 'Q1000000']);
    expect(second.next).toBeNull();
  });

  it(`reaches back ${AUDIT_WINDOW_DAYS} days`, async () => {
    await buildAuditEvents(db, 1, { companyId: acmeId, at: clock.now() - (AUDIT_WINDOW_DAYS - 1) * DAY, username: 'old', target: 'kept' });
    await buildAuditEvents(db, 1, { companyId: acmeId, at: clock.now() - (AUDIT_WINDOW_DAYS + 1) * DAY, username: 'old', target: 'gone' });
    const answer = await trailOf(app, acmeAdmin, { user: 'old' });
    expect(answer.events.map((e) => e.target)).toEqual(['kept']);
    expect(answer.since).toBe(clock.now() - AUDIT_WINDOW_DAYS * DAY);
  });
});

describe('GET audit: filters', () => {
  it('filters by action, by user (any case) and by a search of username, target and address', async () => {
    await buildAuditEvents(db, 1, { companyId: acmeId, at: clock.now(), username: 'Filterer', action: 'pickup-booked', target: 'P1234567', address: '203.0.113.99' });
    await buildAuditEvents(db, 1, { companyId: acmeId, at: clock.now(), username: 'Filterer', action: 'pickup-edited', target: 'P7654321', address: '203.0.113.98' });
    const targets = async (input: Parameters<typeof trailOf>[2]) => (await trailOf(app, acmeAdmin, input)).events.map((e) => e.target);
    expect(await targets({ user: 'filterer', action: 'pickup-booked' })).toEqual(['P1234567']);
    expect(await targets({ user: 'FILTERER' })).toEqual(['P7654321', 'P1234567']);
    expect(await targets({ search: '765432' })).toEqual(['P7654321']);
    expect(await targets({ search: '113.99' })).toEqual(['P1234567']);
    expect(await targets({ search: 'filt', action: 'pickup-edited' })).toEqual(['P7654321']);
    expect(await targets({ search: '%' })).toEqual([]);
  });

  it('refuses an unknown action and a cursor it did not give, naming the field', async () => {
    const refused = errorOf(await call(app, 'GET', 'audit', { token: acmeAdmin, query: { action: 'hacked' } }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^action: /);
    expect(errorOf(await call(app, 'GET', 'audit', { token: acmeAdmin, query: { before: 'x' } })).body.error).toBe("before: is not a list answer's next");
  });
});

describe('GET audit: who may read it', () => {
  it('refuses users without Users view with the Users screen’s Permission Denied', async () => {
    for (const token of [booker, await login(app, 'viewer', { companyId: acmeId })]) {
      expect(errorOf(await call(app, 'GET', 'audit', { token }))).toMatchObject({ status: 403, body: { error: MESSAGES.permissionDeniedUsers } });
    }
    expect((await call(app, 'GET', 'audit')).statusCode).toBe(401);
  });

  it('answers a user whose role has Users view', async () => {
    const user = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Users: ['view'] }) });
    const token = await login(app, user.username, { password: user.password });
    expect((await call(app, 'GET', 'audit', { token })).statusCode).toBe(200);
  });

  it("never shows another company's events, whatever the filters or cursor", async () => {
    const { pickupNumber } = await createPickup(app, booker);
    expect((await trailOf(app, acmeAdmin, { search: pickupNumber })).events).toHaveLength(1);
    const acmeFirst = await trailOf(app, acmeAdmin);
    for (const input of [{}, { search: pickupNumber }, { user: 'booker' }, { action: 'pickup-booked' as const }, { before: acmeFirst.next ?? `${clock.now() + 1}.999999` }]) {
      const seen = (await trailOf(app, coastalAdmin, input)).events;
      expect(seen.filter((e) => e.username === 'booker' || e.target.includes(pickupNumber)), JSON.stringify(input)).toEqual([]);
    }
    const rows = await db.selectFrom('auditEvents').select('companyId').where('target', '=', pickupNumber).execute();
    expect(rows).toEqual([{ companyId: acmeId }]);
  });
});
