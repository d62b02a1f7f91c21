import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@portal/domain/account/users';
import type { QuoteNewAnswer } from '@portal/domain/api/quote';
import type { Session } from '@portal/domain/api/session';
import type { CompanyAccountAnswer, CompanyAnswer } from '@portal/domain/carrier/company-calls';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login, loginAnswer } from '../../test/api';
import { createCompany, inviteAdministrator, lastMailTo, newAdministrator, temporaryPasswordTo } from '../../test/companies';
import { companyIdByName, userIdByUsername } from '../../test/factories';
import { quoteDraft } from '../../test/quote-drafts';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';

// A company's first administrator and its users' passwords (issue 26): spec 01's first-password
// flow, the temporary password only ever in the e-mail, read here from the outbox as an operator
// reads it.

const { app, db, clock } = await testApp();
const acme = await companyIdByName(db, ACME);
const { token: staff } = await signedInStaff(app, db, clock, 'Administrator');

const resend = (id: number) => staffCall(app, 'POST', `companies/${id}/administrator/invitation`, { token: staff });
const reset = (id: number, userId: number) => staffCall(app, 'POST', `companies/${id}/users/${userId}/password`, { token: staff });
const userRow = (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const NEW_PASSWORD = 'Harbour#Lantern42';

describe('inviting the first administrator', () => {
  it('e-mails a temporary password that signs in to choose a new one; the company then books on the General card', async () => {
    const { companyId, company } = await createCompany(app, staff, { name: 'Lantern Wines Pty Ltd', abn: '51 824 753 556', requirePO: false });
    const invite = newAdministrator({ name: ' Ada Lantern ', email: 'ada@lanternwines.example' });
    const response = await staffCall(app, 'POST', `companies/${companyId}/administrator`, { token: staff, body: invite });
    expect(response.statusCode).toBe(201);
    const answer = response.json<CompanyAccountAnswer>();
    expect(answer).toEqual({ companyId, userId: expect.any(Number), message: 'An invitation with a temporary password has been sent to ada@lanternwines.example.' });

    const mail = await lastMailTo(app, 'ada@lanternwines.example');
    expect(mail).toMatchObject({ subject: 'Your Freight Portal account' });
    expect(mail.body).toContain(`Username: ${invite.username}`);
    expect(mail.body).toContain(`for ${company.name}`);
    const temporary = await temporaryPasswordTo(app, 'ada@lanternwines.example');
    expect(response.body).not.toContain(temporary);

    // An Administrator of that company, with only the temporary password.
    expect(await userRow(answer.userId)).toMatchObject({ name: 'Ada Lantern', isAdmin: 1, passwordHash: null });
    expect(await db.selectFrom('memberships').selectAll().where('userId', '=', answer.userId).execute()).toEqual([{ userId: answer.userId, companyId, roleId: 1, enabled: 1 }]);
    const page = (await staffCall(app, 'GET', `companies/${companyId}`, { token: staff })).json<CompanyAnswer>();
    expect(page).toMatchObject({ administrator: { userId: answer.userId, username: invite.username, pending: true }, userCount: 1 });
    expect(JSON.stringify(page)).not.toContain(temporary);

    const signedIn = (await loginAnswer(app, invite.username, temporary)).json<Session>();
    expect(signedIn.user).toMatchObject({ mustChangePassword: true, isAdmin: true, company: { id: companyId, name: company.name } });
    const changed = await call(app, 'POST', 'changepassword', { token: signedIn.user.token, body: { currentPassword: temporary, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(changed.statusCode, changed.body).toBe(200);

    const token = await login(app, invite.username, { password: NEW_PASSWORD });
    const quote = await call(app, 'POST', 'quoteNew', { token, body: quoteDraft({ poNumber: '' }) });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<QuoteNewAnswer>()).toMatchObject({ generalRate: true, quotePrice: expect.any(Number) });

    // Chosen a password: nothing is waiting to be sent again.
    expect(errorOf(await resend(companyId))).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^Lantern Wines Pty Ltd has no invitation waiting/) } });
  });

  it('sends the invitation again with a new temporary password; the last one no longer works', async () => {
    const { companyId } = await createCompany(app, staff);
    const invite = newAdministrator();
    await inviteAdministrator(app, staff, companyId, invite);
    const first = await temporaryPasswordTo(app, invite.email);
    const again = await resend(companyId);
    expect(again.json<CompanyAccountAnswer>()).toMatchObject({ companyId, message: `An invitation with a temporary password has been sent to ${invite.email}.` });
    const second = await temporaryPasswordTo(app, invite.email);
    expect(second).not.toBe(first);
    expect(again.body).not.toContain(second);
    expect(errorOf(await loginAnswer(app, invite.username, first)).body.error).toBe(SERVER_MESSAGES.badCredentials);
    expect((await loginAnswer(app, invite.username, second)).json<Session>().user.mustChangePassword).toBe(true);
  });

  it('refuses in sentences: fields, a taken username, a company with users, a suspended company', async () => {
    const { companyId } = await createCompany(app, staff);
    const fields = errorOf(await staffCall(app, 'POST', `companies/${companyId}/administrator`, { token: staff, body: { name: '', username: 'much-too-long', email: 'nope' } }));
    expect(fields).toMatchObject({ status: 400, body: { errors: [USER_MESSAGES.nameBlank, USER_MESSAGES.usernameTooLong, USER_MESSAGES.emailInvalid] } });
    const taken = errorOf(await staffCall(app, 'POST', `companies/${companyId}/administrator`, { token: staff, body: newAdministrator({ username: 'ADMIN' }) }));
    expect(taken).toMatchObject({ status: 400, body: { error: 'The username ADMIN is already taken.' } });
    expect(errorOf(await staffCall(app, 'POST', `companies/${acme}/administrator`, { token: staff, body: newAdministrator() }))).toMatchObject({
      status: 409,
      body: { error: `${ACME} already has users: reset a user's password from its users instead of inviting an administrator.` },
    });
    await staffCall(app, 'POST', `companies/${companyId}/suspend`, { token: staff });
    const suspended = await staffCall(app, 'POST', `companies/${companyId}/administrator`, { token: staff, body: newAdministrator() });
    expect(errorOf(suspended).status).toBe(409);
    expect(errorOf(suspended).body.error).toMatch(/is suspended: reactivate it first\.$/);
    expect(await db.selectFrom('memberships').select('userId').where('companyId', '=', companyId).execute()).toEqual([]);
    expect(errorOf(await staffCall(app, 'POST', 'companies/999999/administrator', { token: staff, body: newAdministrator() })).status).toBe(404);
  });
});

