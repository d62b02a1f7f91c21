import type { DropFreightDraft, DropFreightsAnswer } from '@portal/domain/api/drop-freight';
import type { DuplicateAnswer } from '@portal/domain/api/quote';
import { CONNOTE_MESSAGES } from '@portal/domain/consignment/connote-number';
import { viewConsignmentDenial, viewConsignmentsDenial } from '@portal/domain/consignment/consignment-access';
import { createDropFreightDenial, dropFreightEditable, openDropFreightDenial } from '@portal/domain/consignment/drop-freight-access';
import { can } from '@portal/domain/permissions';
import { listSince } from '@portal/domain/quote/quote-accept';
import { DROP_FREIGHT_STEP } from '@portal/domain/wizard/drop-freight-step-rules';
import type { Deps } from '../../deps';
import { conflict } from '../../http/errors';
import type { ListInput } from '@portal/domain/api/list-page';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed, type BookingCommit } from '../bookings/service';
import { quoteNumberOf } from '../../db/record-numbers';
import { consignmentLines, createDraftConsignment, issueElectronicConnote } from '../consignments/service';
import { convertibleQuote } from '../quotes/service';
import { bookingOptionsAnswer, companyBookingOptions, type OptionsAnswer } from '../reference/service';
import { dropFreightByNumber } from './drop-freight-lookup';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';
import { dropFreightOf, listRowOf } from './drop-freight-rows';
import { listDropFreights } from './drop-freight-list-repo';
import { pageOf } from '../../db/paged-list';

// The drop-freight calls that open, list and copy drop freights (spec 02 sections 2, 6 and 7):
// the wizards' options, one drop freight as its draft, the Existing Drop Freight list and
// Duplicate. Denials answer 403 with the spec's texts; another company's drop freight is not
// found ('{number} not found', 404), exactly as an unknown number.

/** A copy opens at Schedule Drop In (spec 02 section 9: 'after duplication step 7'). */
const DUPLICATE_PROGRESS = DROP_FREIGHT_STEP.schedule;

export function createDropFreightService({ db, config, writes }: Deps) {
  return {
    /** GET directdropfreight/new: any Consignments access opens the wizard's screens (new, existing, read-only). */
    async options(auth: CompanyAuth): Promise<OptionsAnswer> {
      await allowed(db, auth, (p) => ((['add', 'edit', 'view'] as const).some((flag) => can(p, 'Consignments', flag)) ? null : viewConsignmentDenial(p)));
      return bookingOptionsAnswer(db, auth.companyId, config.now());
    },

    /** GET dropfreight: the options of a quote's drop freight, once the quote may be converted. */
    async quoteOptions(auth: CompanyAuth, quoteNumber: string): Promise<OptionsAnswer> {
      const now = config.now();
      await convertibleQuote(db, auth, quoteNumber, now, 'dropFreight');
      return bookingOptionsAnswer(db, auth.companyId, now);
    },

    /** GET directdropfreight/edit: editable with Consignments.edit, read-only with view (the browser decides which). */
    async get(auth: CompanyAuth, conNumber: string): Promise<DropFreightDraft> {
      await allowed(db, auth, openDropFreightDenial);
      const row = await dropFreightByNumber(db, auth, conNumber);
      return dropFreightOf(row, await consignmentLines.find(db, row.id));
    },

    /** GET directdropfreight/existing: a page of the company's drop freights of the last 30 days, drafts included (decision 0029). */
    async list(auth: CompanyAuth, input: ListInput): Promise<DropFreightsAnswer> {
      await allowed(db, auth, viewConsignmentsDenial);
      const now = config.now();
      const since = listSince(now);
      const [rows, ctx] = await Promise.all([listDropFreights(db, auth, { ...input, since }), companyBookingOptions(db, auth.companyId, now)]);
      const { next, rows: page } = pageOf(rows, since);
      return { since, next, quotes: page.map((row) => listRowOf(row, ctx.suburbs)) };
    },

    /**
     * POST directdropfreight/duplicate: a booked drop freight not from a quote (spec 02 section 2)
     * copied to a new draft under a new electronic number: same parties, references, freight,
     * services, dangerous goods and instructions, no drop-in day (a copied one is likely past).
     */
    async duplicate(auth: CompanyAuth, recordNumber: string, commit: BookingCommit): Promise<DuplicateAnswer> {
      await allowed(db, auth, createDropFreightDenial);
      const row = await dropFreightByNumber(db, auth, recordNumber);
      if (dropFreightEditable(row.status)) throw conflict(DROP_FREIGHT_MESSAGES.draftNotDuplicable(row.number));
      if (row.quoteId !== null) throw conflict(DROP_FREIGHT_MESSAGES.quotedNotDuplicable(row.number, quoteNumberOf(row.quoteId)));
      const items = await consignmentLines.find(db, row.id);
      const now = config.now();
      const {
        id: _id, number: _number, conType: _conType, trackingId: _trackingId, status: _status, firstStage: _firstStage, scannedAt: _scannedAt,
        createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, quoteId: _quoteId, progress: _progress, readyAt: _readyAt,
        scheduleDay: _scheduleDay, scheduleMsg: _scheduleMsg, listSearch: _listSearch, ...copied
      } = row;
      return writes.run(async (trx) => {
        const number = await issueElectronicConnote(trx, auth.companyId, now);
        const booking = { ...copied, number, conType: 'electronic', progress: DUPLICATE_PROGRESS, quoteId: null, createdBy: auth.userId, createdAt: now };
        const lines = items.map(({ id: _itemId, ...fields }) => fields);
        if (!(await createDraftConsignment(trx, booking, lines, 'receival'))) throw conflict(CONNOTE_MESSAGES.alreadyUsed(number));
        const answer: DuplicateAnswer = { success: true, recordNumber: number, message: DROP_FREIGHT_MESSAGES.duplicated(row.number, number) };
        return commit.settle(trx, answer);
      });
    },
  };
}
