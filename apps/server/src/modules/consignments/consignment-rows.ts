import { bookingZone } from '@portal/domain/clock/place-zones';
import type { ConsignmentListRow, ConsignmentView, Depot } from '@portal/domain/api/consignment';
import type { QuotePriceFields } from '@portal/domain/api/quote';
import { serviceValueOf } from '@portal/domain/services/service-values';
import type { Depot as DepotRow } from '@portal/domain/api/reference';
import { freightTotals } from '@portal/domain/freight/totals';
import { currentStageOf, DELIVERED_CODE, type FirstStage } from '@portal/domain/tracking/event-codes';
import { partyOf, placeOf, freightItemOf } from '../bookings/service';
import { pickupNumberOf, quoteNumberOf } from '../../db/record-numbers';
import { placeLabel, type SuburbIndex } from '../reference/service';
import type { ConsignmentRow } from './repo';
import type { ConsignmentListDbRow } from './consignment-list-repo';
import type { LineRow } from '../../db/freight-lines-repo';

// Between the consignment rows and the shared shapes of packages/domain/src/api/consignment.ts.

export const firstStageOf = (row: Pick<ConsignmentRow, 'firstStage'>): FirstStage => (row.firstStage === 'receival' ? 'receival' : 'pickup');

/** A depot by code with its town; an unknown code (a depot since closed) keeps its code as town. */
export function depotOf(depots: readonly DepotRow[], code: string): Depot {
  return { code, town: depots.find((d) => d.code === code)?.city ?? code };
}

export interface ViewFacts {
  items: readonly LineRow[];
  codes: readonly number[];
  pod: boolean;
  depots: readonly DepotRow[];
  dimensionFactor: number;
}

/** The view but its quote's price, which depends on the caller (bookedQuotePrice). */
export function consignmentViewOf(row: ConsignmentRow, facts: ViewFacts): Omit<ConsignmentView, keyof QuotePriceFields> {
  const freightList = facts.items.map(freightItemOf);
  const totals = freightTotals(freightList, facts.dimensionFactor);
  return {
    conNumber: row.number,
    conType: row.conType === 'manual' ? 'manual' : 'electronic',
    date: row.createdAt,
    timeZone: bookingZone(row.senderState),
    pickupNumber: row.pickupId === null ? '' : pickupNumberOf(row.pickupId),
    quoteNumber: row.quoteId === null ? '' : quoteNumberOf(row.quoteId),
    sender: partyOf('sender', row),
    receiver: partyOf('receiver', row),
    poNumber: row.poNumber,
    customerRef: row.customerRef,
    instructions: row.instructions,
    pickupRequired: serviceValueOf(row.pickupRequired),
    deliveryRequired: serviceValueOf(row.deliveryRequired),
    freightList,
    totals: { items: totals.items, weight: totals.weight, cubic: Number.isFinite(totals.cubicVolume) ? totals.cubicVolume : 0 },
    dgClasses: JSON.parse(row.dgClasses) as string[],
    depotFrom: depotOf(facts.depots, row.depotFrom),
    depotTo: depotOf(facts.depots, row.depotTo),
    trackingID: row.trackingId,
    firstStage: firstStageOf(row),
    stage: currentStageOf(facts.codes),
    scanned: row.scannedAt !== null,
    pod: facts.pod,
  };
}

/** A list row, suburbs by their labels as the other lists show them. */
export function consignmentListRowOf(row: ConsignmentListDbRow, suburbs: SuburbIndex): ConsignmentListRow {
  const highest = row.highestCode === null ? null : Number(row.highestCode);
  return {
    conNumber: row.number,
    date: row.createdAt,
    timeZone: bookingZone(row.senderState),
    senderCompany: row.senderCompany,
    senderSuburb: placeLabel(suburbs, placeOf('sender', row)),
    receiverCompany: row.receiverCompany,
    receiverSuburb: placeLabel(suburbs, placeOf('receiver', row)),
    customerRef: row.customerRef,
    stage: highest === null ? null : currentStageOf([highest]),
    delivered: highest === DELIVERED_CODE,
    scanned: row.scannedAt !== null,
    pod: row.podOf !== null,
  };
}
