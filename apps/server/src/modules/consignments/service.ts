import type { ConsignmentsAnswer, ConsignmentView } from '@portal/domain/api/consignment';
import { viewConsignmentDenial, viewConsignmentsDenial } from '@portal/domain/consignment/consignment-access';
import { listSince } from '@portal/domain/quote/quote-accept';
import type { Deps } from '../../deps';
import type { ListInput } from '@portal/domain/api/list-page';
import type { CompanyAuth } from '../../http/session-auth';
import { companyBookingOptions } from '../reference/service';
import { allowed } from '../bookings/service';
import { consignmentListRowOf, consignmentViewOf } from './consignment-rows';
import { consignmentViewRows } from './consignment-view-rows';
import { listConsignments } from './consignment-list-repo';
import { pageOf } from '../../db/paged-list';
import { bookedQuotePrice } from '../quotes/service';

// GET consignment and GET consignments (spec 02 section 2, /consignment): one consignment with
// its parties, freight, services, references, stage and documents on file, and the list of the
// last 30 days (spec 02 section 9) a page at a time, searched by number, reference or party.

export function createConsignmentsService({ db, config }: Deps) {
  return {
    async get(auth: CompanyAuth, conNumber: string): Promise<ConsignmentView> {
      const permissions = await allowed(db, auth, viewConsignmentDenial);
      const [{ row, ...shown }, ctx] = await Promise.all([consignmentViewRows(db, auth, conNumber), companyBookingOptions(db, auth.companyId, config.now())]);
      const price = await bookedQuotePrice(db, auth, row.quoteId, permissions);
      return { ...consignmentViewOf(row, { ...shown, depots: ctx.tariff.depots, dimensionFactor: ctx.dimensionFactor }), ...price };
    },

    /** A page of the list (decision 0029). */
    async list(auth: CompanyAuth, input: ListInput): Promise<ConsignmentsAnswer> {
      await allowed(db, auth, viewConsignmentsDenial);
      const now = config.now();
      const since = listSince(now);
      const [rows, ctx] = await Promise.all([listConsignments(db, auth, { ...input, since }), companyBookingOptions(db, auth.companyId, now)]);
      const { next, rows: page } = pageOf(rows, since);
      return { since, next, consignments: page.map((row) => consignmentListRowOf(row, ctx.suburbs)) };
    },
  };
}

// What other modules use of consignments (issue 25, decision 0051): the booking modules create,
// book and mail a consignment; documents, PODs, tracking and operations read one and its lines.
export type { ConsignmentRow, ConsignmentUpdate } from './repo';
/** A consignment read (by id, number or tracking id), its lines, and the changes the others make. */
export {
  consignmentLines,
  findByTrackingId,
  findConsignment,
  findConsignmentById,
  findConsignmentByNumber,
  markScanned,
  touchConsignment,
  updateDraftConsignment,
} from './repo';
/** The consignment a customer typed, or the answer that refuses it. */
export { consignmentByNumber } from './consignment-lookup';
/** A consignment's despatching depot and first stage. */
export { depotOf, firstStageOf } from './consignment-rows';
/** The copy-to e-mail of a booking. */
export { consignmentCopyMail } from './copy-mail';
/** Creating a consignment, a draft, and booking a draft. */
export { bookDraftConsignment, createConsignment, createDraftConsignment } from './create-consignment';
/** A connote number: issued electronically, or typed and checked. */
export { issueElectronicConnote, judgeManualConnote, manualConnote } from './connote-check';
/** The numbers of a connote book taken, and the electronic connotes issued per company (the back office's connote books). */
export { connotesTakenIn, electronicConnoteCounts } from './connote-repo';
/** Customer service (issue 26): any company's consignments found, and one seen as its customer sees it. */
export { consignmentAnywhere, findConsignmentsAnywhere } from './consignment-anywhere';
/** The drop-freight condition, and the sweep of a drop freight's abandoned drafts (decision 0040). */
export { dropFreightsOnly, retireDraftsBefore } from './repo';
