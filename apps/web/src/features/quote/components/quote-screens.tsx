import type { Quote } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import type { Permissions } from '@portal/domain/permissions';
import { existingQuoteMode, quoteAccessDenial } from '@portal/domain/quote/quote-access';
import { QUOTE_STEP } from '@portal/domain/wizard/quote-step-rules';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { CallError } from '../../../lib/api/call-error';
import { ExistingRoute, useDenial, WizardGate } from '../../../components/booking/wizard/wizard-gate';
import { WizardOpener, type WizardArea } from '../../../components/booking/wizard/wizard-opener';
import { existingQuoteState, quoteNumberOfState } from '../../../components/quote-route-state';
import { useQuote, useQuoteOptions } from '../api/quote-calls';
import { useQuoteStoreApi, type QuoteStoreState } from '../store/quote-store';
import { blankQuoteDraft, localCopyConflicts } from '../store/quote-wizard-state';
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
      {(stored) => <QuoteOpener opening={quoteNumber} stored={stored} />}
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

/** How the quote wizard's drafts open (spec 02 sections 4 and 6). */
const QUOTE_AREA: WizardArea<QuoteStoreState, Quote> = {
  kind: 'Quote',
  loadingLabel: 'Loading the quote',
  existingRoute: (local) => ({ path: '/quote/existing', state: existingQuoteState(local) }),
  newPath: '/quote/new',
  conflicts: localCopyConflicts,
  localNumber: (local) => local.draft.quoteNumber,
  load: (store, quote, permissions) => store.load(quote, openingStep(quote, permissions)),
  // A draft started here is editable; a stored quote opens by spec 02 section 6.
  modeOf: (state, permissions) => (state.isNew ? 'edit' : existingQuoteMode(permissions, state.accepted)),
  optionsErrorLines: () => [BOOKING_MESSAGES.failedToLoadQuoteOptions],
  render: (props) => <QuoteWizard {...props} />,
};

function QuoteOpener({ opening, stored }: { opening: string; stored?: Quote }) {
  const options = useQuoteOptions();
  return <WizardOpener area={QUOTE_AREA} store={useQuoteStoreApi()} steps={WIZARD_STEPS.quote} opening={opening} stored={stored} fresh={blankQuoteDraft} options={options} />;
}
