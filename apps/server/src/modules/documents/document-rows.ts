import type { DocumentRow } from '@portal/domain/api/documents';
import type { ListedDocType } from '@portal/domain/documents/document-names';
import { placeOf } from '../bookings/party-columns';
import { placeLabel, type SuburbIndex } from '../reference/suburbs';
import type { DocumentListDbRow } from './document-list';

/** A row of GET documents/list: the receiver's suburb by its label, as the other lists show it. */
export function documentRowOf(row: DocumentListDbRow, docType: ListedDocType, suburbs: SuburbIndex): DocumentRow {
  return {
    id: row.id,
    docRN: row.number,
    docType,
    date: row.deliveredAt ?? row.createdAt,
    receiverCompany: row.receiverCompany || row.receiverFullName,
    receiverSuburb: placeLabel(suburbs, placeOf('receiver', row)),
    signedBy: row.signedBy ?? '',
  };
}
