import { bookingZone } from '@portal/domain/clock/place-zones';
import type { Party } from '@portal/domain/api/party';
import { bookingColumns, bookingFieldsOf, partiesOf, routeColumns, placeOf } from '../bookings/service';
import type { PickupDraft, PickupListRow } from '@portal/domain/api/pickup';
import type { ConType } from '@portal/domain/booking/booking';
import type { PickupScheduleOutcome } from '@portal/domain/api/pickup-schedule';
import { pickupNumberOf, quoteNumberOf } from '../../db/record-numbers';
import { placeLabel, type SuburbIndex } from '../reference/service';
import type { PickupFields, PickupRow } from './repo';
import type { PickupListDbRow } from './pickup-list-repo';
import type { LineRow } from '../../db/freight-lines-repo';

// Between the shared pickup shapes (packages/domain/src/api/pickup.ts) and the rows.

/** What the server worked out of a checked draft. */
export interface CheckedPickup {
  /** The party suburbs as the suburb list spells them. */
  sender: Party;
  receiver: Party;
  depotFrom: string;
  depotTo: string;
  schedule: PickupScheduleOutcome;
  extraEmail: string;
}

/** The stored columns of a checked draft (its own columns first: decision 0052). */
export function pickupFields(draft: PickupDraft, checked: CheckedPickup, now: number): PickupFields {
  const { schedule } = checked;
  const at = draft.when === 'at';
  return {
    pickupRef: draft.pickupRef.trim(),
    readyWhen: draft.when,
    readyAtDate: at ? draft._readyAtDate : '',
    readyAtTime: at ? schedule.readyAt.slice(11) : '',
    openFrom: schedule.openFrom,
    closedAfter: schedule.closedAfter,
    bookedBy: draft.bookedBy.trim(),
    readyAt: schedule.readyAt,
    scheduleDay: schedule.scheduleDay,
    scheduleMsg: schedule.scheduleMsg,
    scheduleRule: schedule.rule,
    extraEmail: checked.extraEmail,
    ...bookingColumns(draft, now),
    ...routeColumns(checked),
  };
}

const CON_TYPES: readonly ConType[] = ['preManual', 'preElectronic', 'manual', 'electronic'];
const conTypeOf = (value: string): ConType => CON_TYPES.find((t) => t === value) ?? 'preElectronic';

/** GET pickups/edit's answer: the stored pickup as the wizard's draft. */
export function pickupOf(row: PickupRow, items: readonly LineRow[]): PickupDraft {
  return {
    ...bookingFieldsOf(row, items, row.quoteId === null ? '' : quoteNumberOf(row.quoteId)),
    // A booked pickup was paid for by the company: the Accounts step was answered Yes.
    accounts: true,
    ...partiesOf(row),
    pickupRef: row.pickupRef,
    when: row.readyWhen === 'at' ? 'at' : 'now',
    _readyAtDate: row.readyAtDate,
    _readyAtTime: row.readyAtTime,
    openFrom: row.openFrom,
    closedAfter: row.closedAfter,
    bookedBy: row.bookedBy,
    pickupNumber: pickupNumberOf(row.id),
    status: row.status,
    conType: conTypeOf(row.conType),
    conNumber: row.conNumber,
    ExtraEmail: row.extraEmail,
    readyAt: row.readyAt,
    scheduleDay: row.scheduleDay,
    scheduleMsg: row.scheduleMsg,
    bookedAt: row.bookedAt,
  };
}

/** A row of GET pickups/list: suburbs by their labels, as the quotes list shows them. */
export function listRowOf(row: PickupListDbRow, suburbs: SuburbIndex): PickupListRow {
  return {
    pickupNum: pickupNumberOf(row.id),
    date: row.createdAt,
    timeZone: bookingZone(row.senderState),
    senderCompany: row.senderCompany,
    senderSuburb: placeLabel(suburbs, placeOf('sender', row)),
    receiverCompany: row.receiverCompany,
    receiverSuburb: placeLabel(suburbs, placeOf('receiver', row)),
    quoteNum: row.quoteId === null ? '' : quoteNumberOf(row.quoteId),
    conNum: row.conNumber,
    status: row.status,
    // The consignment's scanned original is on file (spec 02 section 2, Document Link).
    scanned: row.scannedAt !== null,
  };
}
