import type { MailMessage } from '../mail/repo';
import { pickupNumberOf } from '../bookings/record-numbers';
import type { PickupRow } from './repo';
import type { LineRow } from '../bookings/freight-lines';

// The copy-to e-mail of Create Consignment (spec 02 sections 2 and 4: 'an optional copy-to
// email'): what was booked, so that the recipient can have the freight ready.

const address = (parts: readonly string[]) => parts.filter((p) => p.trim() !== '').join(', ');

function totals(items: readonly LineRow[]): string {
  const count = items.reduce((n, item) => n + (Number(item.quantity) || 0), 0);
  const kg = Math.round(items.reduce((w, item) => w + (Number(item.weight) || 0), 0) * 100) / 100;
  return `${count} item${count === 1 ? '' : 's'}, ${kg} kg`;
}

export function consignmentCopyMail(to: string, row: PickupRow, items: readonly LineRow[], conNumber: string): MailMessage {
  const pickupNumber = pickupNumberOf(row.id);
  return {
    to,
    subject: `Consignment ${conNumber} for pickup ${pickupNumber}`,
    body: [
      'Hello,',
      '',
      `Consignment ${conNumber} has been created for pickup ${pickupNumber}.`,
      '',
      `Pickup day: ${row.scheduleDay} (ready ${row.readyAt}, open ${row.openFrom} to ${row.closedAfter})`,
      ...(row.scheduleMsg ? [row.scheduleMsg] : []),
      `From: ${address([row.senderCompany, row.senderFullName, row.senderStreet, `${row.senderSuburb} ${row.senderState} ${row.senderPostCode}`])}`,
      `To: ${address([row.receiverCompany, row.receiverFullName, row.receiverStreet, `${row.receiverSuburb} ${row.receiverState} ${row.receiverPostCode}`])}`,
      `Freight: ${totals(items)}`,
      ...(row.pickupRef ? [`Customer reference: ${row.pickupRef}`] : []),
      ...(row.poNumber ? [`Purchase order: ${row.poNumber}`] : []),
      '',
      'Freight Portal',
    ].join('\n'),
  };
}
