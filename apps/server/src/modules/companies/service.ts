import type { Deps } from '../../deps';
import { companyFormsWith } from './company-forms';
import { companyInvitationsWith } from './company-invitations';
import { suspensionWith } from './suspension';

// Customer companies in the carrier's back office (issue 26): the list and the form
// (company-forms.ts), suspension (suspension.ts), and the first administrator and the users'
// temporary passwords (company-invitations.ts, through the users service).

export function createCompaniesService(deps: Deps) {
  return { ...companyFormsWith(deps), ...suspensionWith(deps), ...companyInvitationsWith(deps) };
}

/** Whether the carrier has suspended a company: its signed document links are refused. */
export { companySuspended } from './suspension';

/** A company a back-office call names: 404 with a sentence when there is none (the pricing desk's cards, issue 27). */
export { existingCompany } from './company-lookup';
