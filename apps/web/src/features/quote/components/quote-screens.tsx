import type { Quote } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import type { Permissions } from '@portal/domain/permissions';
import { existingQuoteMode, quoteAccessDenial } from '@portal/domain/quote/quote-access';
import { QUOTE_STEP } from '@portal/domain/wizard/quote-step-rules';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { CallError } from '../../../lib/api/call-error';
import { bookingScreens } from '../../../components/booking/wizard/booking-screens';
import { existingQuoteState, quoteNumberOfState } from '../../../components/quote-route-state';
import { useQuote, useQuoteOptions } from '../api/quote-calls';
import { useQuoteStoreApi } from '../store/quote-store';
import { blankQuoteDraft, localCopyConflicts } from '../store/quote-wizard-state';
import { QuotesScreen } from './quotes-screen';
import { QuoteWizard } from './quote-wizard';

// The quote routes of spec 02 section 2 (/quote/new, /quote/existing) with the permission rules
// of section 6: a new quote needs Quotations add; GET quote needs Quotations view, and whether
// the quote then opens editable is existingQuoteMode's.

/** Where a stored quote opens: an accepted one at Accept Quote, a read-only one at Summary. */
function openingStep(quote: Quote, permissions: Permissions): number {
  if (quote.accepted) return QUOTE_STEP.accept;
  if (existingQuoteMode(permissions, false) !== 'edit') return QUOTE_STEP.summary;
  return Math.min(Math.max(quote.progress, QUOTE_STEP.details), QUOTE_STEP.summary);
}

const QUOTE = bookingScreens({
  area: {
    kind: 'Quote',
    loadingLabel: 'Loading the quote',
    existingRoute: (local) => ({ path: '/quote/existing', state: existingQuoteState(local) }),
    newPath: '/quote/new',
    conflicts: localCopyConflicts,
    localNumber: (local) => local.draft.quoteNumber,
    load: (store, quote: Quote, permissions) => store.load(quote, openingStep(quote, permissions)),
    // A draft started here is editable; a stored quote opens by spec 02 section 6.
    modeOf: (state, permissions) => (state.isNew ? 'edit' : existingQuoteMode(permissions, state.accepted)),
    optionsErrorLines: () => [BOOKING_MESSAGES.failedToLoadQuoteOptions],
    render: (props) => <QuoteWizard {...props} />,
  },
  useStoreApi: useQuoteStoreApi,
  steps: WIZARD_STEPS.quote,
  denials: { create: (permissions) => quoteAccessDenial('create', permissions), open: (permissions) => quoteAccessDenial('view', permissions) },
  useOptions: useQuoteOptions,
  useStored: useQuote,
  numberOf: quoteNumberOfState,
  list: () => <QuotesScreen />,
  newDraft: blankQuoteDraft,
  blank: blankQuoteDraft,
  // A quote that was not found (404) is said in the error area; a refusal (403) is Permission Denied.
  refusalOf: (error) => (error instanceof CallError && error.status === 403 ? error.message : null),
});

/** /quote/new. */
export const NewQuoteScreen = QUOTE.NewScreen;

/** /quote/existing. */
export const ExistingQuoteScreen = QUOTE.ExistingScreen;
