import type { BookingOptions } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { quoteLocked } from '@portal/domain/booking/booking-rules';
import { pickupEditable, viewPickupsDenial } from '@portal/domain/pickup/pickup-access';
import { PICKUP_STEP, PICKUP_STEPS, pickupDraftForSubmit, pickupStepCheck, scheduleOutcome } from '@portal/domain/wizard/pickup-step-rules';
import { useStore } from 'zustand';
import { useScheduleRules } from '../../../components/booking/steps/schedule-pickup/schedule-rules';
import { BookingWizard } from '../../../components/booking/wizard/booking-wizard';
import { useBookingWizard } from '../../../components/booking/wizard/use-booking-wizard';
import { useStepBinding } from '../../../components/booking/wizard/use-step-binding';
import { useConvertPickup, useSavePickup } from '../api/pickup-calls';
import type { PickupStore } from '../store/pickup-store';
import { detailsOf } from '../store/pickup-wizard-state';
import { BookedNotice } from '../../../components/booking/steps/create-consignment/booked-notice';
import { PICKUP_SCREENS } from './pickup-steps';

interface PickupWizardProps {
  store: PickupStore;
  options: BookingOptions;
  /** 'view' shows the pickup read-only (Pickups.view, spec 02 section 6). */
  mode: 'edit' | 'view';
}

/**
 * The 8-step New Pickup and Convert Quote wizards of spec 02 section 2: configurations of the
 * booking wizard engine. Review Pickup books the pickup (POST quoteConvert, pickups/new or
 * pickups/edit, with an Idempotency-Key); Create Consignment posts pickups/convert, after which
 * the pickup is completed and read-only.
 */
export function PickupWizard({ store, options, mode }: PickupWizardProps) {
  const state = useStore(store);
  const { draft } = state;
  const completed = !pickupEditable(draft.status);
  const readOnly = mode === 'view' || completed;
  const wizard = useBookingWizard({
    store,
    progress: draft.progress,
    readOnly,
    lastStep: PICKUP_STEP.createConsignment,
    list: { path: '/pickup', denial: viewPickupsDenial },
    returnToQuote: quoteLocked(draft) && !draft.pickupNumber ? draft.quoteNumber : undefined,
    finishHints: { list: BOOKING_MESSAGES.finishToPickups, dashboard: BOOKING_MESSAGES.finishToDashboard },
  });
  const { step, feedback } = wizard;
  const schedule = useScheduleRules();
  const save = useSavePickup();
  const convert = useConvertPickup();
  const binding = useStepBinding(store, options, readOnly, detailsOf);
  const ctx = { ...wizard.context(options), schedule };
  // Every step is judged as the draft would be booked: a new pickup's services settled from the route.
  const submitted = pickupDraftForSubmit(draft, ctx);

  const book = (next: () => void) => {
    store.getState().setDerived({ pickupRequired: submitted.pickupRequired, deliveryRequired: submitted.deliveryRequired });
    const input = { draft: { ...submitted, progress: PICKUP_STEP.review }, key: store.getState().keyForSubmit() };
    save.mutate(
      input,
      feedback.replies((answer) => {
        store.getState().booked(answer, PICKUP_STEP.createConsignment);
        next();
      }),
    );
  };

  const createConsignment = () => {
    const conNumber = draft.conType === 'preManual' ? draft.conNumber.trim() : '';
    const input = { pickupNumber: draft.pickupNumber, conNumber, ExtraEmail: draft.ExtraEmail.trim() };
    convert.mutate(
      { input, key: store.getState().keyForSubmit() },
      feedback.replies((answer) => {
        store.getState().converted(answer);
        feedback.settled(answer.message);
      }),
    );
  };

  const scheduled = (next: () => void) => {
    const outcome = scheduleOutcome(draft, ctx);
    if (outcome) store.getState().setDerived(outcome);
    next();
  };
  const reviewLabel = !draft.pickupNumber ? 'Book Pickup' : state.dirty ? 'Save Pickup' : 'Next';
  const editing = readOnly
    ? {}
    : {
        schedule: { label: 'Next', run: scheduled },
        review: { label: reviewLabel, run: (next: () => void) => (!draft.pickupNumber || state.dirty ? book(next) : next()) },
      };
  // A read-only pickup is only looked through; it goes on to its consignment once it has one.
  const readOnlyGate = readOnly ? { canAdvance: step !== PICKUP_STEP.review || completed } : {};
  const view = { ...binding, company: wizard.company, now: wizard.now, onCreateConsignment: createConsignment, creating: convert.isPending, onConnoteEdit: feedback.clear };

  return (
    <BookingWizard
      table={PICKUP_STEPS}
      quoted={quoteLocked(draft)}
      screens={PICKUP_SCREENS}
      view={view}
      actions={{ ...editing, createConsignment: wizard.finish() }}
      {...wizard.frame}
      check={{ ...pickupStepCheck(step, submitted, ctx), ...readOnlyGate }}
      pageErrorSteps={['review']}
      errorsTestId="pickup-page-errors"
      busy={save.isPending}
      above={step === PICKUP_STEP.createConsignment && state.booking ? <BookedNotice booking={state.booking} /> : undefined}
    />
  );
}
