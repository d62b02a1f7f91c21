import { CALLS } from '@portal/domain/api/endpoints';
import type { QuotePriceFields } from '@portal/domain/api/quote';
import { quoteAccessDenial, showsQuotePrice } from '@portal/domain/quote/quote-access';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call-api';
import { useSessionStore } from '../../lib/session/session-store';

const NO_PRICE: QuotePriceFields = { quotePrice: null, breakdown: null };

/**
 * The stored price of the quote a pickup or drop freight is made from (issue 24), read with GET
 * quote, whose answer carries it only to QuotationFinancials view (spec 02 section 6). It is not
 * asked for without that view, nor for a booking without a quote; a failed read shows no price
 * (the booking itself is what the screen is for).
 */
export function useQuotePrice(quoteNumber: string): QuotePriceFields {
  const asks = useSessionStore((s) => {
    const permissions = s.session?.user.permissions ?? {};
    return showsQuotePrice(permissions) && quoteAccessDenial('view', permissions) === null;
  });
  const quote = useQuery({
    queryKey: ['quote price', quoteNumber],
    queryFn: () => callApi(CALLS.getQuote, { quote: quoteNumber }),
    enabled: asks && quoteNumber !== '',
    // An accepted quote's price never changes (decision 0030: only an unaccepted quote is re-priced).
    staleTime: Infinity,
    retry: false,
  });
  if (!asks || !quote.data) return NO_PRICE;
  return { quotePrice: quote.data.quotePrice, breakdown: quote.data.breakdown };
}
