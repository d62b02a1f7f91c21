import { describe, expect, it } from 'vitest';
import type { BookingOptionsAnswer } from '@portal/domain/api/reference';
import type { CompanyAnswer, CompanySaveAnswer, CompanyUsersAnswer } from '@portal/domain/carrier/company-calls';
import { COMPANY_FORM_MESSAGES, type CompanyForm } from '@portal/domain/carrier/company-form';
import { buildCompanyForm } from '@portal/domain/carrier/test-factories';
import { FALLBACK_FREIGHT_LIMITS } from '@portal/domain/limits';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { createCompany } from '../../test/companies';
import { companyIdByName } from '../../test/factories';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';

const { app, db, clock } = await testApp();
const acme = await companyIdByName(db, ACME);
const coastal = await companyIdByName(db, COASTAL);
const staff = await signedInStaff(app, db, clock, 'Customer service');
const token = staff.token;

const post = (body: unknown) => staffCall(app, 'POST', 'companies', { token, body });
const put = (id: number | string, body: unknown) => staffCall(app, 'PUT', `companies/${id}`, { token, body });
const companyRow = (id: number) => db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const savedAddressIds = async (companyId: number) =>
  (await db.selectFrom('savedAddresses').select('id').where('companyId', '=', companyId).orderBy('id').execute()).map((r) => r.id);
const pageOf = async (id: number) => (await staffCall(app, 'GET', `companies/${id}`, { token })).json<CompanyAnswer>();

async function acmeOptions(): Promise<BookingOptionsAnswer> {
  const response = await call(app, 'GET', 'quoteNew', { token: await login(app, 'admin', { companyId: acme }) });
  return response.json<BookingOptionsAnswer>();
}

