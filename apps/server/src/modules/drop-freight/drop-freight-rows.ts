import { bookingZone } from '@portal/domain/clock/place-zones';
import { DROP_FREIGHT_STATUS_DRAFT, type DropFreightDraft, type DropFreightListRow } from '@portal/domain/api/drop-freight';
import type { Party } from '@portal/domain/api/party';
import type { ConType } from '@portal/domain/booking/booking';
import type { FreightItem } from '@portal/domain/booking/booking';
import type { LineRow } from '../../db/freight-lines-repo';
import { bookingColumns, bookingFieldsOf, partiesOf, routeColumns, placeOf } from '../bookings/service';
import { quoteNumberOf } from '../../db/record-numbers';
import type { ConsignmentRow, ConsignmentUpdate } from '../consignments/service';
import { placeLabel, type SuburbIndex } from '../reference/service';
import type { DropFreightListDbRow } from './drop-freight-list-repo';

// Between the shared drop-freight shapes (packages/domain/src/api/drop-freight.ts) and the
// consignment rows that hold them (decision 0025).

/** What the server worked out of a checked draft. */
export interface CheckedDropFreight {
  /** The parties, their suburbs as the suburb list spells them. */
  sender: Party;
  receiver: Party;
  /** The route's depots; '' while the Details step has not been passed. */
  depotFrom: string;
  depotTo: string;
  /** The lines to store. */
  items: FreightItem[];
  /** The drop-in day and the same-day receivals message, once Schedule Drop In has been passed. */
  schedule: { scheduleDay: string; scheduleMsg: string };
}

/** The stored columns of a checked draft (the browser's scheduleDay and scheduleMsg are not the server's). */
export function dropFreightFields(draft: DropFreightDraft, checked: CheckedDropFreight, now: number) {
  return {
    ...bookingColumns(draft, now),
    ...routeColumns(checked),
    customerRef: draft.customerRef.trim(),
    readyAt: draft.readyAt.trim(),
    bookedBy: draft.bookedBy.trim(),
    openFrom: draft.openFrom.trim(),
    closedAfter: draft.closedAfter.trim(),
    scheduleDay: checked.schedule.scheduleDay,
    scheduleMsg: checked.schedule.scheduleMsg,
    extraEmail: draft.ExtraEmail.trim(),
  } satisfies ConsignmentUpdate;
}

/**
 * The connote type as the wizard names it: pre-manual or pre-electronic until booked, then
 * manual or electronic (spec 02 section 4). The row keeps 'manual' or 'electronic' throughout.
 */
function conTypeOf(row: Pick<ConsignmentRow, 'conType' | 'status'>): ConType {
  const manual = row.conType === 'manual';
  if (row.status === DROP_FREIGHT_STATUS_DRAFT) return manual ? 'preManual' : 'preElectronic';
  return manual ? 'manual' : 'electronic';
}

/** GET directdropfreight/edit's answer: the stored drop freight as the wizard's draft. */
export function dropFreightOf(row: ConsignmentRow, items: readonly LineRow[]): DropFreightDraft {
  return {
    ...bookingFieldsOf(row, items, row.quoteId === null ? '' : quoteNumberOf(row.quoteId)),
    _created: true,
    // A drop freight is numbered at step 2: its Accounts step was answered Yes.
    accounts: true,
    ...partiesOf(row),
    customerRef: row.customerRef,
    readyAt: row.readyAt,
    bookedBy: row.bookedBy,
    openFrom: row.openFrom,
    closedAfter: row.closedAfter,
    status: row.status,
    conType: conTypeOf(row),
    conNumber: row.number,
    ExtraEmail: row.extraEmail,
    scheduleDay: row.scheduleDay,
    scheduleMsg: row.scheduleMsg,
  };
}

/** A row of the Existing Drop Freight list: businesses, and suburbs by their labels, as the other lists show them. */
export function listRowOf(row: DropFreightListDbRow, suburbs: SuburbIndex): DropFreightListRow {
  return {
    quoteNum: row.number,
    date: row.createdAt,
    timeZone: bookingZone(row.senderState),
    sender: placeLabel(suburbs, placeOf('sender', row)),
    senderCompany: row.senderCompany,
    receiver: placeLabel(suburbs, placeOf('receiver', row)),
    receiverCompany: row.receiverCompany,
    customerRef: row.customerRef,
    // The scanned original is on file (spec 02 section 2, Document Link).
    scanned: row.scannedAt !== null,
    quoted: row.quoteId !== null,
    status: row.status,
  };
}
