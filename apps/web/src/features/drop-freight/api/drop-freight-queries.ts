import type { DropFreightsAnswer } from '@portal/domain/api/drop-freight';
import { CALLS } from '@portal/domain/api/endpoints';
import type { ListInput } from '@portal/domain/api/list-page';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { usePagedList } from '../../../components/list/use-paged-list';
import { loadBookingOptions } from '../../../components/booking/api/booking-options';

// The drop-freight reads (spec 02 section 7): the wizards' options, one drop freight, the list.

export const dropFreightsQueryKey = ['directdropfreight/existing'] as const;

/** GET directdropfreight/new: the direct wizard's options (suburbs, depots, rates, customer defaults, ...). */
export function useDirectDropFreightOptions(enabled = true) {
  return useQuery({
    queryKey: ['directdropfreight/new', 'options'],
    queryFn: () => loadBookingOptions(CALLS.directDropFreightOptions, {}),
    enabled,
    staleTime: Infinity,
  });
}

/** GET dropfreight: the options of a drop freight from one quote, once the quote may be converted. */
export function useQuoteDropFreightOptions(quoteNumber: string, enabled = true) {
  return useQuery({
    queryKey: ['dropfreight', quoteNumber],
    queryFn: () => loadBookingOptions(CALLS.dropFreightOptions, { quote: quoteNumber }),
    enabled: enabled && quoteNumber !== '',
    staleTime: Infinity,
  });
}

/**
 * GET quote, asked only when GET dropfreight refused the quote: the drop freight it was converted
 * to, if any, which the screen resumes rather than converting again (decision 0040).
 */
export function useQuoteConvertedTo(quoteNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: ['quote', quoteNumber, 'converted to'],
    queryFn: async () => {
      const quote = await callApi(CALLS.getQuote, { quote: quoteNumber });
      // A pickup's quote names the pickup's consignment: not a drop freight to resume.
      return quote.pickup === '' ? quote.connote : '';
    },
    enabled: enabled && quoteNumber !== '',
    retry: false,
  });
}

/**
 * GET directdropfreight/edit: one stored drop freight. The list fetches it before it opens it
 * (spec 02 section 2), so the screen it opens uses that answer for a few seconds; any other
 * opening fetches afresh.
 */
export const dropFreightQuery = (conNumber: string) => ({
  queryKey: ['directdropfreight/edit', conNumber],
  queryFn: () => callApi(CALLS.getDropFreight, { conNumber }),
  staleTime: 5_000,
  gcTime: 10_000,
});

export function useDropFreight(conNumber: string, enabled = true) {
  return useQuery({ ...dropFreightQuery(conNumber), enabled: enabled && conNumber !== '' });
}

const getDropFreights = (input: ListInput) => callApi(CALLS.getDropFreights, input);
const dropFreightRowsOf = (answer: DropFreightsAnswer) => answer.quotes;

/** GET directdropfreight/existing: the company's drop freight of the last 30 days, a page at a time (spec 02 section 2, decision 0029). */
export function useDropFreights(search: string, enabled = true) {
  return usePagedList({ queryKey: dropFreightsQueryKey, fetchPage: getDropFreights, rowsOf: dropFreightRowsOf, search, enabled });
}
