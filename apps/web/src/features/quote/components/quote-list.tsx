import { ActionIcon, Anchor, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import type { QuoteListRow } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { MESSAGES } from '@portal/domain/messages';
import { IconCopy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { existingPickupState } from '../../pickup/components/pickup-route-state';
import { existingQuoteState } from './quote-route-state';

interface QuoteListProps {
  rows: readonly QuoteListRow[];
  /** Quotations add: duplicating makes a new quote. */
  canDuplicate: boolean;
  /** While a duplicate is in flight every row's action waits (spec 02 section 2). */
  busy: boolean;
  onDuplicate: (quoteNumber: string) => void;
}

const COLUMNS = ['Quote Number', 'Date', 'Sender', 'Receiver', 'Customer Reference', 'Pickup', 'Consignment', 'Status'];

/** The quotes of the last 30 days (spec 02 section 3, 'Quote list row'), each linking to its quote and pickup. */
export function QuoteList({ rows, canDuplicate, busy, onDuplicate }: QuoteListProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover data-testid="quote-list">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.quoteNum} data-testid={`quote-row-${row.quoteNum}`}>
              <Table.Td>
                <Anchor component={Link} to="/quote/existing" state={existingQuoteState(row.quoteNum)}>
                  {row.quoteNum}
                </Anchor>
              </Table.Td>
              <Table.Td>{dayjs(row.date).format('YYYY-MM-DD')}</Table.Td>
              <Table.Td>{row.sender}</Table.Td>
              <Table.Td>{row.receiver}</Table.Td>
              <Table.Td>{row.customerRef}</Table.Td>
              <Table.Td>
                {/* List screens link to each other (spec 02 section 2): a converted quote opens its pickup. */}
                {row.pickupNum && (
                  <Anchor component={Link} to="/pickup/existing" state={existingPickupState(row.pickupNum)}>
                    {row.pickupNum}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>{row.conNum}</Table.Td>
              <Table.Td>{row.status}</Table.Td>
              <Table.Td>
                <Tooltip label={canDuplicate ? `${BOOKING_MESSAGES.duplicateQuoteTitle} ${row.quoteNum}` : MESSAGES.noAccess}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${BOOKING_MESSAGES.duplicateQuoteTitle} ${row.quoteNum}`}
                    disabled={!canDuplicate || busy}
                    onClick={() => onDuplicate(row.quoteNum)}
                  >
                    <IconCopy size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
