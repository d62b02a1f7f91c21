import { CALLS } from '@portal/domain/api/endpoints';
import type { ListInput } from '@portal/domain/api/list-page';
import type { QuotesAnswer } from '@portal/domain/api/quote';
import { callApi } from '../../../lib/api/call-api';
import { quotesQueryKey } from '../../../components/booking/booking-query-keys';
import { usePagedList } from '../../../components/list/use-paged-list';

export const getQuotes = (input: ListInput) => callApi(CALLS.getQuotes, input);
const rowsOf = (answer: QuotesAnswer) => answer.quotes;

/** GET quotes: the company's quotes of the last 30 days, a page at a time (spec 02 section 2, decision 0029). */
export function useQuotes(search: string, enabled = true) {
  return usePagedList({ queryKey: quotesQueryKey, fetchPage: getQuotes, rowsOf, search, enabled });
}
