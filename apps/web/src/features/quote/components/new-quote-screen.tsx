import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { quoteAccessDenial } from '@portal/domain/quote/quote-access';
import { useSessionStore } from '../../../lib/session/session-store';
import { PermissionDenied } from '../../../components/permission-denied';
import { WizardFrame } from '../../../components/booking/wizard/wizard-frame';
import { QuoteOpener } from './quote-opener';

/** /quote/new: needs Quotations add (spec 02 section 6). */
export function NewQuoteScreen() {
  const denial = useSessionStore((s) => quoteAccessDenial('create', s.session?.user.permissions ?? {}));
  if (denial) {
    return (
      <WizardFrame steps={WIZARD_STEPS.quote}>
        <PermissionDenied message={denial} />
      </WizardFrame>
    );
  }
  return <QuoteOpener opening="" />;
}
