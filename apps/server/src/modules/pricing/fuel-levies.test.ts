import { describe, expect, it } from 'vitest';
import type { LeviesAnswer, LevySaveAnswer, PricingDeskAnswer } from '@portal/domain/carrier/pricing-calls';
import { FUEL_LEVY_MESSAGES } from '@portal/domain/carrier/pricing-messages';
import { ACME } from '../../db/seed/demo-users';
import { errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { createQuote } from '../../test/quote-drafts';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';

// Fuel levies by month (issue 27): listed with the month they apply to, set ahead, a past month
// kept, and a missing month flagged before it bites. The seed sets this year's and next year's
// months; the test clock is on 2026-03-02 in Brisbane.

const { app, db, clock } = await testApp();
const pricing = await signedInStaff(app, db, clock, 'Pricing');
const service = await signedInStaff(app, db, clock, 'Customer service');
const admin = await login(app, 'admin', { companyId: await companyIdByName(db, ACME) });

const levies = (token = pricing.token) => staffCall(app, 'GET', 'pricing/levies', { token }).then((r) => r.json<LeviesAnswer>());
const setLevy = (month: string, percent: number, token = pricing.token) => staffCall(app, 'PUT', `pricing/levies/${month}`, { token, body: { percent } });

describe('fuel levies', () => {
  it('lists every month newest first, each past, current or ahead', async () => {
    const answer = await levies(service.token);
    expect(answer.today).toBe('2026-03-02');
    expect(answer.levies[0]!.month).toBe('2027-12');
    expect(answer.levies.find((l) => l.month === '2026-03')).toMatchObject({ status: 'current', setBy: '', setAt: null });
    expect(answer.levies.find((l) => l.month === '2026-02')!.status).toBe('past');
    expect(answer.levies.find((l) => l.month === '2026-04')!.status).toBe('ahead');
    expect(answer.warnings).toEqual([]);
  });

  it("sets this month's levy, which the next quote is priced with", async () => {
    const answer = (await setLevy('2026-03', 25)).json<LevySaveAnswer>();
    expect(answer).toMatchObject({ message: FUEL_LEVY_MESSAGES.set('2026-03', 25), levy: { month: '2026-03', percent: 25, status: 'current', setBy: pricing.username.replace(/^staff(\d+)-pricing$/, 'Pricing $1') } });
    expect((await createQuote(app, admin)).breakdown).toMatchObject({ fuelLevyPercent: 25 });
  });

  it('keeps a past month, and refuses a reader', async () => {
    expect(errorOf(await setLevy('2026-02', 30))).toMatchObject({ status: 400, body: { error: FUEL_LEVY_MESSAGES.pastMonth('2026-02') } });
    expect((await setLevy('2026-05', 30, service.token)).statusCode).toBe(403);
    expect(errorOf(await setLevy('2026-13', 30))).toMatchObject({ status: 400 });
  });

  it('flags a missing month on the desk before it bites: this month and the next', async () => {
    await db.deleteFrom('fuelLevies').where('month', 'in', ['2026-03', '2026-04']).execute();
    const warnings = [FUEL_LEVY_MESSAGES.missingThisMonth('2026-03', FUEL_LEVY_MESSAGES.standIn('2026-02', 18.4)), FUEL_LEVY_MESSAGES.missingNextMonth('2026-04')];
    expect((await levies()).warnings).toEqual(warnings);
    const desk = (await staffCall(app, 'GET', 'pricing', { token: pricing.token })).json<PricingDeskAnswer>();
    expect(desk.levyWarnings).toEqual(warnings);
  });
});
