import { Table } from '@mantine/core';
import type { Permissions } from '@portal/domain/permissions';
import type { ReactNode } from 'react';
import { useSessionStore } from '../../../lib/session/session-store';
import { useListSearch, type ListSearchState } from '../../list/list-search';
import type { PagedList } from '../../list/use-paged-list';
import { serverDenial } from '../server-denial';
import { BookingListScreen } from './booking-list-screen';
import { BookingTable, DuplicateCell, type BookingColumn, type DuplicateAction } from './booking-table';
import type { DuplicateDialogProps } from './duplicate-dialog';
import { RecordNumberCell, useRecordOpener, type RecordOpener, type RecordRoute } from './record-opener';
import { useDuplicateFlow, type DuplicateMutation } from './use-duplicate-flow';

/** What a booking area's list is: its texts, its columns and where a row opens. */
export interface BookingListKind<R> {
  /** 'Existing Quotes', with the New button, e.g. { to: '/quote/new', label: 'New Quote' }. */
  title: string;
  newRecord: { to: string; label: string };
  /** What the Search box searches, e.g. 'Quote number, reference or suburb'. */
  searchDescription: string;
  /** What the rows are, for the count below them: 'quotes'. */
  noun: string;
  /** The duplicate confirmation; its title names each row's duplicate icon too. */
  dialog: Pick<DuplicateDialogProps, 'title' | 'text' | 'confirmTestId'>;
  testId: string;
  rowTestId: (recordNumber: string) => string;
  /** The first column: each row's number, which opens it. */
  number: { title: string; of: (row: R) => string };
  columns: readonly BookingColumn<R>[];
  opens: RecordRoute;
  /** Whether a row can be copied at all (drop freight: not a draft, not quoted). */
  duplicable?: (row: R) => boolean;
  /** A row's other actions, before the copy (a booked drop freight's consignment view). */
  rowActions?: (row: R) => ReactNode;
}

interface BookingListProps<A, R> {
  kind: BookingListKind<R>;
  search: ListSearchState;
  /** The list for the search, disabled while `viewDenial`. */
  list: PagedList<A, R>;
  duplicate: DuplicateMutation;
  /** The browser's own refusal (spec 02 section 6); the server's (403, 404) is added here. */
  viewDenial: string | null;
  /** The area's add permission: duplicating makes a new record. */
  canDuplicate: boolean;
  /** Above the list (drop freight's 'Consignments from' and the list's first day). */
  heading?: ReactNode;
}

/**
 * A booking area's landing (spec 02 section 2): BookingListScreen with a table of the kind's
 * columns. A row's number opens it, a copy opens once made with the duplicate's message as its notice.
 */
export function BookingList<A, R>({ kind, search, list, duplicate: mutation, viewDenial, canDuplicate, heading }: BookingListProps<A, R>) {
  const opener = useRecordOpener(kind.opens);
  const duplicate = useDuplicateFlow(mutation, opener.open);
  // An edit fetch or a copy in flight: every row's buttons wait (spec 02 section 2).
  const busy = duplicate.busy || opener.opening;
  const action = { canDuplicate, busy, onDuplicate: duplicate.ask };
  return (
    <BookingListScreen
      title={kind.title}
      newRecord={kind.newRecord}
      denied={viewDenial ?? serverDenial(list.error)}
      list={list}
      search={search}
      searchDescription={kind.searchDescription}
      noun={kind.noun}
      duplicate={{ ...duplicate, busy }}
      dialog={kind.dialog}
      heading={heading}
      errors={opener.errors}
    >
      {(rows) => (
        <BookingTable testId={kind.testId} columns={[kind.number.title, ...kind.columns.map((column) => column.title)]}>
          {rows.map((row) => (
            <BookingRow key={kind.number.of(row)} kind={kind} row={row} opener={opener} action={action} />
          ))}
        </BookingTable>
      )}
    </BookingListScreen>
  );
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function BookingRow<R>({ kind, row, opener, action }: { kind: BookingListKind<R>; row: R; opener: RecordOpener; action: DuplicateAction }) {
  const recordNumber = kind.number.of(row);
  return (
    <Table.Tr data-testid={kind.rowTestId(recordNumber)}>
      <RecordNumberCell recordNumber={recordNumber} opens={kind.opens} opener={opener} busy={action.busy} />
      {kind.columns.map((column) => (
        <Table.Td key={column.title} style={column.nowrap ? NOWRAP : undefined}>
          {column.cell(row)}
        </Table.Td>
      ))}
      <DuplicateCell title={kind.dialog.title} recordNumber={recordNumber} action={action} offered={kind.duplicable?.(row) ?? true}>
        {kind.rowActions?.(row)}
      </DuplicateCell>
    </Table.Tr>
  );
}

interface ListScreenSetup<A, R> {
  kind: BookingListKind<R>;
  /** Who may see the list, and who may copy a row: copying makes a new record (spec 02 section 6). */
  denials: { view: (permissions: Permissions) => string | null; create: (permissions: Permissions) => string | null };
  useList: (search: string, enabled: boolean) => PagedList<A, R>;
  useDuplicate: () => DuplicateMutation;
  /** Above the list, read from it (drop freight's 'Consignments from'). */
  heading?: (list: PagedList<A, R>) => ReactNode;
}

/** A booking area's landing screen, made once from its setup. */
export function bookingListScreen<A, R>({ kind, denials, useList, useDuplicate, heading }: ListScreenSetup<A, R>) {
  return function BookingListRoute() {
    const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
    const viewDenial = denials.view(permissions);
    const search = useListSearch();
    const list = useList(search.query, viewDenial === null);
    const duplicate = useDuplicate();
    const canDuplicate = denials.create(permissions) === null;
    return <BookingList kind={kind} search={search} list={list} duplicate={duplicate} viewDenial={viewDenial} canDuplicate={canDuplicate} heading={heading?.(list)} />;
  };
}
