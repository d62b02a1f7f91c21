import { Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BookingOptions } from '@portal/domain/api/reference';
import { pickupEditable, viewPickupsDenial } from '@portal/domain/pickup/pickup-access';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { errorLines } from '../../../app/api/call-error';
import { StepperHeader } from '../../../app/headers/stepper-header';
import { Page } from '../../../app/page';
import { useSessionStore } from '../../../app/session/session-store';
import { useScheduleRules } from '../../../components/booking/steps/schedule-pickup/schedule-rules';
import { useNow } from '../../../components/booking/steps/schedule-pickup/use-now';
import { WizardNav } from '../../../components/booking/wizard/wizard-nav';
import { ErrorList } from '../../../components/error-list';
import { PermissionDenied } from '../../../components/permission-denied';
import { useConvertPickup } from '../api/convert-pickup';
import { useSavePickup } from '../api/save-pickup';
import type { PickupStore } from '../store/pickup-store';
import { PICKUP_STEP } from '../store/pickup-wizard-state';
import { BookedNotice } from './booked-notice';
import { existingQuoteState } from './pickup-route-state';
import { draftForSubmit, pickupStepCheck, quoteLocked, scheduleOutcome } from './pickup-step-rules';
import { PickupStepBody } from './pickup-step-body';
import { serverDenial } from './server-denial';

interface PickupWizardProps {
  store: PickupStore;
  options: BookingOptions;
  /** 'view' shows the pickup read-only (Pickups.view, spec 02 section 6). */
  mode: 'edit' | 'view';
}

const clampStep = (step: number) => Math.min(Math.max(step, PICKUP_STEP.accounts), PICKUP_STEP.createConsignment);

/**
 * The 8-step New Pickup and Convert Quote wizards of spec 02 section 2. Review Pickup books the
 * pickup (POST quoteConvert, pickups/new or pickups/edit, with an Idempotency-Key); Create
 * Consignment posts pickups/convert, after which the pickup is completed and read-only.
 */
export function PickupWizard({ store, options, mode }: PickupWizardProps) {
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const company = useSessionStore((s) => s.session?.user.company?.name ?? '');
  const state = useStore(store);
  const rules = useScheduleRules();
  const now = useNow();
  const save = useSavePickup();
  const convert = useConvertPickup();
  const [showErrors, setShowErrors] = useState(false);
  const [pageErrors, setPageErrors] = useState<string[]>([]);
  const [denied, setDenied] = useState<string | null>(null);

  const { draft } = state;
  const step = clampStep(draft.progress);
  const completed = !pickupEditable(draft.status);
  const readOnly = mode === 'view' || completed;
  const ctx = { options, rules, now };
  const check = pickupStepCheck(step, draft, ctx);

  const goTo = (next: number) => {
    setShowErrors(false);
    setPageErrors([]);
    store.getState().goTo(next);
  };
  const failed = (error: unknown) => {
    const refusal = serverDenial(error);
    if (refusal) setDenied(refusal);
    else setPageErrors(errorLines(error));
  };

  const book = () => {
    const submitted = { ...draftForSubmit(draft, options), progress: PICKUP_STEP.review };
    store.getState().setDerived({ pickupRequired: submitted.pickupRequired, deliveryRequired: submitted.deliveryRequired });
    save.mutate(
      { draft: submitted, key: store.getState().keyForSubmit() },
      {
        onSuccess: (answer) => {
          if (!answer.success) return setPageErrors([answer.message]);
          store.getState().booked(answer, PICKUP_STEP.createConsignment);
          goTo(PICKUP_STEP.createConsignment);
        },
        onError: failed,
      },
    );
  };

  const createConsignment = () => {
    const conNumber = draft.conType === 'preManual' ? draft.conNumber.trim() : '';
    const input = { pickupNumber: draft.pickupNumber, conNumber, ExtraEmail: draft.ExtraEmail.trim() };
    convert.mutate(
      { input, key: store.getState().keyForSubmit() },
      {
        onSuccess: (answer) => {
          if (!answer.success) return setPageErrors([answer.message]);
          store.getState().converted(answer);
          setPageErrors([]);
          if (answer.message) notifications.show({ message: answer.message, color: 'freight' });
        },
        onError: failed,
      },
    );
  };

  const leave = () => void navigate(viewPickupsDenial(permissions) === null ? '/pickup' : '/');
  const onBack = () => {
    if (step > PICKUP_STEP.accounts) return goTo(step - 1);
    if (quoteLocked(draft) && !draft.pickupNumber) return void navigate('/quote/existing', { state: existingQuoteState(draft.quoteNumber) });
    leave();
  };

  const onNext = () => {
    if (step === PICKUP_STEP.createConsignment) return leave();
    if (readOnly) return goTo(step + 1);
    if (check.errors.length > 0) {
      setShowErrors(true);
      // Review has no fields of its own: its blocking messages go to the page's error area.
      if (step === PICKUP_STEP.review) setPageErrors(check.errors);
      return;
    }
    if (step === PICKUP_STEP.schedule) {
      const outcome = scheduleOutcome(draft, ctx);
      if (outcome) store.getState().setDerived(outcome);
    }
    if (step === PICKUP_STEP.review && (!draft.pickupNumber || state.dirty)) return book();
    goTo(step + 1);
  };

  const reviewLabel = !draft.pickupNumber ? 'Book Pickup' : state.dirty ? 'Save Pickup' : 'Next';
  const nextLabel = step === PICKUP_STEP.createConsignment ? 'Finish' : step === PICKUP_STEP.review && !readOnly ? reviewLabel : 'Next';
  // A read-only pickup goes on to its consignment only once it has one.
  const canAdvance = readOnly ? step !== PICKUP_STEP.review || completed : check.canAdvance;

  return (
    <Page
      size="xl"
      header={
        <StepperHeader
          steps={quoteLocked(draft) ? WIZARD_STEPS.convertQuote : WIZARD_STEPS.pickup}
          active={step - 1}
          onStepClick={(index) => goTo(index + 1)}
        />
      }
    >
      {denied && <PermissionDenied message={denied} />}
      <Stack gap="md">
        <div data-testid="pickup-page-errors">
          <ErrorList lines={pageErrors} />
        </div>
        {step === PICKUP_STEP.createConsignment && state.booking && <BookedNotice booking={state.booking} />}
        <Paper withBorder radius="lg" p="xl">
          <PickupStepBody
            store={store}
            options={options}
            readOnly={readOnly}
            showErrors={showErrors}
            now={now}
            company={company}
            onGoTo={goTo}
            onCreateConsignment={createConsignment}
            creating={convert.isPending}
          />
          <WizardNav canAdvance={canAdvance} onNext={onNext} onBack={onBack} nextLabel={nextLabel} busy={save.isPending} />
        </Paper>
      </Stack>
    </Page>
  );
}
