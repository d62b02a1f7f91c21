import type { BookingOptions } from '@portal/domain/api/reference';
import { notAbleToAcceptQuote } from '@portal/domain/booking-messages';
import { acceptOptions, quotePriceError, quoteValidUntil } from '@portal/domain/quote/quote-accept';
import { quoteAccessDenial, showsQuotePrice } from '@portal/domain/quote/quote-access';
import { QUOTE_STEP, quoteStepCheck } from '@portal/domain/wizard/quote-step-rules';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { serverDenial } from '../../../components/booking/server-denial';
import { useSessionStore } from '../../../lib/session/session-store';
import { ruleContext } from '../../../components/booking/steps/details/details-value';
import { BookingWizard, type WizardStepAction } from '../../../components/booking/wizard/booking-wizard';
import { useWizardFeedback } from '../../../components/booking/wizard/wizard-feedback';
import { useAcceptQuote } from '../api/accept-quote';
import { useSaveQuote } from '../api/save-quote';
import type { QuoteStore } from '../store/quote-store';
import { draftForSubmit } from '../store/quote-wizard-state';
import { AcceptQuotePanel } from './accept-quote-panel';
import type { ConvertQuoteState } from '../../../components/booking/booking-from-quote';
import { QuoteStepBody } from './quote-step-body';
import { QuoteSummary } from './quote-summary';

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
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const state = useStore(store);
  const save = useSaveQuote();
  const accept = useAcceptQuote();
  const feedback = useWizardFeedback();

  const { draft, accepted } = state;
  const step = draft.progress;
  const readOnly = mode === 'view' || accepted || quoteAccessDenial('reprice', permissions, { isNew: state.isNew }) !== null;
  const submitted = draftForSubmit(state);
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
        feedback.clear();
        if (answer.message) feedback.setNotice(answer.message);
      },
      onError: (error) => (serverDenial(error) ? feedback.failed(error) : feedback.setErrors([notAbleToAcceptQuote(error.message)])),
    });

  const actions: Partial<Record<number, WizardStepAction>> = {
    [QUOTE_STEP.instructions]: { label: 'Next', run: price },
    [QUOTE_STEP.summary]: accepted
      ? { label: 'Next', run: () => goTo(QUOTE_STEP.accept), canAdvance: true }
      : { label: 'Accept Quote', run: acceptQuote, canAdvance: quoteAccessDenial('accept', permissions, { isNew: state.isNew }) === null },
  };

  // Leaving the Accept Quote screen ends the local copy: the server holds the accepted quote.
  const leave = (path: string, convert?: ConvertQuoteState) => {
    void navigate(path, convert ? { state: convert } : undefined);
    store.getState().reset();
  };
  const convertState = (): ConvertQuoteState => ({ quoteNumber: draft.quoteNumber, quote: submitted });

  return (
    <BookingWizard
      steps={WIZARD_STEPS.quote}
      step={step}
      store={store}
      check={quoteStepCheck(step, submitted, ruleContext(options))}
      readOnly={readOnly}
      action={actions[step]}
      onLeave={() => void navigate(quoteAccessDenial('view', permissions) === null ? '/quote' : '/')}
      feedback={feedback}
      errorsTestId="quote-page-errors"
      busy={save.isPending || accept.isPending}
      replaceCard={
        step === QUOTE_STEP.accept ? (
          <AcceptQuotePanel
            quoteNumber={draft.quoteNumber}
            price={{ quotePrice: total, breakdown: total === null ? null : state.breakdown }}
            {...acceptOptions(draft.pickupRequired, { quoteNumber: draft.quoteNumber, to: state.convertedTo })}
            onSave={() => leave('/')}
            onConvertToPickup={() => leave('/quote/convert', convertState())}
            onDropFreightIn={() => leave('/quote/dropfreight', convertState())}
          />
        ) : undefined
      }
    >
      {({ showErrors, onGoTo }) =>
        step === QUOTE_STEP.summary ? (
          <QuoteSummary
            draft={submitted}
            options={options}
            total={total}
            breakdown={total === null ? null : state.breakdown}
            generalRate={state.generalRate}
            validUntil={state.validUntil}
            onEditFreight={readOnly ? undefined : () => onGoTo(QUOTE_STEP.details)}
            pricesHidden={!showPrice}
          />
        ) : (
          <QuoteStepBody store={store} step={step} options={options} readOnly={readOnly} showErrors={showErrors} />
        )
      }
    </BookingWizard>
  );
}
