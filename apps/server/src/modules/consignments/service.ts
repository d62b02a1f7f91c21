import type { ConsignmentsAnswer, ConsignmentView } from '@portal/domain/api/consignment';
import { viewConsignmentDenial, viewConsignmentsDenial } from '@portal/domain/consignment/consignment-access';
import { listSince } from '@portal/domain/quote/quote-accept';
import type { Deps } from '../../deps';
import type { CompanyAuth } from '../../http/session-auth';
import { hasPod } from '../pods/repo';
import { bookingContext } from '../reference/booking-options';
import { eventsOf } from '../tracking/repo';
import { allowed } from '../bookings/booking-access';
import { consignmentByNumber } from './consignment-lookup';
import { consignmentListRowOf, consignmentViewOf } from './consignment-rows';
import { consignmentLines, listConsignments } from './repo';

// GET consignment and GET consignments (spec 02 section 2, /consignment): one consignment with
// its parties, freight, services, references, stage and documents on file, and the list of the
// last 30 days (spec 02 section 9), searched by number, reference or receiver.

/** Rows a list answers at most; paging arrives with issue 12. */
export const CONSIGNMENTS_LIST_LIMIT = 500;

export function createConsignmentsService({ db, config }: Deps) {
  return {
    async get(auth: CompanyAuth, conNumber: string): Promise<ConsignmentView> {
      await allowed(db, auth, viewConsignmentDenial);
      const row = await consignmentByNumber(db, auth, conNumber);
      const [items, events, pod, ctx] = await Promise.all([
        consignmentLines.find(db, row.id),
        eventsOf(db, row.id),
        hasPod(db, row.id),
        bookingContext(db, auth.companyId, config.now()),
      ]);
      return consignmentViewOf(row, { items, codes: events.map((e) => e.code), pod, depots: ctx.tariff.depots, dimensionFactor: ctx.dimensionFactor });
    },

    async list(auth: CompanyAuth, search: string): Promise<ConsignmentsAnswer> {
      await allowed(db, auth, viewConsignmentsDenial);
      const now = config.now();
      const since = listSince(now);
      const [rows, ctx] = await Promise.all([
        listConsignments(db, auth.companyId, since, search, CONSIGNMENTS_LIST_LIMIT),
        bookingContext(db, auth.companyId, now),
      ]);
      return { since, consignments: rows.map((row) => consignmentListRowOf(row, ctx.suburbs)) };
    },
  };
}
