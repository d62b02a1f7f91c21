import type { ListInput, ListPage } from '@portal/domain/api/list-page';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

// A record list read a page at a time (decision 0029): the first page on opening or on a new
// search, then each 'Show more' asks for the page after the last one's `next` and appends it.

export interface PagedList<A, R> {
  /** The first page's answer (its `since` heads the list); undefined until it arrives. */
  first?: A;
  /** Every page's rows so far, in order. */
  rows: readonly R[];
  error: unknown;
  isPending: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** Asks for the next page; resolves to whether another is left after it. */
  showMore: () => Promise<boolean>;
}

interface PagedListOptions<A, R> {
  /** The list's own key; the search is added, so an invalidation of the key reaches every search. */
  queryKey: readonly unknown[];
  fetchPage: (input: ListInput) => Promise<A>;
  /** Must be stable (a module-level function): the rows are derived from it. */
  rowsOf: (answer: A) => readonly R[];
  search: string;
  enabled: boolean;
}

export function usePagedList<A extends ListPage, R>({ queryKey, fetchPage, rowsOf, search, enabled }: PagedListOptions<A, R>): PagedList<A, R> {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, search],
    queryFn: ({ pageParam }) => fetchPage({ ...(search ? { search } : {}), ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled,
    // The rows of the last search stay while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
  const { data, fetchNextPage } = query;
  const rows = useMemo(() => data?.pages.flatMap(rowsOf) ?? [], [data, rowsOf]);
  return {
    first: data?.pages[0],
    rows,
    error: query.error,
    isPending: query.isPending,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    showMore: async () => (await fetchNextPage()).hasNextPage,
  };
}
