import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { loadBookingOptions } from '../../../components/booking/api/booking-options';

export const getQuoteConvertOptions = (quoteNumber: string) => loadBookingOptions(CALLS.quoteConvertOptions, { quote: quoteNumber });

/** GET quoteConvert: the options of the Convert Quote wizard for one quote (spec 02 section 7). */
export function useQuoteConvertOptions(quoteNumber: string, enabled = true) {
  return useQuery({
    queryKey: ['quoteConvert', quoteNumber],
    queryFn: () => getQuoteConvertOptions(quoteNumber),
    enabled: enabled && quoteNumber !== '',
    staleTime: Infinity,
  });
}
