import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';

export const getQuoteConvertOptions = (quoteNumber: string) => callApi(CALLS.quoteConvertOptions, { quote: quoteNumber });

/** GET quoteConvert: the options of the Convert Quote wizard for one quote (spec 02 section 7). */
export function useQuoteConvertOptions(quoteNumber: string, enabled = true) {
  return useQuery({
    queryKey: ['quoteConvert', quoteNumber],
    queryFn: () => getQuoteConvertOptions(quoteNumber),
    enabled: enabled && quoteNumber !== '',
    staleTime: Infinity,
  });
}
