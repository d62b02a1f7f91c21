import { PRICE_STUDY_CALLS, type PriceCheckInput } from '@portal/domain/carrier/pricing-calls';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';
import { PRICING_KEY } from './pricing-key';

// What a change would cost and a price check: the server writes nothing for either.

/** GET pricing/versions/:id/impact: the last 90 days re-priced under a draft or scheduled version. */
export const useVersionImpact = (id: number | null) =>
  useQuery({
    queryKey: [...PRICING_KEY, 'version', id ?? 0, 'impact'],
    queryFn: () => callCarrier(PRICE_STUDY_CALLS.versionImpact, { id: id! }),
    enabled: id !== null,
  });

/** The fewest letters the server searches suburbs by. */
export const SUBURB_SEARCH_MIN = 2;

/** GET pricing/suburbs: the suburbs whose label starts with what is typed (2 letters or more). */
export function usePricingSuburbs(search: string) {
  const typed = search.trim();
  return useQuery({
    queryKey: [...PRICING_KEY, 'suburbs', typed.toUpperCase()],
    queryFn: () => callCarrier(PRICE_STUDY_CALLS.pricingSuburbs, { search: typed }),
    enabled: typed.length >= SUBURB_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** POST pricing/price-check: a consignment priced under a customer's card and General, side by side. */
export const usePriceCheck = () => useMutation({ mutationFn: (check: PriceCheckInput) => callCarrier(PRICE_STUDY_CALLS.priceCheck, check) });
