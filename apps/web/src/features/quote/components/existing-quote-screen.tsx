import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { can } from '@portal/domain/permissions';
import { useLocation } from 'react-router';
import { errorLines } from '../../../app/api/call-error';
import { useSessionStore } from '../../../app/session/session-store';
import { ErrorList } from '../../../components/error-list';
import { FullPageLoader } from '../../../components/full-page-loader';
import { PermissionDenied } from '../../../components/permission-denied';
import { useQuote } from '../api/get-quote';
import { QuoteFrame } from './quote-frame';
import { QuoteOpener } from './quote-opener';
import { quoteNumberOfState } from './quote-route-state';
import { QuotesScreen } from './quotes-screen';

/**
 * /quote/existing (spec 02 section 2): with a quote in the navigation state, that quote in the
 * quote wizard; without one, the existing quotes list.
 */
export function ExistingQuoteScreen() {
  const location = useLocation();
  const quoteNumber = quoteNumberOfState(location.state);
  if (!quoteNumber) return <QuotesScreen />;
  return <ExistingQuote key={quoteNumber} quoteNumber={quoteNumber} />;
}

function ExistingQuote({ quoteNumber }: { quoteNumber: string }) {
  // Edit or view opens a quote; which of them applies depends on the quote (existingQuoteMode).
  const allowed = useSessionStore((s) => {
    const permissions = s.session?.user.permissions;
    return can(permissions, 'Quotations', 'view') || can(permissions, 'Quotations', 'edit');
  });
  const quote = useQuote(quoteNumber, allowed);

  if (!allowed) {
    return (
      <QuoteFrame>
        <PermissionDenied message={BOOKING_MESSAGES.noAccessViewQuotations} />
      </QuoteFrame>
    );
  }
  if (!quote.data) {
    return (
      <QuoteFrame>
        {quote.isPending && <FullPageLoader label="Loading the quote" />}
        <ErrorList lines={errorLines(quote.error)} />
      </QuoteFrame>
    );
  }
  return <QuoteOpener opening={quoteNumber} serverQuote={quote.data} />;
}
