import type { DropFreightDraft, ValidateAnswer } from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { normaliseConnoteNumber } from '@portal/domain/consignment/connote-number';
import { createDropFreightDenial } from '@portal/domain/consignment/drop-freight-access';
import { can, type Permissions } from '@portal/domain/permissions';
import type { QuotedFields } from '@portal/domain/booking/quoted-booking';
import { DROP_FREIGHT_STEP } from '@portal/domain/wizard/drop-freight-step-rules';
import type { Deps } from '../../deps';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed } from '../bookings/service';
import { quoteIdOf } from '../../db/record-numbers';
import { judgeManualConnote } from '../consignments/service';
import { quotedFields } from '../quotes/service';
import { inspectDropFreight } from './check-drop-freight';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';
import { findDropFreight } from './repo';

// GET and POST directdropfreight/validate (spec 02 section 7): questions, not bookings. Each
// answers 200 with success and the messages (one a line) a save would give; nothing is saved.

/** Whoever may save a drop freight: Consignments.add or Consignments.edit. */
const saveDenial = (p: Permissions) => (can(p, 'Consignments', 'add') || can(p, 'Consignments', 'edit') ? null : BOOKING_MESSAGES.noAccessCreateConsignment);

const answerOf = (errors: readonly string[]): ValidateAnswer =>
  errors.length === 0 ? { success: true, message: DROP_FREIGHT_MESSAGES.draftValid } : { success: false, message: errors.join('\n') };

export function createValidateDropFreightService({ db, config }: Deps) {
  /** The quote that fixes the draft: its stored drop freight's, else the quote it names. */
  async function quoteOfDraft(auth: CompanyAuth, draft: DropFreightDraft): Promise<QuotedFields | null> {
    const stored = draft._created ? await findDropFreight(db, auth.companyId, normaliseConnoteNumber(draft.conNumber)) : undefined;
    const quoteId = stored ? stored.quoteId : quoteIdOf(draft.quoteNumber);
    return quotedFields(db, auth.companyId, quoteId);
  }

  return {
    /** GET: a manual connote is well formed, in one of the company's books and unused. */
    async connote(auth: CompanyAuth, typed: string): Promise<ValidateAnswer> {
      await allowed(db, auth, createDropFreightDenial);
      const verdict = await judgeManualConnote(db, auth.companyId, typed);
      if ('refusal' in verdict) return { success: false, message: verdict.refusal.messages.join('\n') };
      return { success: true, message: DROP_FREIGHT_MESSAGES.connoteAvailable(verdict.conNumber) };
    },

    /** POST: every message of the steps the draft has passed, and the server's own checks. */
    async draft(auth: CompanyAuth, draft: DropFreightDraft): Promise<ValidateAnswer> {
      await allowed(db, auth, saveDenial);
      const { errors } = await inspectDropFreight(db, auth.companyId, draft, config.now(), draft.progress, await quoteOfDraft(auth, draft));
      // Enter Consignment Number passed: a manual number not yet held is asked of the books too.
      if (draft.conType === 'preManual' && !draft._created && draft.progress > DROP_FREIGHT_STEP.consignmentNumber) {
        const verdict = await judgeManualConnote(db, auth.companyId, draft.conNumber);
        // A malformed number is the step rules' message already.
        if ('refusal' in verdict) errors.push(...verdict.refusal.messages.filter((m) => !errors.includes(m)));
      }
      return answerOf(errors);
    },
  };
}
