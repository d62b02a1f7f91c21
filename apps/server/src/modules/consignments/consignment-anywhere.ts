import type { ConsignmentView } from '@portal/domain/api/consignment';
import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import { bookingZone } from '@portal/domain/clock/place-zones';
import { CUSTOMER_SERVICE_MESSAGES, FOUND_CONSIGNMENTS_MAX, type FoundConsignment } from '@portal/domain/carrier/customer-service-calls';
import { normaliseConnoteNumber } from '@portal/domain/consignment/connote-number';
import { currentStageOf } from '@portal/domain/tracking/event-codes';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { companyBookingOptions } from '../reference/service';
import { consignmentViewOf } from './consignment-rows';
import { companyNameOf, searchConsignments, type FoundRow } from './consignment-search-repo';
import { readViewRows } from './consignment-view-rows';
import { findConsignmentByNumber, type ConsignmentRow } from './repo';

// Customer service (issue 26): any company's consignment, found by what a caller reads out and
// seen as its customer sees it. The view is the customer's own (consignmentViewOf and the same
// reads), so the two cannot drift; the price of the quote it was booked from is the customer's
// business and the pricing desk's, not customer service's, and is left out.

const town = (suburb: string, state: string) => [suburb, state].filter((part) => part !== '').join(' ');

function foundOf(row: FoundRow): FoundConsignment {
  return {
    conNumber: row.number,
    companyId: row.companyId,
    companyName: row.companyName,
    customerRef: row.customerRef,
    trackingID: row.trackingId,
    senderTown: town(row.senderSuburb, row.senderState),
    receiverTown: town(row.receiverSuburb, row.receiverState),
    stage: row.highestCode === null ? null : currentStageOf([Number(row.highestCode)]),
    bookedAt: row.createdAt,
    timeZone: bookingZone(row.senderState),
  };
}

/** Booked consignments of any company by number, tracking id or customer reference, newest first. */
export async function findConsignmentsAnywhere(db: Db, typed: string): Promise<FoundConsignment[]> {
  const text = typed.trim();
  if (text === '') return [];
  const rows = await searchConsignments(db, { number: normaliseConnoteNumber(text), trackingId: text.toUpperCase(), customerRef: text.toLowerCase() }, FOUND_CONSIGNMENTS_MAX);
  return rows.map(foundOf);
}

export interface ConsignmentAnywhere {
  row: ConsignmentRow;
  companyName: string;
  dimensionFactor: number;
  view: ConsignmentView;
}

/** Any company's booked consignment by number, as its customer's view shows it; 404 otherwise. */
export async function consignmentAnywhere(db: Db, typed: string, now: number): Promise<ConsignmentAnywhere> {
  const number = normaliseConnoteNumber(typed);
  const row = number === '' ? undefined : await findConsignmentByNumber(db, number);
  // A drop freight not yet booked (decision 0025) is no consignment yet, as operations says.
  if (!row || row.status === DROP_FREIGHT_STATUS_DRAFT) throw notFound(CUSTOMER_SERVICE_MESSAGES.notFound(typed.trim()));
  const [{ items, codes, pod }, ctx, companyName] = await Promise.all([readViewRows(db, row), companyBookingOptions(db, row.companyId, now), companyNameOf(db, row.companyId)]);
  const view = consignmentViewOf(row, { items, codes, pod, depots: ctx.tariff.depots, dimensionFactor: ctx.dimensionFactor });
  return { row, companyName, dimensionFactor: ctx.dimensionFactor, view: { ...view, quotePrice: null, breakdown: null } };
}
