import { RATE_CARD_CALLS, type VersionTermsInput } from '@portal/domain/carrier/pricing-calls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';
import { PRICING_KEY, usePricingChange } from './pricing-key';

const versionKey = (id: number) => [...PRICING_KEY, 'version', id] as const;

/** GET pricing/versions/:id: its summary, charges and prices per item, and whether it may change; null asks nothing. */
export const useRateVersion = (id: number | null) =>
  useQuery({ queryKey: versionKey(id ?? 0), queryFn: () => callCarrier(RATE_CARD_CALLS.rateVersion, { id: id! }), enabled: id !== null });

/** GET pricing/versions/:id/lanes: a page of its lanes, searched by depot or freight type. */
export const useVersionLanes = (id: number, page: number, search: string) =>
  useQuery({
    queryKey: [...versionKey(id), 'lanes', page, search],
    queryFn: () => callCarrier(RATE_CARD_CALLS.versionLanes, { page, ...(search ? { search } : {}) }, {}, { id }),
    // The last page stays while the next loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

/** PUT pricing/versions/:id: a draft's label, charges and prices per item. */
export const useSaveVersionTerms = (id: number) => usePricingChange((terms: VersionTermsInput) => callCarrier(RATE_CARD_CALLS.saveVersionTerms, terms, {}, { id }));
