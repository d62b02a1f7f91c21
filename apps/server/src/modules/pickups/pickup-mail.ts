import { bookingZone } from '@portal/domain/clock/place-zones';
import { placeWallTime } from '@portal/domain/clock/place-time';
import type { MailMessage } from '../mail/service';
import { pickupNumberOf } from '../../db/record-numbers';
import type { LineRow } from '../../db/freight-lines-repo';
import { consignmentCopyMail } from '../consignments/service';
import type { PickupRow } from './repo';

/** Create Consignment's copy-to e-mail of a pickup: for which pickup, and its day and hours. */
export function pickupCopyMail(to: string, row: PickupRow, items: readonly LineRow[], conNumber: string): MailMessage {
  // Ready At is a wall time on the sender's clock: named, as every time is (decision 0042).
  const ready = placeWallTime(row.readyAt, bookingZone(row.senderState));
  const schedule = [`Pickup day: ${row.scheduleDay} (ready ${ready}, open ${row.openFrom} to ${row.closedAfter})`, ...(row.scheduleMsg ? [row.scheduleMsg] : [])];
  return consignmentCopyMail(to, { ...row, conNumber, purpose: `for pickup ${pickupNumberOf(row.id)}`, schedule, customerRef: row.pickupRef }, items);
}
