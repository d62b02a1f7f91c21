import type { Call } from '@portal/domain/api/endpoints';
import type { ListInput, ListPage } from '@portal/domain/api/list-page';
import type { BookingOptionsAnswer } from '@portal/domain/api/reference';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { usePagedList } from '../../list/use-paged-list';
import { loadBookingOptions } from './booking-options';

// The reads every booking area makes (spec 02 section 7): its wizard's options, one stored
// record, and its list. Each feature names its calls and keys; how long an answer is kept is here.

/**
 * A wizard's options with their gazetteer (suburbs, depots, rates, freight types, customer
 * defaults). They change rarely, so they stay fresh for the whole visit.
 */
export function useBookingOptions<P extends object>(queryKey: QueryKey, call: Call<P, BookingOptionsAnswer>, payload: P, enabled: boolean) {
  return useQuery({ queryKey, queryFn: () => loadBookingOptions(call, payload), enabled, staleTime: Infinity });
}

/** The options of a booking made from one quote (GET quoteConvert, GET dropfreight), asked once there is a quote. */
export function useQuoteBookingOptions(name: string, call: Call<{ quote?: string }, BookingOptionsAnswer>, quoteNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: [name, quoteNumber],
    queryFn: () => loadBookingOptions(call, { quote: quoteNumber }),
    enabled: enabled && quoteNumber !== '',
    staleTime: Infinity,
  });
}

export interface RecordQuery<A> {
  queryKey: QueryKey;
  queryFn: () => Promise<A>;
  staleTime?: number;
  gcTime?: number;
}

/**
 * One stored record, asked once there is a number. Unless its query says otherwise it is fetched
 * afresh on every opening and not kept: it may have been accepted, converted or completed since
 * the list was loaded.
 */
export function useStoredRecord<A>(recordNumber: string, query: RecordQuery<A>, enabled: boolean) {
  return useQuery({ staleTime: 0, gcTime: 0, ...query, enabled: enabled && recordNumber !== '' });
}

/**
 * A booking list of the last 30 days, a page at a time (spec 02 section 2, decision 0029).
 * `rowsOf` must be stable (a module-level function): the rows are derived from it.
 */
export function useBookingList<A extends ListPage, R>(queryKey: QueryKey, call: Call<ListInput, A>, rowsOf: (answer: A) => readonly R[], search: string, enabled: boolean) {
  return usePagedList({ queryKey, fetchPage: (input) => callApi(call, input), rowsOf, search, enabled });
}