describe("resetting a user's password", () => {
  it('e-mails a temporary password that signs in to choose a new one; their own password keeps working', async () => {
    const viewer = await userIdByUsername(db, 'viewer');
    const response = await reset(acme, viewer);
    expect(response.json<CompanyAccountAnswer>()).toEqual({ companyId: acme, userId: viewer, message: 'A temporary password for viewer has been sent to vince@acmehardware.example.' });
    const mail = await lastMailTo(app, 'vince@acmehardware.example');
    expect(mail.subject).toBe('Your temporary Freight Portal password');
    const temporary = await temporaryPasswordTo(app, 'vince@acmehardware.example');
    expect(response.body).not.toContain(temporary);
    expect((await loginAnswer(app, 'viewer', temporary)).json<Session>().user.mustChangePassword).toBe(true);
    expect((await loginAnswer(app, 'viewer')).json<Session>().user.mustChangePassword).toBe(false);
  });

  it("refuses a user of another company and a company's suspension", async () => {
    const other = await userIdByUsername(db, 'cfmanager');
    expect(errorOf(await reset(acme, other))).toMatchObject({ status: 404, body: { error: "That user is not one of this company's users." } });
    expect(errorOf(await reset(acme, 999999)).status).toBe(404);
    await staffCall(app, 'POST', `companies/${acme}/suspend`, { token: staff });
    expect(errorOf(await reset(acme, await userIdByUsername(db, 'viewer')))).toMatchObject({ status: 409, body: { error: `${ACME} is suspended: reactivate it first.` } });
    await staffCall(app, 'POST', `companies/${acme}/reactivate`, { token: staff });
  });
});
