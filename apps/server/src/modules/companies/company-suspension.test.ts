import { describe, expect, it } from 'vitest';
import type { ConsignmentsAnswer } from '@portal/domain/api/consignment';
import type { GenerateDocumentAnswer } from '@portal/domain/api/documents';
import type { KeepAliveAnswer, Session } from '@portal/domain/api/session';
import type { CompanyAnswer, CompanySaveAnswer } from '@portal/domain/carrier/company-calls';
import { MESSAGES, SERVER_MESSAGES } from '@portal/domain/messages';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login, loginAnswer } from '../../test/api';
import { bookConsignment, generate } from '../../test/consignments';
import { companyIdByName } from '../../test/factories';
import { pickupDraft, postWithKey } from '../../test/pickup-drafts';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';

// Suspending a customer company (issue 26): its sessions end at once, sign-in and its documents
// are refused, nothing is deleted, and reactivating gives everything back. Coastal Foods is
// suspended here; `admin` is also Acme's administrator, whose sessions there carry on.

const { app, db, clock } = await testApp();
const acme = await companyIdByName(db, ACME);
const coastal = await companyIdByName(db, COASTAL);
const { token: staff } = await signedInStaff(app, db, clock, 'Customer service');

const suspend = (id: number) => staffCall(app, 'POST', `companies/${id}/suspend`, { token: staff });
const reactivate = (id: number) => staffCall(app, 'POST', `companies/${id}/reactivate`, { token: staff });
const settings = (token: string) => call(app, 'GET', 'settings', { token });

/** Rows of Coastal's that suspension must leave alone. */
async function coastalRows() {
  const count = async (table: 'memberships' | 'consignments' | 'savedAddresses' | 'quotes' | 'pickups') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('companyId', '=', coastal).executeTakeFirstOrThrow()).n);
  return { memberships: await count('memberships'), consignments: await count('consignments'), savedAddresses: await count('savedAddresses'), quotes: await count('quotes'), pickups: await count('pickups') };
}

describe('suspending a company and reactivating it', () => {
  it('ends its sessions, refuses its sign-in and its documents, deletes nothing, and gives it all back', async () => {
    // Before: Coastal's manager and booker are signed in, a consignment is booked, its label's link given.
    const manager = await login(app, 'cfmanager');
    const booker = await login(app, 'coastal', { companyId: coastal });
    const conNumber = await bookConsignment(app, booker);
    const label = (await generate(app, booker, { docRN: conNumber, docType: 'LBL' })).json<GenerateDocumentAnswer>();
    const adminInAcme = await login(app, 'admin', { companyId: acme });
    const adminChoosing = await login(app, 'admin');
    const before = await coastalRows();
    clock.advance(5_000);

    const suspended = await suspend(coastal);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json<CompanySaveAnswer>()).toEqual({
      companyId: coastal,
      message: `${COASTAL} has been suspended: its users are signed out and cannot sign in until it is reactivated.`,
      company: expect.objectContaining({ id: coastal, suspendedAt: clock.now() }),
    });

    // The next call of an open session answers as an expired session does.
    for (const token of [manager, booker]) {
      expect(errorOf(await settings(token))).toEqual({ status: 401, statusText: MESSAGES.sessionExpired, header: MESSAGES.sessionExpired, body: { error: MESSAGES.sessionExpired } });
    }
    expect((await postWithKey(app, 'pickups/new', booker, pickupDraft(), 'suspended-1')).statusCode).toBe(401);
    expect(await db.selectFrom('sessions').select('id').where('companyId', '=', coastal).execute()).toEqual([]);

    // Sign-in is refused with the sentence, but only to the right password.
    expect(errorOf(await loginAnswer(app, 'cfmanager'))).toMatchObject({ status: 400, body: { error: SERVER_MESSAGES.companySuspended } });
    expect(errorOf(await loginAnswer(app, 'cfmanager', 'Wrong#Password1')).body.error).toBe(SERVER_MESSAGES.badCredentials);

    // The label's link opens nothing.
    const link = await app.inject({ method: 'GET', url: label.url });
    expect(errorOf(link)).toMatchObject({ status: 403, body: { error: SERVER_MESSAGES.documentCompanySuspended } });

    // A user of two companies keeps the other: the list leaves Coastal out, which cannot be chosen.
    expect((await settings(adminInAcme)).statusCode).toBe(200);
    const choosing = (await call(app, 'GET', 'login', { token: adminChoosing })).json<KeepAliveAnswer>();
    expect(choosing.user.companies.map((c) => c.name)).toEqual([ACME]);
    const chosen = await call(app, 'PUT', 'login', { token: adminChoosing, body: { id: coastal } });
    expect(errorOf(chosen)).toMatchObject({ status: 403, body: { error: SERVER_MESSAGES.chosenCompanySuspended } });
    const signIn = (await loginAnswer(app, 'admin')).json<Session>();
    expect(signIn.user).toMatchObject({ company: { id: acme, name: ACME }, companies: [{ id: acme, name: ACME }] });

    expect(await coastalRows()).toEqual(before);

    // Reactivated: sign-in, the company list, the records and the link are back.
    const reactivated = await reactivate(coastal);
    expect(reactivated.json<CompanySaveAnswer>()).toMatchObject({ companyId: coastal, message: `${COASTAL} has been reactivated: its users can sign in again.`, company: { suspendedAt: null } });
    const again = await login(app, 'cfmanager');
    const consignments = (await call(app, 'GET', 'consignments', { token: again })).json<ConsignmentsAnswer>();
    expect(consignments.consignments.map((c) => c.conNumber)).toContain(conNumber);
    expect((await call(app, 'GET', 'login', { token: adminChoosing })).json<KeepAliveAnswer>().user.companies.map((c) => c.name)).toEqual([ACME, COASTAL]);
    expect((await app.inject({ method: 'GET', url: label.url })).statusCode).toBe(200);
    expect(await coastalRows()).toEqual(before);
  });

  it('changes nothing when the company is already so, and says so', async () => {
    const trading = await reactivate(acme);
    expect(trading.json<CompanySaveAnswer>()).toMatchObject({ companyId: acme, message: `${ACME} was not suspended: nothing changed.`, company: { suspendedAt: null } });
    expect((await suspend(acme)).statusCode).toBe(200);
    const suspendedAt = clock.now();
    clock.advance(1000);
    expect((await suspend(acme)).json<CompanySaveAnswer>()).toMatchObject({ message: `${ACME} was already suspended.`, company: { suspendedAt } });
    const page = (await staffCall(app, 'GET', `companies/${acme}`, { token: staff })).json<CompanyAnswer>();
    expect(page.company.suspendedAt).toBe(suspendedAt);
    expect((await reactivate(acme)).statusCode).toBe(200);
    expect(errorOf(await suspend(999999))).toMatchObject({ status: 404, body: { error: SERVER_MESSAGES.companyNotFound } });
  });
});
