import type { ChangedLane, ImportPreview, ImportRowError, PreviewList } from '@portal/domain/carrier/pricing-calls';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import { useState } from 'react';
import { useImportPage } from './api/rate-sheets';

export interface ListRows {
  added: RateLane[];
  removed: RateLane[];
  changed: ChangedLane[];
  errors: ImportRowError[];
}

export interface PreviewListPage<L extends PreviewList> {
  rows: ListRows[L];
  total: number;
  page: number;
  setPage: (page: number) => void;
  loading: boolean;
  error: unknown;
}

/**
 * One of a preview's lists, a page at a time: its first page is the import's answer while this
 * tab holds it; every other page (and the first, for a preview opened afresh) is GET importPage.
 */
export function usePreviewList<L extends PreviewList>(id: number, list: L, preview: ImportPreview | null): PreviewListPage<L> {
  const [page, setPage] = useState(1);
  const fromPreview = preview !== null && page === 1;
  const query = useImportPage(id, list, page, !fromPreview);
  const answered = query.data?.list === list ? query.data : undefined;
  if (fromPreview) {
    return { rows: preview[list] as ListRows[L], total: preview.counts[list], page, setPage, loading: false, error: null };
  }
  return {
    rows: (answered?.rows ?? []) as ListRows[L],
    total: answered?.total ?? 0,
    page,
    setPage,
    loading: query.isPending || query.isFetching,
    error: query.error,
  };
}
