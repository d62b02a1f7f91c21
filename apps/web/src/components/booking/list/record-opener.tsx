import { Anchor, Table } from '@mantine/core';
import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { RecordLink } from '../../list/record-link';
import { withNotice } from '../wizard/wizard-feedback';

/** Where a list's record opens, its copy too: the route and the navigation state that names it. */
export interface RecordRoute {
  route: string;
  stateOf: (recordNumber: string) => object;
  /** The record's query, fetched before the screen opens (drop freight, spec 02 section 2). */
  fetchFirst?: (recordNumber: string) => FetchQueryOptions;
}

export interface RecordOpener {
  /** Opens a record; a copy's screen shows the duplicate's message as its notice (issue 10). */
  open: (recordNumber: string, notice?: string) => void;
  /** While a record is fetched before it opens. */
  opening: boolean;
  /** A failed fetch, for the list's error area. */
  errors: readonly string[];
}

export function useRecordOpener({ route, stateOf, fetchFirst }: RecordRoute): RecordOpener {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const go = (recordNumber: string, notice: string) => void navigate(route, { state: withNotice(stateOf(recordNumber), notice) });

  const open = (recordNumber: string, notice = '') => {
    if (!fetchFirst) return go(recordNumber, notice);
    setOpening(true);
    setError(null);
    queryClient.fetchQuery(fetchFirst(recordNumber)).then(
      () => go(recordNumber, notice),
      (failed: unknown) => {
        setOpening(false);
        setError(failed);
      },
    );
  };
  return { open, opening, errors: errorLines(error) };
}

interface RecordNumberCellProps {
  recordNumber: string;
  opens: RecordRoute;
  opener: RecordOpener;
  /** An edit fetch or a copy in flight. */
  busy: boolean;
}

/** A row's number, which opens it: a link, or a button that waits while busy when the record is fetched first. */
export function RecordNumberCell({ recordNumber, opens, opener, busy }: RecordNumberCellProps) {
  return (
    <Table.Td>
      {opens.fetchFirst ? (
        <Anchor component="button" type="button" onClick={() => opener.open(recordNumber)} disabled={busy}>
          {recordNumber}
        </Anchor>
      ) : (
        <RecordLink to={opens.route} state={opens.stateOf(recordNumber)} recordNumber={recordNumber} />
      )}
    </Table.Td>
  );
}
