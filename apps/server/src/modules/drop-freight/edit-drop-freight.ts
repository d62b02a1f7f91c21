import {
  DROP_FREIGHT_STATUS_BOOKED,
  DROP_FREIGHT_STATUS_DRAFT,
  type DropFreightDraft,
  type DropFreightSaveAnswer,
} from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { DROP_FREIGHT_STEP } from '@portal/domain/wizard/drop-freight-step-rules';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { type BookingCommit, rewrittenLineFields } from '../bookings/service';
import { bookDraftConsignment, consignmentCopyMail, consignmentLines, type ConsignmentRow, depotOf, updateDraftConsignment } from '../consignments/service';
import { deliverWithLabels } from '../documents/service';
import { quotedFields } from '../quotes/service';
import { tariffOf } from '../reference/service';
import { checkDropFreight } from './check-drop-freight';
import { editableDropFreight } from './drop-freight-lookup';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';
import { dropFreightFields } from './drop-freight-rows';
import { findDropFreight } from './repo';

// POST directdropfreight/edit (spec 02 section 7, decision 0025): a numbered drop freight still
// at status 2. Status 2 in the body saves the draft (the steps it has passed are checked);
// status 1 books it: every step, the server's checks and a quote's locks, then in one
// transaction the consignment becomes booked (Booked at its depot, note and labels on file)
// with the drop-in day, and the copy-to e-mail is queued; once that has committed it is sent with
// the labels (decision 0045).

export function createEditDropFreightService(deps: Deps) {
  const { db, config, writes, mailer } = deps;
  /** Why a conditional change wrote nothing: booked meanwhile, or changed by someone else (decision 0030). */
  async function refusal(trx: Db, auth: CompanyAuth, row: ConsignmentRow) {
    const now = await findDropFreight(trx, auth.companyId, row.number);
    return conflict(now && now.status !== DROP_FREIGHT_STATUS_DRAFT ? DROP_FREIGHT_MESSAGES.alreadyBooked(row.number) : ROW_VERSION_MESSAGES.dropFreight(row.number));
  }

  async function save(auth: CompanyAuth, row: ConsignmentRow, draft: DropFreightDraft, commit: BookingCommit): Promise<DropFreightSaveAnswer> {
    const now = config.now();
    // A converted quote keeps fixing the drop freight, whatever quote number the draft carries.
    const checked = await checkDropFreight(db, auth.companyId, draft, now, draft.progress, await quotedFields(db, auth.companyId, row.quoteId));
    const fields = dropFreightFields(draft, checked, now);
    return writes.run(async (trx) => {
      // Status and version are checked in the UPDATE, before the lines are touched.
      const version = await updateDraftConsignment(trx, auth.companyId, row.id, draft.version, fields);
      if (version === null) throw await refusal(trx, auth, row);
      const itemIds = await consignmentLines.rewrite(trx, row.id, rewrittenLineFields(checked.items));
      const message = DROP_FREIGHT_MESSAGES.saved(row.number);
      const answer: DropFreightSaveAnswer = { success: true, recordNumber: row.number, freightItemIDs: itemIds, message, version };
      return commit.settle(trx, answer);
    });
  }

  async function book(auth: CompanyAuth, row: ConsignmentRow, draft: DropFreightDraft, commit: BookingCommit): Promise<DropFreightSaveAnswer> {
    const now = config.now();
    const progress = DROP_FREIGHT_STEP.createConsignment;
    const checked = await checkDropFreight(db, auth.companyId, draft, now, progress, await quotedFields(db, auth.companyId, row.quoteId));
    // No message means the route and the drop-in day were found: this cannot happen.
    if (checked.depotFrom === '' || checked.schedule.scheduleDay === '') throw badRequest(SERVER_MESSAGES.badRequest);
    const fields = { ...dropFreightFields(draft, checked, now), progress };
    const depot = depotOf((await tariffOf(db)).depots, fields.depotFrom);
    const { scheduleDay, scheduleMsg } = checked.schedule;

    const { answer, mailId } = await writes.run(async (trx) => {
      // Status and version are checked in the UPDATE: of two bookings at once one books, the other is told.
      const version = await bookDraftConsignment(trx, { id: row.id, companyId: auth.companyId, firstStage: 'receival', version: draft.version }, fields, now);
      if (version === null) throw await refusal(trx, auth, row);
      const lines = rewrittenLineFields(checked.items);
      const itemIds = await consignmentLines.rewrite(trx, row.id, lines);
      const email = fields.extraEmail;
      const schedule = [`Drop-in day: ${scheduleDay} at the ${depot.code} ${depot.town} depot`, ...(scheduleMsg ? [scheduleMsg] : [])];
      const purpose = `for drop in at the ${depot.town} depot`;
      const mail = email ? await mailer.queueHeld(trx, consignmentCopyMail(email, { ...fields, conNumber: row.number, purpose, schedule }, lines)) : null;
      const message = [DROP_FREIGHT_MESSAGES.booked(row.number, depot.town, scheduleDay), scheduleMsg, email ? DROP_FREIGHT_MESSAGES.copySent(email) : '']
        .filter((m) => m !== '')
        .join(' ');
      const result: DropFreightSaveAnswer = { success: true, recordNumber: row.number, freightItemIDs: itemIds, message, version };
      return { answer: await commit.settle(trx, result), mailId: mail };
    });
    if (mailId !== null) deliverWithLabels(deps, mailId, { companyId: auth.companyId, conNumber: row.number, userId: auth.userId });
    return answer;
  }

  return {
    /** Consignments.edit, or Consignments.add for the caller's own draft (drop-freight-lookup.ts). */
    async edit(auth: CompanyAuth, draft: DropFreightDraft, commit: BookingCommit): Promise<DropFreightSaveAnswer> {
      // A drop freight not yet numbered is created with POST directdropfreight/new (spec 02 section 8).
      if (!draft._created) throw badRequest(BOOKING_MESSAGES.badRequest);
      const row = await editableDropFreight(db, auth, draft.conNumber);
      // Saved from a copy someone else has changed since: refused before any check (decision 0030).
      if (row.version !== draft.version) throw conflict(ROW_VERSION_MESSAGES.dropFreight(row.number));
      if (draft.status === DROP_FREIGHT_STATUS_DRAFT) return save(auth, row, draft, commit);
      if (draft.status === DROP_FREIGHT_STATUS_BOOKED) return book(auth, row, draft, commit);
      throw badRequest(BOOKING_MESSAGES.badRequest);
    },
  };
}
