import type { Quote } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import type { Permissions } from '@portal/domain/permissions';
import { existingQuoteMode, quoteAccessDenial } from '@portal/domain/quote/quote-access';
import { QUOTE_STEP } from '@portal/domain/wizard/quote-step-rules';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { CallError } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { ExistingRoute, useDenial, WizardGate } from '../../../components/booking/wizard/wizard-gate';
import { WizardOpener } from '../../../components/booking/wizard/wizard-opener';
import { existingQuoteState, quoteNumberOfState } from '../../../components/quote-route-state';
import { useQuote, useQuoteOptions } from '../api/quote-calls';
import { useQuoteStoreApi } from '../store/quote-store';
import { localCopyConflicts } from '../store/quote-wizard-state';
import { QuotesScreen } from './quotes-screen';
import { QuoteWizard } from './quote-wizard';

// The quote routes of spec 02 section 2 (/quote/new, /quote/existing) with the permission rules
// of section 6.

/** /quote/new: needs Quotations add. */
export function NewQuoteScreen() {
  const denial = useDenial((permissions) => quoteAccessDenial('create', permissions));
  return <WizardGate steps={WIZARD_STEPS.quote} denial={denial}>{() => <QuoteOpener opening="" />}</WizardGate>;
}

/** /quote/existing: the quote in the navigation state in the quote wizard; without one, the existing quotes list. */
export function ExistingQuoteScreen() {
  return (
    <ExistingRoute numberOf={quoteNumberOfState} list={<QuotesScreen />}>
      {(quoteNumber) => <ExistingQuote key={quoteNumber} quoteNumber={quoteNumber} />}
    </ExistingRoute>
  );
}

function ExistingQuote({ quoteNumber }: { quoteNumber: string }) {
  // GET quote needs Quotations view; whether the quote then opens editable is existingQuoteMode's.
  const denial = useDenial((permissions) => quoteAccessDenial('view', permissions));
  const quote = useQuote(quoteNumber, denial === null);
  return (
    // A quote that was not found (404) is said in the error area; a refusal (403) is Permission Denied.
    <WizardGate steps={WIZARD_STEPS.quote} denial={denial} record={quote} loadingLabel="Loading the quote" refusalOf={forbiddenOnly}>
      {(stored) => <QuoteOpener opening={quoteNumber} serverQuote={stored} />}
    </WizardGate>
  );
}

const forbiddenOnly = (error: unknown) => (error instanceof CallError && error.status === 403 ? error.message : null);

/** Where a stored quote opens: an accepted one at Accept Quote, a read-only one at Summary. */
function openingStep(quote: Quote, permissions: Permissions): number {
  if (quote.accepted) return QUOTE_STEP.accept;
  if (existingQuoteMode(permissions, false) !== 'edit') return QUOTE_STEP.summary;
  return Math.min(Math.max(quote.progress, QUOTE_STEP.details), QUOTE_STEP.summary);
}

/** The quote wizard's opening rules (spec 02 sections 4 and 6), run by the wizard engine's opener. */
function QuoteOpener({ opening, serverQuote }: { opening: string; serverQuote?: Quote }) {
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
