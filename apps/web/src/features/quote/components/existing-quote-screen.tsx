import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { quoteAccessDenial } from '@portal/domain/quote/quote-access';
import { useLocation } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { ErrorList } from '../../../components/error-list';
import { FullPageLoader } from '../../../components/full-page-loader';
import { PermissionDenied } from '../../../components/permission-denied';
import { useQuote } from '../api/get-quote';
import { WizardFrame } from '../../../components/booking/wizard/wizard-frame';
import { QuoteOpener } from './quote-opener';
import { quoteNumberOfState } from '../../../components/quote-route-state';
import { QuotesScreen } from './quotes-screen';
import { serverDenial } from './server-denial';

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
  // GET quote needs Quotations view; whether the quote then opens editable is existingQuoteMode's.
  const denial = useSessionStore((s) => quoteAccessDenial('view', s.session?.user.permissions ?? {}));
  const quote = useQuote(quoteNumber, denial === null);
  const refused = denial ?? serverDenial(quote.error);

  if (refused) {
    return (
      <WizardFrame steps={WIZARD_STEPS.quote}>
        <PermissionDenied message={refused} />
      </WizardFrame>
    );
  }
  if (!quote.data) {
    return (
      <WizardFrame steps={WIZARD_STEPS.quote}>
        {quote.isPending && <FullPageLoader label="Loading the quote" />}
        <ErrorList lines={errorLines(quote.error)} />
      </WizardFrame>
    );
  }
  return <QuoteOpener opening={quoteNumber} serverQuote={quote.data} />;
}
