import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { CompanyListRow } from '@portal/domain/carrier/company-calls';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callCarrier } from '../../api/call-carrier';

/** Every answer about companies: a change to one reloads them all. */
export const companiesQueryKey = ['carrier', 'companies'] as const;

export interface CompanyList {
  rows: readonly CompanyListRow[];
  error: unknown;
  isPending: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  showMore: () => Promise<unknown>;
}

/** GET companies: by name, a page at a time; 'Show more' asks for the page after the last row. */
export function useCompanyList(search: string): CompanyList {
  const query = useInfiniteQuery({
    queryKey: [...companiesQueryKey, 'list', search],
    queryFn: ({ pageParam }) => callCarrier(CARRIER_CALLS.listCompanies, { ...(search ? { search } : {}), ...(pageParam ? { after: pageParam } : {}) }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    // The rows of the last search stay while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.companies) ?? [], [data]);
  return {
    rows,
    error: query.error,
    isPending: query.isPending,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    showMore: () => query.fetchNextPage(),
  };
}
