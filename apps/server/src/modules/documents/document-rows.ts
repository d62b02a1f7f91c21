import type { DocumentRow } from '@portal/domain/api/documents';
import type { Depot } from '@portal/domain/api/reference';
import { bookingZone } from '@portal/domain/clock/place-zones';
import type { ListedDocType } from '@portal/domain/documents/document-names';
import { placeOf } from '../bookings/service';
import { deliveringDepot } from '../pods/service';
import { placeLabel, type SuburbIndex } from '../reference/service';
import type { DocumentListDbRow } from './document-list-repo';

/** A row of GET documents/list: the receiver's suburb by its label, as the other lists show it. */
export function documentRowOf(row: DocumentListDbRow, docType: ListedDocType, suburbs: SuburbIndex, depots: readonly Depot[]): DocumentRow {
  return {
    id: row.id,
    docRN: row.number,
    docType,
    date: row.deliveredAt ?? row.createdAt,
    // A POD at its delivering depot's clock, a note at its sender's (decision 0042).
    timeZone: docType === 'POD' ? deliveringDepot(depots, row.deliveredDepot, row).timeZone : bookingZone(row.senderState),
    receiverCompany: row.receiverCompany || row.receiverFullName,
    receiverSuburb: placeLabel(suburbs, placeOf('receiver', row)),
    signedBy: row.signedBy ?? '',
  };
}
