import { describe, expect, it } from 'vitest';
import type { DropFreightSaveAnswer, ValidateAnswer } from '@portal/domain/api/drop-freight';
import { CONNOTE_MESSAGES } from '@portal/domain/consignment/connote-number';
import { DAY_MS } from '@portal/domain/constants';
import { demoManualConnote } from '../../db/seed/connote-books';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { bookDropFreight, createdDraft, numberingDraft, startDropFreight } from '../../test/drop-freight-drafts';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { dropFreightDraftSweep } from './draft-sweep';

// The sweep of abandoned drop freight drafts (decision 0040), on the test's clock: a draft whose
// last save is more than 30 days old goes, its number never to be accepted again; a draft saved
// since, and a booked drop freight, stay.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const sweep = dropFreightDraftSweep(db);
const signIn = () => login(app, 'booker', { companyId: acmeId });
const stored = (token: string, conNumber: string) => call(app, 'GET', 'directdropfreight/edit', { token, query: { conNumber } });

describe('the drop freight draft sweep', () => {
  it('retires drafts untouched for 30 days, keeps those saved since and booked ones, and never frees a number', async () => {
    const start = clock.now();
    try {
      let token = await signIn();
      const manual = demoManualConnote(ACME, 61);
      const abandoned = await startDropFreight(app, token, { conType: 'preManual', conNumber: manual });
      const saved = await startDropFreight(app, token);
      const booked = await bookDropFreight(app, token);

      clock.advance(20 * DAY_MS);
      token = await signIn();
      // Saving a step restarts its 30 days.
      const save = await call(app, 'POST', 'directdropfreight/edit', { token, body: createdDraft(saved, { progress: 4, readyAt: '' }) });
      expect(save.json<DropFreightSaveAnswer>().success).toBe(true);

      clock.advance(10 * DAY_MS + 60_000);
      await sweep.run(clock.now());
      token = await signIn();
      expect(errorOf(await stored(token, abandoned))).toMatchObject({ status: 404, body: { error: `${abandoned} not found` } });
      expect((await stored(token, saved)).statusCode).toBe(200);
      expect((await stored(token, booked)).statusCode).toBe(200);
      expect(await db.selectFrom('consignmentItems').select('id').where('consignmentId', 'not in', db.selectFrom('consignments').select('id')).execute()).toEqual([]);

      // The swept manual number is used for good.
      const check = (await call(app, 'GET', 'directdropfreight/validate', { token, query: { conNumber: manual } })).json<ValidateAnswer>();
      expect(check).toEqual({ success: false, message: CONNOTE_MESSAGES.alreadyUsed(manual) });
      const again = await call(app, 'POST', 'directdropfreight/new', { token, body: numberingDraft({ conType: 'preManual', conNumber: manual }) });
      expect(errorOf(again)).toMatchObject({ status: 409, body: { error: CONNOTE_MESSAGES.alreadyUsed(manual) } });

      // Twenty more days: the saved draft is now 30 days untouched too.
      clock.advance(20 * DAY_MS);
      await sweep.run(clock.now());
      token = await signIn();
      expect((await stored(token, saved)).statusCode).toBe(404);
      expect((await stored(token, booked)).statusCode).toBe(200);
    } finally {
      clock.set(start);
    }
  });
});
