import type { PartyColumnsTable } from '../../db/schema/party-columns';
import type { MailMessage } from '../mail/service';
import type { LineRow } from '../../db/freight-lines-repo';

// The copy-to e-mail of a new consignment (spec 02 sections 2 and 4: 'an optional copy-to
// email'): what was booked, so that the recipient can have the freight ready. A pickup's
// Create Consignment and a drop freight's booking send it (decision 0025), each saying what the
// consignment is for and when the freight moves.

export interface CopyMailBooking extends PartyColumnsTable {
  conNumber: string;
  /** What the consignment was created for: 'for pickup P1000001', 'for drop in at the Brisbane depot'. */
  purpose: string;
  /** When the freight moves: the pickup day or the drop-in day, and the schedule's message if any. */
  schedule: readonly string[];
  customerRef: string;
  poNumber: string;
}

const address = (parts: readonly string[]) => parts.filter((p) => p.trim() !== '').join(', ');

function totals(items: readonly Pick<LineRow, 'quantity' | 'weight'>[]): string {
  const count = items.reduce((n, item) => n + (Number(item.quantity) || 0), 0);
  const kg = Math.round(items.reduce((w, item) => w + (Number(item.weight) || 0), 0) * 100) / 100;
  return `${count} item${count === 1 ? '' : 's'}, ${kg} kg`;
}

export function consignmentCopyMail(to: string, booking: CopyMailBooking, items: readonly Pick<LineRow, 'quantity' | 'weight'>[]): MailMessage {
  const b = booking;
  return {
    to,
    subject: `Consignment ${b.conNumber} ${b.purpose}`,
    body: [
      'Hello,',
      '',
      `Consignment ${b.conNumber} has been created ${b.purpose}.`,
      '',
      ...b.schedule,
      `From: ${address([b.senderCompany, b.senderFullName, b.senderStreet, `${b.senderSuburb} ${b.senderState} ${b.senderPostCode}`])}`,
      `To: ${address([b.receiverCompany, b.receiverFullName, b.receiverStreet, `${b.receiverSuburb} ${b.receiverState} ${b.receiverPostCode}`])}`,
      `Freight: ${totals(items)}`,
      ...(b.customerRef ? [`Customer reference: ${b.customerRef}`] : []),
      ...(b.poNumber ? [`Purchase order: ${b.poNumber}`] : []),
      '',
      'Freight Portal',
    ].join('\n'),
  };
}
