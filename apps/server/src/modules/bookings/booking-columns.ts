import type { Party } from '@portal/domain/api/party';
import type { BookingFields } from '@portal/domain/booking/booking';
import { serviceValueOf } from '@portal/domain/services/service-values';
import { isSet, toFlag } from '../../db/schema';
import type { BookingColumnsTable } from '../../db/schema/booking-columns';
import { freightItemOf } from './freight-items';
import type { LineRow } from '../../db/freight-lines-repo';
import { partyOf, receiverColumns, senderColumns } from './party-columns';
import type { PartyColumnsTable } from '../../db/schema/party-columns';

// The columns every booking row keeps of what every booking shares (BookingFields in the
// domain): a quote's, a pickup's and a drop freight's consignment, one mapper each way.

/** The shared fields as a row stores them (its version is the database's to raise). */
export type BookingColumns = Omit<BookingColumnsTable, 'version'>;

/** The stored columns of a draft's shared fields, written at `now`. */
export function bookingColumns(draft: BookingFields, now: number): BookingColumns {
  return {
    progress: draft.progress,
    poNumber: draft.poNumber.trim(),
    ppi: toFlag(draft.ppi),
    dgHas: draft._dgHas === null ? null : toFlag(draft._dgHas),
    // The classes stand only while the answer is Yes.
    dgClasses: JSON.stringify(draft._dgHas === true ? draft.dgClasses : []),
    instructions: draft.instructions,
    pickupRequired: draft.pickupRequired,
    deliveryRequired: draft.deliveryRequired,
    updatedAt: now,
  };
}

/**
 * The shared fields of a stored row and its lines. The quote number is the caller's: a quote's
 * own, or the quote a pickup or drop freight was converted from.
 */
export function bookingFieldsOf(row: Omit<BookingColumns, 'updatedAt'> & { version: number }, items: readonly LineRow[], quoteNumber: string): BookingFields {
  return {
    progress: row.progress,
    poNumber: row.poNumber,
    freightList: items.map(freightItemOf),
    ppi: isSet(row.ppi),
    pickupRequired: serviceValueOf(row.pickupRequired),
    deliveryRequired: serviceValueOf(row.deliveryRequired),
    _dgHas: row.dgHas === null ? null : isSet(row.dgHas),
    dgClasses: JSON.parse(row.dgClasses) as string[],
    instructions: row.instructions,
    quoteNumber,
    version: row.version,
  };
}

/** Where a checked pickup or drop freight goes: its parties as the suburb list spells them, and its route's depots. */
export interface CheckedRoute {
  sender: Party;
  receiver: Party;
  depotFrom: string;
  depotTo: string;
}

/**
 * The parties' and the route's columns of a pickup or a drop freight's consignment. Keys written
 * before the spreads: on Node 20 each key added after a leading spread cost about a microsecond
 * (decision 0052).
 */
export function routeColumns(checked: CheckedRoute) {
  return { depotFrom: checked.depotFrom, depotTo: checked.depotTo, ...senderColumns(checked.sender), ...receiverColumns(checked.receiver) };
}

/** The parties of a stored pickup or consignment. */
export function partiesOf(row: PartyColumnsTable): { sender: Party; receiver: Party } {
  return { sender: partyOf('sender', row), receiver: partyOf('receiver', row) };
}
