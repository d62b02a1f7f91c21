import type { BookingOptions } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { pickupEditable, viewPickupsDenial } from '@portal/domain/pickup/pickup-access';
import { quoteLocked } from '@portal/domain/booking/booking-rules';
import { PICKUP_STEP, pickupDraftForSubmit, pickupStepCheck, scheduleOutcome } from '@portal/domain/wizard/pickup-step-rules';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useSessionStore } from '../../../lib/session/session-store';
import { ruleContext } from '../../../components/booking/steps/details/details-value';
import { useScheduleRules } from '../../../components/booking/steps/schedule-pickup/schedule-rules';
import { useNow } from '../../../components/booking/steps/schedule-pickup/use-now';
import { BookingWizard, type WizardStepAction } from '../../../components/booking/wizard/booking-wizard';
import { useWizardFeedback } from '../../../components/booking/wizard/wizard-feedback';
import { useConvertPickup } from '../api/convert-pickup';
import { useSavePickup } from '../api/save-pickup';
import type { PickupStore } from '../store/pickup-store';
import { BookedNotice } from './booked-notice';
import { existingQuoteState } from '../../../components/quote-route-state';
import { PickupStepBody } from './pickup-step-body';

interface PickupWizardProps {
  store: PickupStore;
  options: BookingOptions;
  /** 'view' shows the pickup read-only (Pickups.view, spec 02 section 6). */
  mode: 'edit' | 'view';
}

const clampStep = (step: number) => Math.min(Math.max(step, PICKUP_STEP.accounts), PICKUP_STEP.createConsignment);

/**
 * The 8-step New Pickup and Convert Quote wizards of spec 02 section 2: configurations of the
 * booking wizard engine. Review Pickup books the pickup (POST quoteConvert, pickups/new or
 * pickups/edit, with an Idempotency-Key); Create Consignment posts pickups/convert, after which
 * the pickup is completed and read-only.
 */
export function PickupWizard({ store, options, mode }: PickupWizardProps) {
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const company = useSessionStore((s) => s.session?.user.company?.name ?? '');
  const state = useStore(store);
  const schedule = useScheduleRules();
  const now = useNow();
  const save = useSavePickup();
  const convert = useConvertPickup();
  const feedback = useWizardFeedback();

  const { draft } = state;
  const step = clampStep(draft.progress);
  const completed = !pickupEditable(draft.status);
  const readOnly = mode === 'view' || completed;
  const ctx = { ...ruleContext(options), addresses: options.addresses, company, now, schedule };
  // Every step is judged as the draft would be booked: a new pickup's services settled from the route.
  const submitted = pickupDraftForSubmit(draft, ctx);

  const book = (next: () => void) => {
    store.getState().setDerived({ pickupRequired: submitted.pickupRequired, deliveryRequired: submitted.deliveryRequired });
    save.mutate(
      { draft: { ...submitted, progress: PICKUP_STEP.review }, key: store.getState().keyForSubmit() },
      {
        onSuccess: (answer) => {
          if (!answer.success) return feedback.setErrors([answer.message]);
          store.getState().booked(answer, PICKUP_STEP.createConsignment);
          next();
        },
        onError: feedback.failed,
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
          if (!answer.success) return feedback.setErrors([answer.message]);
          store.getState().converted(answer);
          feedback.clear();
          if (answer.message) feedback.setNotice(answer.message);
        },
        onError: feedback.failed,
      },
    );
  };

  const listed = viewPickupsDenial(permissions) === null;
  const leave = () => void navigate(listed ? '/pickup' : '/');
  const onLeave = () => {
    if (quoteLocked(draft) && !draft.pickupNumber) return void navigate('/quote/existing', { state: existingQuoteState(draft.quoteNumber) });
    leave();
  };

  const reviewLabel = !draft.pickupNumber ? 'Book Pickup' : state.dirty ? 'Save Pickup' : 'Next';
  const actions: Partial<Record<number, WizardStepAction>> = readOnly
    ? {}
    : {
        [PICKUP_STEP.schedule]: {
          label: 'Next',
          run: (next) => {
            const outcome = scheduleOutcome(draft, ctx);
            if (outcome) store.getState().setDerived(outcome);
            next();
          },
        },
        [PICKUP_STEP.review]: { label: reviewLabel, run: (next) => (!draft.pickupNumber || state.dirty ? book(next) : next()) },
      };
  actions[PICKUP_STEP.createConsignment] = {
    label: 'Finish',
    run: leave,
    canAdvance: true,
    hint: listed ? BOOKING_MESSAGES.finishToPickups : BOOKING_MESSAGES.finishToDashboard,
  };
  // A read-only pickup is only looked through; it goes on to its consignment once it has one.
  const readOnlyGate = readOnly ? { canAdvance: step !== PICKUP_STEP.review || completed } : {};
  const action = actions[step];

  const body = { store, options, readOnly, now, company, onCreateConsignment: createConsignment, creating: convert.isPending, onConnoteEdit: feedback.clear };

  return (
    <BookingWizard
      steps={quoteLocked(draft) ? WIZARD_STEPS.convertQuote : WIZARD_STEPS.pickup}
      step={step}
      store={store}
      check={{ ...pickupStepCheck(step, submitted, ctx), ...readOnlyGate }}
      readOnly={readOnly}
      action={action}
      onLeave={onLeave}
      pageErrorSteps={[PICKUP_STEP.review]}
      feedback={feedback}
      errorsTestId="pickup-page-errors"
      busy={save.isPending}
      above={step === PICKUP_STEP.createConsignment && state.booking ? <BookedNotice booking={state.booking} /> : undefined}
    >
      {(view) => <PickupStepBody {...body} {...view} />}
    </BookingWizard>
  );
}
