import type { Quote } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { existingQuoteMode } from '@portal/domain/quote/quote-access';
import type { Permissions } from '@portal/domain/permissions';
import { QUOTE_STEP } from '@portal/domain/wizard/quote-step-rules';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { useSessionStore } from '../../../lib/session/session-store';
import { WizardOpener } from '../../../components/booking/wizard/wizard-opener';
import { useQuoteOptions } from '../api/get-quote-options';
import { useQuoteStoreApi } from '../store/quote-store';
import { localCopyConflicts } from '../store/quote-wizard-state';
import { existingQuoteState } from '../../../components/quote-route-state';
import { QuoteWizard } from './quote-wizard';

interface QuoteOpenerProps {
  /** '' on /quote/new, else the number of the quote being opened. */
  opening: string;
  /** GET quote's answer for `opening`. */
  serverQuote?: Quote;
}

/** Where a stored quote opens: an accepted one at Accept Quote, a read-only one at Summary. */
function openingStep(quote: Quote, permissions: Permissions): number {
  if (quote.accepted) return QUOTE_STEP.accept;
  if (existingQuoteMode(permissions, false) !== 'edit') return QUOTE_STEP.summary;
  return Math.min(Math.max(quote.progress, QUOTE_STEP.details), QUOTE_STEP.summary);
}

/** The quote wizard's opening rules (spec 02 sections 4 and 6), run by the wizard engine's opener. */
export function QuoteOpener({ opening, serverQuote }: QuoteOpenerProps) {
  const store = useQuoteStoreApi();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const options = useQuoteOptions();
  return (
    <WizardOpener
      kind="Quote"
      steps={WIZARD_STEPS.quote}
      store={store}
      opening={opening}
      conflicts={localCopyConflicts}
      localNumber={(local) => local.draft.quoteNumber}
      open={() => (serverQuote ? store.getState().load(serverQuote, openingStep(serverQuote, permissions)) : store.getState().reset())}
      existingRoute={(local) => ({ path: '/quote/existing', state: existingQuoteState(local) })}
      newPath="/quote/new"
      options={options}
      optionsErrorLines={() => [BOOKING_MESSAGES.failedToLoadQuoteOptions]}
      loadingLabel="Loading the quote"
      // A draft started here is editable; a stored quote opens by spec 02 section 6.
      modeOf={(state) => (state.isNew ? 'edit' : existingQuoteMode(permissions, state.accepted))}
      render={(answer, mode) => <QuoteWizard store={store} options={answer} mode={mode} />}
    />
  );
}
