import { Anchor, Table, Title } from '@mantine/core';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { placeDay } from '@portal/domain/clock/place-time';
import { NO_PLACE_ZONE } from '@portal/domain/clock/place-zones';
import { listSince } from '@portal/domain/quote/quote-accept';
import { Link } from 'react-router';
import { consignmentState } from '../consignment-route-state';

// The cells every record list shows alike (issue 24): a party, the Document Link and the
// 'Consignments from' heading, written once so that no two lists show them differently.

/** Spec 02 section 2's headings of the party columns. */
export const PARTY_COLUMNS = { sender: 'Sender (Suburb)', receiver: 'Receiver (Suburb)' } as const;

/** Spec 02 section 2's heading of the column that links a scanned consignment to its view. */
export const DOCUMENT_LINK_COLUMN = 'Document Link';

/** 'Business (Suburb)', or the suburb alone when the party has no business name (a quote's parties never have one). */
export const partyText = (company: string, suburb: string) => (company ? `${company} (${suburb})` : suburb);

export function PartyCell({ company, suburb }: { company: string; suburb: string }) {
  return <Table.Td>{partyText(company, suburb)}</Table.Td>;
}

/**
 * The Document Link (spec 02 section 2): once the depot has scanned the signed note, 'Document'
 * opens the consignment's view, where the scanned original is; empty before. The link is named
 * with the number, since every row's reads 'Document'.
 */
export function DocumentLink({ conNumber, scanned }: { conNumber: string; scanned: boolean }) {
  if (!scanned || !conNumber) return null;
  return (
    <Anchor component={Link} to="/consignment" state={consignmentState(conNumber)} aria-label={`Document ${conNumber}`}>
      Document
    </Anchor>
  );
}

/** The Document Link in its own cell (the lists that are not column tables). */
export function DocumentLinkCell({ conNumber, scanned }: { conNumber: string; scanned: boolean }) {
  return (
    <Table.Td>
      <DocumentLink conNumber={conNumber} scanned={scanned} />
    </Table.Td>
  );
}

/**
 * 'Consignments from' and the list's first day (spec 02 section 2): the answer's, or while it
 * loads the same 30 days back from today, so the heading never shows without its date. A day of
 * no place is the carrier's (decision 0042).
 */
export function ConsignmentsFrom({ since }: { since: number | undefined }) {
  return (
    <Title order={2} size="h3" data-testid="consignments-from">
      {`${BOOKING_MESSAGES.consignmentsFrom} ${placeDay(since ?? listSince(Date.now()), NO_PLACE_ZONE)}`}
    </Title>
  );
}
