import { quoteAccessDenial } from '@portal/domain/quote/quote-access';
import { useLocation } from 'react-router';
import { useSessionStore } from '../../lib/session/session-store';
import { convertStateOf } from './booking-from-quote';

/**
 * The quote a convert screen (/quote/convert, /quote/dropfreight) starts from, and its Permission
 * Denied text (spec 02 section 6): 'You do not have a quotation to convert' without one.
 */
export function useQuoteConversion(action: 'convertToPickup' | 'convertToConsignment') {
  const convert = convertStateOf(useLocation().state);
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const userName = useSessionStore((s) => s.session?.user.name ?? '');
  return { convert, userName, denial: quoteAccessDenial(action, permissions, { hasQuote: convert !== null }) };
}
