import type { BookingOptions, RateOption } from '@portal/domain/api/reference';
import { notAbleToAcceptQuote } from '@portal/domain/booking-messages';
import { acceptOptions, quotePriceError, quoteValidUntil } from '@portal/domain/quote/quote-accept';
import { quoteAccessDenial, showsQuotePrice } from '@portal/domain/quote/quote-access';
import { QUOTE_STEP, QUOTE_STEPS, quoteStepCheck } from '@portal/domain/wizard/quote-step-rules';
import { useStore } from 'zustand';
import type { ConvertQuoteState } from '../../../components/booking/booking-from-quote';
import { serverDenial } from '../../../components/booking/server-denial';
import { ruleContext, useDetailsRoute } from '../../../components/booking/steps/details/details-value';
import { BookingWizard } from '../../../components/booking/wizard/booking-wizard';
import { useBookingWizard } from '../../../components/booking/wizard/use-booking-wizard';
import { useAcceptQuote, useSaveQuote } from '../api/quote-calls';
import type { QuoteStore } from '../store/quote-store';
import { detailsOf, draftForSubmit } from '../store/quote-wizard-state';
import { AcceptQuotePanel } from '../../../components/booking/steps/summary/accept-quote-panel';
import { QUOTE_SCREENS } from './quote-steps';

// One empty list while the route is unknown, so the freight step's route types stay memoised.
const NO_RATES: readonly RateOption[] = [];

interface QuoteWizardProps {
  store: QuoteStore;
  options: BookingOptions;
  /** 'view' shows the quote read-only (Quotations view without edit, spec 02 section 6). */
  mode: 'edit' | 'view';
}

/**
 * The 5-step quote wizard of spec 02 section 2, then the Accept Quote screen: a configuration of
 * the booking wizard engine. Special Instructions' Next posts the draft (POST quoteNew) when it
 * has changed; Summary's Accept Quote posts POST quote.
 */
export function QuoteWizard({ store, options, mode }: QuoteWizardProps) {
  const state = useStore(store);
  const { draft, accepted } = state;
  const wizard = useBookingWizard({
    store,
    progress: draft.progress,
    readOnly: (permissions) => mode === 'view' || accepted || quoteAccessDenial('reprice', permissions, { isNew: state.isNew }) !== null,
    lastStep: QUOTE_STEP.accept,
    list: { path: '/quote', denial: (permissions) => quoteAccessDenial('view', permissions) },
  });
  const { step, feedback, permissions, readOnly } = wizard;
  const save = useSaveQuote();
  const accept = useAcceptQuote();
  const submitted = draftForSubmit(state);
  const details = detailsOf(state);
  const routeRates = useDetailsRoute(details, options).route?.rates ?? NO_RATES;
  const showPrice = showsQuotePrice(permissions);
  const total = showPrice && quotePriceError(state.quotePrice) === undefined ? state.quotePrice : null;
  const goTo = (next: number) => {
    feedback.clear();
    store.getState().goTo(next);
  };

  // Summary posts the draft (spec 02 section 7, POST quoteNew) unless the server already has it.
  const price = () => {
    if (readOnly || (!state.dirty && draft.quoteNumber)) return goTo(QUOTE_STEP.summary);
    save.mutate(draftForSubmit({ ...state, draft: { ...draft, progress: QUOTE_STEP.summary } }), {
      onSuccess: (answer) => {
        if (answer.errorMsg) return feedback.setErrors([answer.errorMsg]);
        store.getState().priced(answer, quoteValidUntil(Date.now()));
        goTo(QUOTE_STEP.summary);
        // A financial user must see a real price (spec 02 section 5).
        const priceError = showPrice ? quotePriceError(answer.quotePrice) : undefined;
        if (priceError) feedback.setErrors([priceError]);
      },
      // A refusal shows as Permission Denied, as in every wizard (wizard-feedback.ts).
      onError: feedback.failed,
    });
  };

  const acceptQuote = () =>
    accept.mutate({ quoteNumber: draft.quoteNumber, version: draft.version }, {
      onSuccess: (answer) => {
        if (!answer.success) return feedback.setErrors([notAbleToAcceptQuote(answer.message)]);
        store.getState().markAccepted(QUOTE_STEP.accept, answer.version);
        feedback.settled(answer.message);
      },
      onError: (error) => (serverDenial(error) ? feedback.failed(error) : feedback.setErrors([notAbleToAcceptQuote(error.message)])),
    });

  const summary = accepted
    ? { label: 'Next', run: () => goTo(QUOTE_STEP.accept), canAdvance: true }
    : { label: 'Accept Quote', run: acceptQuote, canAdvance: quoteAccessDenial('accept', permissions, { isNew: state.isNew }) === null };

  // Leaving the Accept Quote screen ends the local copy: the server holds the accepted quote.
  const leave = (path: string, convert?: ConvertQuoteState) => {
    void wizard.navigate(path, convert ? { state: convert } : undefined);
    store.getState().reset();
  };
  const convertState = (): ConvertQuoteState => ({ quoteNumber: draft.quoteNumber, quote: submitted });
  const acceptedPrice = { quotePrice: total, breakdown: total === null ? null : state.breakdown };
  const common = { options, readOnly, onChange: state.patchDraft };
  const view = { ...state, submitted, options, readOnly, common, details, onDetailsChange: state.patchDetails, routeRates, total, pricesHidden: !showPrice };

  return (
    <BookingWizard
      table={QUOTE_STEPS}
      screens={QUOTE_SCREENS}
      view={view}
      actions={{ instructions: { label: 'Next', run: price }, summary }}
      {...wizard.frame}
      check={quoteStepCheck(step, submitted, ruleContext(options))}
      errorsTestId="quote-page-errors"
      busy={save.isPending || accept.isPending}
      replaceCard={
        step === QUOTE_STEP.accept ? (
          <AcceptQuotePanel
            quoteNumber={draft.quoteNumber}
            price={acceptedPrice}
            {...acceptOptions(draft.pickupRequired, { quoteNumber: draft.quoteNumber, to: state.convertedTo })}
            onSave={() => leave('/')}
            onConvertToPickup={() => leave('/quote/convert', convertState())}
            onDropFreightIn={() => leave('/quote/dropfreight', convertState())}
          />
        ) : undefined
      }
    />
  );
}
