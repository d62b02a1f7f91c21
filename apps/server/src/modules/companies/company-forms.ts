import {
  COMPANY_LIST_PAGE_SIZE,
  COMPANY_MESSAGES,
  type CompanyAnswer,
  type CompanyListAnswer,
  type CompanyListInput,
  type CompanySaveAnswer,
  type CompanyUsersAnswer,
} from '@portal/domain/carrier/company-calls';
import { COMPANY_FORM_MESSAGES, companyFormErrors, normaliseCompanyForm, type CompanyForm } from '@portal/domain/carrier/company-form';
import { isSet } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { companyAddresses, forgetCompanyOptions } from '../reference/service';
import { companyAccountsWith } from '../users/service';
import { existingCompany, lockedCompany } from './company-lookup';
import { companyColumnsOf, companyListRowOf, companyRecordOf, senderChoiceOf } from './company-record';
import { findCompany, insertCompany, listCompanies, updateCompany } from './repo';

// The company list, a company's page and its form (issue 26).

/** Every field's sentence at once (400), as the browser shows them under the fields. */
function assertFormSaves(form: CompanyForm): void {
  const errors = Object.values(companyFormErrors(form));
  if (errors.length > 0) throw badRequest(...errors);
}

export function companyFormsWith(deps: Deps) {
  const { db, config } = deps;
  const accounts = companyAccountsWith(deps);

  return {
    async list(input: CompanyListInput): Promise<CompanyListAnswer> {
      const rows = await listCompanies(db, { search: input.search ?? '', after: input.after ?? null });
      const page = rows.slice(0, COMPANY_LIST_PAGE_SIZE);
      const next = rows.length > COMPANY_LIST_PAGE_SIZE ? page[page.length - 1]!.id : null;
      return { companies: page.map(companyListRowOf), next };
    },

    async get(id: number): Promise<CompanyAnswer> {
      const row = await existingCompany(db, id);
      const [addresses, members] = await Promise.all([companyAddresses(db, id, config.now()), accounts.members(db, id)]);
      // The first administrator: the one the back office invited, or the company's oldest.
      const invited = members.filter((m) => isSet(m.isAdmin)).sort((a, b) => a.id - b.id)[0];
      return {
        company: companyRecordOf(row),
        senders: addresses.map(senderChoiceOf),
        administrator: invited
          ? { userId: invited.id, username: invited.username, name: invited.name, email: invited.email, pending: Boolean(invited.pending) }
          : null,
        userCount: members.length,
      };
    },

    /** A new company books at once: the General rate card prices it until it has a card of its own. */
    async create(form: CompanyForm): Promise<CompanySaveAnswer> {
      assertFormSaves(form);
      // A new company has no saved addresses yet.
      if (form.defaultSenderId !== null) throw badRequest(COMPANY_FORM_MESSAGES.senderNotSaved);
      const saved = normaliseCompanyForm(form);
      const id = await insertCompany(db, { ...companyColumnsOf(saved), createdAt: config.now() });
      const row = await existingCompany(db, id);
      return { companyId: id, message: COMPANY_MESSAGES.created(row.name), company: companyRecordOf(row) };
    },

    async save(id: number, form: CompanyForm): Promise<CompanySaveAnswer> {
      assertFormSaves(form);
      await existingCompany(db, id);
      if (form.defaultSenderId !== null) {
        // Saved addresses are the customer's; none is ever deleted, so the check stays true.
        const addresses = await companyAddresses(db, id, config.now());
        if (!addresses.some((a) => a.id === form.defaultSenderId)) throw badRequest(COMPANY_FORM_MESSAGES.senderNotSaved);
      }
      const row = await db.transaction().execute(async (trx) => {
        await lockedCompany(trx, id);
        await updateCompany(trx, id, companyColumnsOf(normaliseCompanyForm(form)));
        return (await findCompany(trx, id))!;
      });
      forgetCompanyOptions(db, id);
      return { companyId: id, message: COMPANY_MESSAGES.saved(row.name), company: companyRecordOf(row) };
    },

    /** The company's users, read-only: no secret, only whether each may sign in here. */
    async users(id: number): Promise<CompanyUsersAnswer> {
      await existingCompany(db, id);
      const members = await accounts.members(db, id);
      const users = members.map((m) => ({ id: m.id, username: m.username, name: m.name, email: m.email, role: m.role, enabled: isSet(m.enabled), isAdmin: isSet(m.isAdmin) }));
      return { companyId: id, users };
    },
  };
}
