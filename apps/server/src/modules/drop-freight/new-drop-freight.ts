import {
  DROP_FREIGHT_STATUS_DRAFT,
  type DropFreightDraft,
  type DropFreightSaveAnswer,
  type QuoteDropFreightAnswer,
  type QuoteDropFreightInput,
} from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { CONNOTE_MESSAGES } from '@portal/domain/consignment/connote-number';
import { createDropFreightDenial } from '@portal/domain/consignment/drop-freight-access';
import type { QuotedFields } from '@portal/domain/booking/quoted-booking';
import { FIRST_VERSION } from '@portal/domain/validation/row-version';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed, type BookingCommit, lineFields } from '../bookings/service';
import { noteManualConnoteTaken } from '../connote-books/service';
import { createDraftConsignment, issueElectronicConnote, manualConnote } from '../consignments/service';
import { claimQuote, quoteToConvert, recordConvertedConsignment } from '../quotes/service';
import { checkDropFreight } from './check-drop-freight';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';
import { dropFreightFields, type CheckedDropFreight } from './drop-freight-rows';

// POST directdropfreight/new and POST dropfreight (spec 02 section 7, decision 0025): Next on
// Enter Consignment Number numbers the drop freight. The steps passed are checked, a manual
// connote against the company's books (or an electronic one is issued), and the consignment is
// stored at status 2 with whatever the draft has so far. From a quote (accepted, valid, without
// pickup) the quote is claimed and shows the number.

interface Prepared {
  now: number;
  checked: CheckedDropFreight;
  /** The manual connote checked; null for an electronic one, issued in the transaction. */
  manual: string | null;
}

export function createNewDropFreightService(deps: Deps) {
  const { db, config, writes, mailer } = deps;
  async function prepare(auth: CompanyAuth, draft: DropFreightDraft, quote: QuotedFields | null): Promise<Prepared> {
    // A drop freight the server holds is saved with POST directdropfreight/edit (spec 02 section 8).
    if (draft._created || draft.status !== DROP_FREIGHT_STATUS_DRAFT) throw badRequest(BOOKING_MESSAGES.badRequest);
    const now = config.now();
    const checked = await checkDropFreight(db, auth.companyId, draft, now, draft.progress, quote);
    const isManual = draft.conType === 'preManual' || draft.conType === 'manual';
    return { now, checked, manual: isManual ? await manualConnote(db, auth.companyId, draft.conNumber) : null };
  }

  /** The status-2 consignment: its number, its lines' ids and the notices a manual number set off (to deliver after the commit). */
  async function insertDraft(trx: Db, auth: CompanyAuth, draft: DropFreightDraft, p: Prepared, quoteId: number | null) {
    const number = p.manual ?? (await issueElectronicConnote(trx, auth.companyId, p.now));
    const booking = {
      ...dropFreightFields(draft, p.checked, p.now),
      companyId: auth.companyId,
      number,
      conType: p.manual === null ? 'electronic' : 'manual',
      pickupId: null,
      quoteId,
      createdBy: auth.userId,
      createdAt: p.now,
    };
    const created = await createDraftConsignment(trx, booking, lineFields(p.checked.items), 'receival');
    // The unique index settles two bookings of one manual number at once.
    if (!created) throw conflict(CONNOTE_MESSAGES.alreadyUsed(number));
    const notices = p.manual === null ? [] : await noteManualConnoteTaken(trx, deps, auth.companyId, number);
    return { number, itemIds: created.itemIds, notices };
  }

  return {
    /** POST directdropfreight/new: Consignments.add. */
    async create(auth: CompanyAuth, draft: DropFreightDraft, commit: BookingCommit): Promise<DropFreightSaveAnswer> {
      await allowed(db, auth, createDropFreightDenial);
      if (draft.quoteNumber.trim() !== '') throw badRequest(DROP_FREIGHT_MESSAGES.quotedNeedsConvert);
      const prepared = await prepare(auth, draft, null);
      const { answer, notices } = await writes.run(async (trx) => {
        const { number, itemIds, notices } = await insertDraft(trx, auth, draft, prepared, null);
        const saved: DropFreightSaveAnswer = {
          success: true,
          recordNumber: number,
          freightItemIDs: itemIds,
          message: DROP_FREIGHT_MESSAGES.created(number),
          version: FIRST_VERSION,
        };
        return { answer: await commit.settle(trx, saved), notices };
      });
      mailer.deliver(notices);
      return answer;
    },

    /** POST dropfreight: Quotations.edit and Consignments.add; the quote fixes route, freight, dangerous goods and services. */
    async fromQuote(auth: CompanyAuth, input: QuoteDropFreightInput, commit: BookingCommit): Promise<QuoteDropFreightAnswer> {
      const quote = await quoteToConvert(db, auth, input.quoteNumber, config.now(), 'dropFreight');
      const prepared = await prepare(auth, input, quote.quoted);
      const { answer, notices } = await writes.run(async (trx) => {
        await claimQuote(trx, auth.companyId, quote.id, prepared.now, 'dropFreight');
        const { number, notices } = await insertDraft(trx, auth, input, prepared, quote.id);
        await recordConvertedConsignment(trx, auth.companyId, quote.id, number);
        const saved: QuoteDropFreightAnswer = { success: true, conNumber: number, message: DROP_FREIGHT_MESSAGES.created(number), version: FIRST_VERSION };
        return { answer: await commit.settle(trx, saved), notices };
      });
      mailer.deliver(notices);
      return answer;
    },
  };
}
