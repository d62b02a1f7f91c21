import { Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BookingOptions } from '@portal/domain/api/reference';
import { notAbleToAcceptQuote } from '@portal/domain/booking-messages';
import { acceptOptions, quotePriceError, quoteValidUntil } from '@portal/domain/quote/quote-accept';
import { quoteAccessDenial, showsQuotePrice } from '@portal/domain/quote/quote-access';
import { stepClickable, WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { errorLines } from '../../../app/api/call-error';
import { StepperHeader } from '../../../app/headers/stepper-header';
import { Page } from '../../../app/page';
import { useSessionStore } from '../../../app/session/session-store';
import { WizardNav } from '../../../components/booking/wizard/wizard-nav';
import { ErrorList } from '../../../components/error-list';
import { useAcceptQuote } from '../api/accept-quote';
import { useSaveQuote } from '../api/save-quote';
import type { QuoteStore } from '../store/quote-store';
import { draftForSubmit } from '../store/quote-wizard-state';
import { AcceptQuotePanel } from './accept-quote-panel';
import type { ConvertQuoteState } from './quote-route-state';
import { QUOTE_STEP, quoteStepCheck } from './quote-step-rules';
import { QuoteStepBody } from './quote-step-body';
import { QuoteSummary } from './quote-summary';

interface QuoteWizardProps {
  store: QuoteStore;
  options: BookingOptions;
  /** 'view' shows the quote read-only (Quotations view without edit, spec 02 section 6). */
  mode: 'edit' | 'view';
}

/**
 * The 5-step quote wizard of spec 02 section 2, then the Accept Quote screen. Summary posts the
 * draft (POST quoteNew) when it has changed; Accept posts POST quote.
 */
export function QuoteWizard({ store, options, mode }: QuoteWizardProps) {
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const state = useStore(store);
  const save = useSaveQuote();
  const accept = useAcceptQuote();
  const [showErrors, setShowErrors] = useState(false);
  const [pageErrors, setPageErrors] = useState<string[]>([]);

  const { draft, accepted } = state;
  const step = draft.progress;
  const readOnly = mode === 'view' || accepted;
  const check = quoteStepCheck(step, state, options);
  const canAccept = !accepted && quoteAccessDenial('accept', permissions, { isNew: state.isNew }) === null;
  const showPrice = showsQuotePrice(permissions);
  const canView = quoteAccessDenial('view', permissions) === null;
  const total = showPrice && quotePriceError(state.quotePrice) === undefined ? state.quotePrice : null;

  const goTo = (next: number) => {
    setShowErrors(false);
    setPageErrors([]);
    state.goTo(next);
  };

  // Summary posts the draft (spec 02 section 7, POST quoteNew) unless the server already has it.
  const price = () => {
    if (readOnly || (!state.dirty && draft.quoteNumber)) return goTo(QUOTE_STEP.summary);
    save.mutate(draftForSubmit({ ...state, draft: { ...draft, progress: QUOTE_STEP.summary } }), {
      onSuccess: (answer) => {
        if (answer.errorMsg) return setPageErrors([answer.errorMsg]);
        store.getState().priced(answer, quoteValidUntil(Date.now()));
        goTo(QUOTE_STEP.summary);
        // A financial user must see a real price (spec 02 section 5).
        const priceError = showPrice ? quotePriceError(answer.quotePrice) : undefined;
        if (priceError) setPageErrors([priceError]);
      },
      onError: (error) => setPageErrors(errorLines(error)),
    });
  };

  const acceptQuote = () =>
    accept.mutate(draft.quoteNumber, {
      onSuccess: (answer) => {
        if (!answer.success) return setPageErrors([notAbleToAcceptQuote(answer.message)]);
        store.getState().markAccepted(QUOTE_STEP.accept);
        setPageErrors([]);
        if (answer.message) notifications.show({ message: answer.message, color: 'freight' });
      },
      onError: (error) => setPageErrors([notAbleToAcceptQuote(error.message)]),
    });

  const onNext = () => {
    if (!readOnly && check.errors.length > 0) return setShowErrors(true);
    if (step === QUOTE_STEP.instructions) return price();
    if (step === QUOTE_STEP.summary && !accepted) return acceptQuote();
    goTo(step + 1);
  };

  // Leaving the Accept Quote screen ends the local copy: the server holds the accepted quote.
  const leave = (path: string, convert?: ConvertQuoteState) => {
    void navigate(path, convert ? { state: convert } : undefined);
    store.getState().reset();
  };
  const convertState = (): ConvertQuoteState => ({ quoteNumber: draft.quoteNumber, quote: draftForSubmit(state) });
  const choices = acceptOptions(draft.pickupRequired);

  return (
    <Page
      size="xl"
      header={
        <StepperHeader
          steps={WIZARD_STEPS.quote}
          active={step}
          onStepClick={goTo}
          canSelectStep={(index) => stepClickable(index + 1, step + 1)}
        />
      }
    >
      <Stack gap="md">
        <div data-testid="quote-page-errors">
          <ErrorList lines={pageErrors} />
        </div>
        {step === QUOTE_STEP.accept ? (
          <AcceptQuotePanel
            quoteNumber={draft.quoteNumber}
            {...choices}
            onSave={() => leave('/')}
            onConvertToPickup={() => leave('/quote/convert', convertState())}
            onDropFreightIn={() => leave('/quote/dropfreight', convertState())}
          />
        ) : (
          <Paper withBorder radius="lg" p="xl">
            {step === QUOTE_STEP.summary ? (
              <QuoteSummary
                draft={draftForSubmit(state)}
                options={options}
                total={total}
                breakdown={total === null ? null : state.breakdown}
                generalRate={state.generalRate}
                validUntil={state.validUntil}
                onEditFreight={readOnly ? undefined : () => goTo(QUOTE_STEP.details)}
              />
            ) : (
              <QuoteStepBody store={store} step={step} options={options} readOnly={readOnly} showErrors={showErrors} />
            )}
            <WizardNav
              canAdvance={step === QUOTE_STEP.summary && !accepted ? canAccept : check.canAdvance}
              onNext={onNext}
              onBack={() => (step > 0 ? goTo(step - 1) : void navigate(canView ? '/quote' : '/'))}
              nextLabel={step === QUOTE_STEP.summary && !accepted ? 'Accept Quote' : 'Next'}
              busy={save.isPending || accept.isPending}
            />
          </Paper>
        )}
      </Stack>
    </Page>
  );
}