describe('POST companies', () => {
  it('creates a company: the ABN kept as its digits and shown formatted, centimetres as factor 100', async () => {
    const response = await post(buildCompanyForm({ name: '  Wattle Timber Pty Ltd ', abn: '51824753556', dimensionUnit: 'cm', defaultOpen: '730' }));
    expect(response.statusCode).toBe(201);
    const answer = response.json<CompanySaveAnswer>();
    expect(answer).toMatchObject({
      message: 'Wattle Timber Pty Ltd has been created.',
      company: { id: answer.companyId, name: 'Wattle Timber Pty Ltd', abn: '51 824 753 556', dimensionUnit: 'cm', defaultOpen: '07:30', suspendedAt: null, createdAt: clock.now() },
    });
    expect(await companyRow(answer.companyId)).toMatchObject({ abn: '51824753556', dimensionFactor: 100, defaultOpen: '07:30', suspendedAt: null, createdAt: clock.now() });
  });

  it('keeps no limits as null columns: the fallback limits apply', async () => {
    const none = { weight: null, volume: null, length: null, width: null, height: null, items: null };
    const { companyId, company } = await createCompany(app, token, { limits: none });
    expect(company.limits).toEqual(none);
    expect(await companyRow(companyId)).toMatchObject({ limitWeight: null, limitItems: null });
  });

  it("refuses an ABN in the service's words", async () => {
    expect(errorOf(await post(buildCompanyForm({ abn: '51 824 753 55' }))).body).toEqual({ error: COMPANY_FORM_MESSAGES.abnNotDigits });
    expect(errorOf(await post(buildCompanyForm({ abn: '51 824 753 557' }))).body).toEqual({ error: 'ABN is not a valid ABN: its check digits do not add up.' });
  });

  it('answers every field sentence at once, each naming its field', async () => {
    const form = buildCompanyForm({ name: ' ', abn: '12', defaultOpen: '17:00', defaultClose: '07:00', defaultExtraEmail: 'not an address' });
    const answer = errorOf(await post({ ...form, limits: { ...form.limits, weight: null } }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      'Company name cannot be blank.',
      'ABN must be 11 digits.',
      'Extra e-mail must be an e-mail address.',
      'Close time must be after the open time.',
      'Weight limit must be filled in too, or every limit left empty for the fallback limits.',
    ]);
  });

  it('refuses a default sender: a new company has no saved addresses', async () => {
    const [acmeAddress] = await savedAddressIds(acme);
    expect(errorOf(await post(buildCompanyForm({ defaultSenderId: acmeAddress! }))).body.error).toBe(COMPANY_FORM_MESSAGES.senderNotSaved);
  });

  it('ignores forged fields: the id, the suspension and the creation time are its own', async () => {
    const response = await post({ ...buildCompanyForm({ name: 'Forged Pty Ltd' }), id: acme, companyId: acme, suspendedAt: 1, createdAt: 1 });
    const { companyId, company } = response.json<CompanySaveAnswer>();
    expect(companyId).not.toBe(acme);
    expect(company).toMatchObject({ suspendedAt: null, createdAt: clock.now() });
    expect((await companyRow(acme)).name).toBe(ACME);
  });

  it('names the fields of a body of the wrong shape', async () => {
    const answer = errorOf(await post({ name: 'No Rest Pty Ltd' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(expect.arrayContaining(['abn: is required', 'limits: is required']));
  });
});

describe('GET companies/:id', () => {
  it('answers the form, the saved addresses a default sender may be, and the administrator', async () => {
    const page = await pageOf(acme);
    const row = await companyRow(acme);
    expect(page.company).toMatchObject({ id: acme, name: ACME, abn: '51 824 753 556', requirePO: true, defaultSenderId: row.defaultSenderId, dimensionUnit: 'm' });
    expect(page.senders.map((s) => s.id).sort((a, b) => a - b)).toEqual(await savedAddressIds(acme));
    expect(page.senders.find((s) => s.id === row.defaultSenderId)).toEqual({ id: row.defaultSenderId, name: 'Acme Hardware Distribution Centre', place: '58 Boundary Road, Rocklea QLD 4106' });
    expect(page.administrator).toMatchObject({ username: 'admin', pending: false });
    expect(page.userCount).toBeGreaterThan(1);
  });

  it('answers 404 with a sentence for no such company, and 400 for an id that is none', async () => {
    expect(errorOf(await staffCall(app, 'GET', 'companies/999999', { token }))).toMatchObject({ status: 404, body: { error: SERVER_MESSAGES.companyNotFound } });
    expect(errorOf(await staffCall(app, 'GET', 'companies/abc', { token })).status).toBe(400);
    expect(errorOf(await staffCall(app, 'GET', 'companies/99999999999', { token })).status).toBe(400);
  });
});

describe('PUT companies/:id', () => {
  it("saves the options, which the customer's next booking reads", async () => {
    const page = await pageOf(acme);
    const form: CompanyForm = { ...page.company, requirePO: false, dimensionUnit: 'cm', defaultInstructions: 'Gate 4.', limits: { ...page.company.limits, weight: 900 } };
    const response = await put(acme, form);
    expect(response.json<CompanySaveAnswer>()).toMatchObject({ companyId: acme, message: `${ACME} has been saved.`, company: { requirePO: false, dimensionUnit: 'cm' } });
    const options = await acmeOptions();
    expect(options).toMatchObject({ requirePO: false, dimensionFactor: 100, customerDefaults: { defaultInstructions: 'Gate 4.' }, limits: { weight: 900 } });

    const none = { weight: null, volume: null, length: null, width: null, height: null, items: null };
    await put(acme, { ...form, limits: none });
    expect((await acmeOptions()).limits).toEqual(FALLBACK_FREIGHT_LIMITS);
    await put(acme, page.company);
  });

  it("takes one of the company's saved addresses as its default sender, never another company's", async () => {
    const page = await pageOf(acme);
    const [, second] = await savedAddressIds(acme);
    const [coastalAddress] = await savedAddressIds(coastal);
    expect(errorOf(await put(acme, { ...page.company, defaultSenderId: coastalAddress! })).body.error).toBe(
      "Default sender must be one of the company's saved addresses.",
    );
    expect((await put(acme, { ...page.company, defaultSenderId: second! })).statusCode).toBe(200);
    expect((await acmeOptions()).customerDefaults.defaultSender?.id).toBe(second);
    expect((await put(acme, { ...page.company, defaultSenderId: null })).statusCode).toBe(200);
    expect((await companyRow(acme)).defaultSenderId).toBeNull();
    await put(acme, page.company);
  });

  it('changes only the company of the path; an id in the body is ignored', async () => {
    const { companyId, company } = await createCompany(app, token);
    await put(companyId, { ...company, id: acme, name: 'Renamed Pty Ltd' });
    expect((await companyRow(companyId)).name).toBe('Renamed Pty Ltd');
    expect((await companyRow(acme)).name).toBe(ACME);
  });

  it('refuses in sentences, and answers 404 for no such company', async () => {
    expect(errorOf(await put(acme, buildCompanyForm({ abn: '51 824 753 557' }))).body.error).toBe(COMPANY_FORM_MESSAGES.abnInvalid);
    expect(errorOf(await put(999999, buildCompanyForm()))).toMatchObject({ status: 404, body: { error: SERVER_MESSAGES.companyNotFound } });
  });
});

describe('GET companies/:id/users', () => {
  it("lists the company's users read-only: name, role, enabled and administrator, no secret", async () => {
    const response = await staffCall(app, 'GET', `companies/${acme}/users`, { token });
    const answer = response.json<CompanyUsersAnswer>();
    expect(answer.companyId).toBe(acme);
    expect(answer.users.find((u) => u.username === 'admin')).toEqual({
      id: expect.any(Number),
      username: 'admin',
      name: 'Alex Admin',
      email: 'admin@portal.example',
      role: 'Administrator',
      enabled: true,
      isAdmin: true,
    });
    expect(answer.users.find((u) => u.username === 'viewer')).toMatchObject({ role: 'Read Only', isAdmin: false });
    expect(answer.users.some((u) => u.username === 'cfmanager')).toBe(false);
    expect(response.body).not.toMatch(/hash|password/i);
  });
});
