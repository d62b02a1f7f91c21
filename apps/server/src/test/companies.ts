import type { FastifyInstance } from 'fastify';
import type { AdministratorInvite, CompanyAccountAnswer, CompanySaveAnswer } from '@portal/domain/carrier/company-calls';
import type { CompanyForm } from '@portal/domain/carrier/company-form';
import { buildCompanyForm } from '@portal/domain/carrier/test-factories';
import type { OutboxAnswer } from '@portal/domain/api/operations';
import { ops } from './consignments';
import { staffCall } from './staff';

// Customer companies made as the back office makes them (issue 26), and the e-mails it sends.

let serial = 0;

/** POST companies that must succeed: a company with a name of its own and no ABN unless given. */
export async function createCompany(app: FastifyInstance, token: string, over: Partial<CompanyForm> = {}): Promise<CompanySaveAnswer> {
  serial += 1;
  const response = await staffCall(app, 'POST', 'companies', { token, body: buildCompanyForm({ name: `Harbour Traders ${serial} Pty Ltd`, abn: '', ...over }) });
  if (response.statusCode !== 201) throw new Error(`POST companies: ${response.statusCode} ${response.body}`);
  return response.json<CompanySaveAnswer>();
}

/** A new administrator's fields, with a username no other test takes. */
export function newAdministrator(over: Partial<AdministratorInvite> = {}): AdministratorInvite {
  serial += 1;
  return { name: 'Ada Harbour', username: `ada${serial}`, email: `ada${serial}@harbour.example`, ...over };
}

export async function inviteAdministrator(app: FastifyInstance, token: string, companyId: number, invite: AdministratorInvite): Promise<CompanyAccountAnswer> {
  const response = await staffCall(app, 'POST', `companies/${companyId}/administrator`, { token, body: invite });
  if (response.statusCode !== 201) throw new Error(`POST administrator: ${response.statusCode} ${response.body}`);
  return response.json<CompanyAccountAnswer>();
}

/** The newest e-mail to an address, read as an operator reads it: the operations API's outbox. */
export async function lastMailTo(app: FastifyInstance, address: string) {
  const response = await ops(app, 'GET', `outbox?to=${encodeURIComponent(address)}`);
  if (response.statusCode !== 200) throw new Error(`ops/outbox: ${response.statusCode} ${response.body}`);
  // Oldest first.
  const newest = response.json<OutboxAnswer>().messages.at(-1);
  if (!newest) throw new Error(`no e-mail to ${address}`);
  return newest;
}

/** The temporary password the newest e-mail to an address carries. */
export async function temporaryPasswordTo(app: FastifyInstance, address: string): Promise<string> {
  const password = /Temporary password: (\S+)/.exec((await lastMailTo(app, address)).body)?.[1];
  if (!password) throw new Error(`no temporary password in the e-mail to ${address}`);
  return password;
}
