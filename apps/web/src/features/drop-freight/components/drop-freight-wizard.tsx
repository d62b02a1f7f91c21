import { DROP_FREIGHT_STATUS_BOOKED, DROP_FREIGHT_STATUS_DRAFT, type DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import type { BookingOptions } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { viewConsignmentsDenial } from '@portal/domain/consignment/consignment-access';
import { dropFreightEditable } from '@portal/domain/consignment/drop-freight-access';
import { DROP_FREIGHT_STEP, dropFreightStepCheck, dropInOutcome } from '@portal/domain/wizard/drop-freight-step-rules';
import { quoteLocked } from '@portal/domain/booking/booking-rules';
import { SKIPPABLE_STEP, WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { ruleContext } from '../../../components/booking/steps/details/details-value';
import { useScheduleRules } from '../../../components/booking/steps/schedule-pickup/schedule-rules';
import { useNow } from '../../../components/booking/steps/schedule-pickup/use-now';
import { BookingWizard, type WizardStepAction } from '../../../components/booking/wizard/booking-wizard';
import { useWizardFeedback } from '../../../components/booking/wizard/wizard-feedback';
import { existingQuoteState } from '../../../components/quote-route-state';
import { useSaveDropFreight, validateConnote } from '../api/save-drop-freight';
import type { DropFreightStore } from '../store/drop-freight-store';
import { DropFreightStepBody } from './drop-freight-step-body';
import { UnbookedFinishDialog } from './unbooked-finish-dialog';

interface DropFreightWizardProps {
  store: DropFreightStore;
  options: BookingOptions;
  /** 'view' shows the drop freight read-only (Consignments.view, spec 02 section 6). */
  mode: 'edit' | 'view';
  /** The existing route: step 2 is skipped in both directions (spec 02 section 2). */
  existing: boolean;
}

/** The steps whose Next saves a numbered draft: Details to Review Dropfreight. */
const SAVED_STEPS = [
  DROP_FREIGHT_STEP.details,
  DROP_FREIGHT_STEP.freight,
  DROP_FREIGHT_STEP.services,
  DROP_FREIGHT_STEP.dangerousGoods,
  DROP_FREIGHT_STEP.instructions,
  DROP_FREIGHT_STEP.review,
] as const;

const savedSteps = (saveStep: (next: () => void) => void): Partial<Record<number, WizardStepAction>> =>
  Object.fromEntries(SAVED_STEPS.map((s) => [s, { label: 'Next', run: saveStep }]));

const clampStep = (step: number) => Math.min(Math.max(step, DROP_FREIGHT_STEP.accounts), DROP_FREIGHT_STEP.createConsignment);

/**
 * The 10-step direct and quote-based drop-freight wizards of spec 02 section 2: configurations of
 * the booking wizard engine. Enter Consignment Number's Next numbers the drop freight on the server
 * (a manual number checked first with GET directdropfreight/validate); Create Consignment books it
 * (status 1), after which it is read-only with its label to print.
 */
export function DropFreightWizard({ store, options, mode, existing }: DropFreightWizardProps) {
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const company = useSessionStore((s) => s.session?.user.company?.name ?? '');
  const state = useStore(store);
  const now = useNow();
  // The holiday calendar loads lazily (decision 0021); until then the server judges the depot's days.
  const receives = useScheduleRules()?.isBusinessDay;
  const save = useSaveDropFreight();
  const feedback = useWizardFeedback();
  const [numberError, setNumberError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const { draft } = state;
  const step = clampStep(draft.progress);
  const booked = !dropFreightEditable(draft.status);
  const readOnly = mode === 'view' || booked;
  const ctx = { ...ruleContext(options), addresses: options.addresses, company, now, receives };

  const submit = (patch: Partial<typeof draft>, onSaved: (answer: DropFreightSaveAnswer) => void) => {
    const key = store.getState().keyForSubmit();
    save.mutate(
      { draft: { ...draft, ...patch }, key },
      {
        onSuccess: (answer) => (answer.success ? onSaved(answer) : feedback.setErrors([answer.message])),
        onError: feedback.failed,
      },
    );
  };

  /** Enter Consignment Number's Next: a manual number must pass the server's check, then the drop freight is numbered. */
  const number = async (next: () => void) => {
    setNumberError(undefined);
    if (draft.conType === 'preManual') {
      setChecking(true);
      try {
        const answer = await validateConnote(draft.conNumber);
        if (!answer.success) return setNumberError(answer.message);
      } catch (error) {
        return feedback.setErrors(errorLines(error));
      } finally {
        setChecking(false);
      }
    }
    const progress = DROP_FREIGHT_STEP.details;
    submit({ progress }, (answer) => {
      store.getState().saved(answer, progress);
      next();
      if (answer.message) feedback.setNotice(answer.message);
    });
  };

  /**
   * Next on a step after Enter Consignment Number: a numbered draft's step is saved on the server
   * (status 2, with its version) before moving on, so every device and a reload from the server
   * see it (decision 0040). The local copy stays the safety net for edits not yet saved.
   */
  const saveStep = (next: () => void, patch: Partial<typeof draft> = {}) => {
    if (!draft._created) return next();
    const progress = Math.min(step + 1, DROP_FREIGHT_STEP.createConsignment);
    submit({ ...patch, status: DROP_FREIGHT_STATUS_DRAFT, progress }, (answer) => {
      store.getState().saved(answer, progress);
      next();
    });
  };

  const createConsignment = () =>
    submit({ status: DROP_FREIGHT_STATUS_BOOKED, progress: DROP_FREIGHT_STEP.createConsignment, ...dropInOutcome(draft, ctx) }, (answer) => {
      store.getState().booked(DROP_FREIGHT_STATUS_BOOKED);
      feedback.clear();
      if (answer.message) feedback.setNotice(answer.message);
    });

  const listed = viewConsignmentsDenial(permissions) === null;
  const leave = () => void navigate(listed ? '/dropfreight' : '/');
  const onLeave = () => {
    if (quoteLocked(draft) && !draft._created) return void navigate('/quote/existing', { state: existingQuoteState(draft.quoteNumber) });
    leave();
  };

  const actions: Partial<Record<number, WizardStepAction>> = readOnly
    ? {}
    : {
        [DROP_FREIGHT_STEP.consignmentNumber]: { label: 'Next', run: (next) => (draft._created ? next() : void number(next)) },
        ...savedSteps(saveStep),
        [DROP_FREIGHT_STEP.schedule]: {
          label: 'Next',
          run: (next) => {
            const outcome = dropInOutcome(draft, ctx);
            if (outcome) store.getState().setDerived(outcome);
            saveStep(next, outcome ?? {});
          },
        },
      };
  actions[DROP_FREIGHT_STEP.createConsignment] = {
    label: 'Finish',
    // Leaving an unbooked draft is said before it happens (decision 0040).
    run: () => (readOnly ? leave() : setLeaving(true)),
    canAdvance: true,
    hint: listed ? BOOKING_MESSAGES.finishToDropFreight : BOOKING_MESSAGES.finishToDashboard,
  };
  // A read-only drop freight is only looked through.
  const readOnlyGate = readOnly ? { canAdvance: true } : {};

  const body = { store, options, readOnly, now, receives, company, existing, numberError, onCreateConsignment: createConsignment, creating: save.isPending };

  return (
    <BookingWizard
      steps={WIZARD_STEPS.dropFreight}
      step={step}
      store={store}
      skippedStep={existing ? SKIPPABLE_STEP : undefined}
      check={{ ...dropFreightStepCheck(step, draft, ctx), ...readOnlyGate }}
      readOnly={readOnly}
      action={actions[step]}
      onLeave={onLeave}
      // Review has no fields of its own, and a refused number is the server's answer.
      pageErrorSteps={[DROP_FREIGHT_STEP.consignmentNumber, DROP_FREIGHT_STEP.review]}
      feedback={feedback}
      errorsTestId="drop-freight-page-errors"
      busy={save.isPending || checking}
      above={<UnbookedFinishDialog conNumber={leaving ? draft.conNumber : ''} onLeave={leave} onStay={() => setLeaving(false)} />}
    >
      {(view) => <DropFreightStepBody {...body} {...view} />}
    </BookingWizard>
  );
}
