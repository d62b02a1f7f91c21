import { DROP_FREIGHT_STATUS_BOOKED, DROP_FREIGHT_STATUS_DRAFT, type DropFreightDraft, type DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import type { BookingOptions } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { quoteLocked } from '@portal/domain/booking/booking-rules';
import { viewConsignmentsDenial } from '@portal/domain/consignment/consignment-access';
import { dropFreightEditable } from '@portal/domain/consignment/drop-freight-access';
import { DROP_FREIGHT_STEP, DROP_FREIGHT_STEPS, dropFreightStepCheck, dropInOutcome } from '@portal/domain/wizard/drop-freight-step-rules';
import { SKIPPABLE_STEP } from '@portal/domain/wizard/wizard-steps';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useConnoteCheck } from '../../../components/booking/steps/consignment-number/use-connote-check';
import { useScheduleRules } from '../../../components/booking/steps/schedule-pickup/schedule-rules';
import { BookingWizard, type WizardStepAction } from '../../../components/booking/wizard/booking-wizard';
import { useBookingWizard } from '../../../components/booking/wizard/use-booking-wizard';
import { useStepBinding } from '../../../components/booking/wizard/use-step-binding';
import { useSaveDropFreight, validateConnote } from '../api/drop-freight-calls';
import type { DropFreightStore } from '../store/drop-freight-store';
import { DROP_FREIGHT_SCREENS } from './drop-freight-steps';
import { UnbookedFinishDialog } from '../../../components/booking/steps/create-consignment/unbooked-finish-dialog';

interface DropFreightWizardProps {
  store: DropFreightStore;
  options: BookingOptions;
  /** 'view' shows the drop freight read-only (Consignments.view, spec 02 section 6). */
  mode: 'edit' | 'view';
  /** The existing route: step 2 is skipped in both directions (spec 02 section 2). */
  existing: boolean;
}

/** The steps whose Next saves a numbered draft: Details to Review Dropfreight. */
const SAVED_STEPS = ['details', 'freight', 'services', 'dangerousGoods', 'instructions', 'review'] as const;

const asDraft = (draft: DropFreightDraft) => draft;

/**
 * The 10-step direct and quote-based drop-freight wizards of spec 02 section 2: configurations of
 * the booking wizard engine. Enter Consignment Number's Next numbers the drop freight on the server
 * (a manual number checked first with GET directdropfreight/validate); Create Consignment books it
 * (status 1), after which it is read-only with its label to print.
 */
export function DropFreightWizard({ store, options, mode, existing }: DropFreightWizardProps) {
  const { draft } = useStore(store);
  const readOnly = mode === 'view' || !dropFreightEditable(draft.status);
  const wizard = useBookingWizard({
    store,
    progress: draft.progress,
    readOnly,
    lastStep: DROP_FREIGHT_STEP.createConsignment,
    list: { path: '/dropfreight', denial: viewConsignmentsDenial },
    returnToQuote: quoteLocked(draft) && !draft._created ? draft.quoteNumber : undefined,
    finishHints: { list: BOOKING_MESSAGES.finishToDropFreight, dashboard: BOOKING_MESSAGES.finishToDashboard },
  });
  const { step, feedback } = wizard;
  // The holiday calendar loads lazily (decision 0021); until then the server judges the depot's days.
  const receives = useScheduleRules()?.isBusinessDay;
  const save = useSaveDropFreight();
  const binding = useStepBinding(store, options, readOnly, asDraft);
  const [leaving, setLeaving] = useState(false);
  // The receiving depot's own same-day cut-offs (decision 0055).
  const ctx = { ...wizard.context(options), receives, depots: options.depots };

  const submit = (patch: Partial<DropFreightDraft>, onSaved: (answer: DropFreightSaveAnswer) => void) => {
    save.mutate({ draft: { ...draft, ...patch }, key: store.getState().keyForSubmit() }, feedback.replies(onSaved));
  };
  const connote = useConnoteCheck(validateConnote, feedback);

  /** Enter Consignment Number's Next: the first save numbers the drop freight, once a manual number is checked. */
  const number = (next: () => void) =>
    connote.check(draft, () =>
      submit({ progress: DROP_FREIGHT_STEP.details }, (answer) => {
        store.getState().saved(answer, DROP_FREIGHT_STEP.details);
        next();
        feedback.setNotice(answer.message);
      }),
    );

  /**
   * Next on a step after Enter Consignment Number: a numbered draft's step is saved on the server
   * (status 2, with its version) before moving on, so every device and a reload from the server
   * see it (decision 0040). The local copy stays the safety net for edits not yet saved.
   */
  const saveStep = (next: () => void, patch: Partial<DropFreightDraft> = {}) => {
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
      feedback.settled(answer.message);
    });

  const scheduled = (next: () => void) => {
    const outcome = dropInOutcome(draft, ctx);
    if (outcome) store.getState().setDerived(outcome);
    saveStep(next, outcome ?? {});
  };
  const saving: WizardStepAction = { label: 'Next', run: saveStep };
  const editing = readOnly
    ? {}
    : {
        ...Object.fromEntries(SAVED_STEPS.map((key) => [key, saving])),
        consignmentNumber: { label: 'Next', run: (next: () => void) => (draft._created ? next() : number(next)) },
        schedule: { label: 'Next', run: scheduled },
      };
  // Leaving an unbooked draft is said before it happens (decision 0040).
  const finish = wizard.finish(readOnly ? wizard.leave : () => setLeaving(true));
  const view = { ...binding, numberError: connote.numberError, company: wizard.company, now: wizard.now, receives, existing, onCreateConsignment: createConsignment, creating: save.isPending };

  return (
    <BookingWizard
      table={DROP_FREIGHT_STEPS}
      screens={DROP_FREIGHT_SCREENS}
      view={{ ...view, depot: options.depots.find((d) => d.code === binding.route?.depotFrom) }}
      actions={{ ...editing, createConsignment: finish }}
      {...wizard.frame}
      skippedStep={existing ? SKIPPABLE_STEP : undefined}
      // A read-only drop freight is only looked through.
      check={{ ...dropFreightStepCheck(step, draft, ctx), ...(readOnly ? { canAdvance: true } : {}) }}
      // Review has no fields of its own, and a refused number is the server's answer.
      pageErrorSteps={['consignmentNumber', 'review']}
      errorsTestId="drop-freight-page-errors"
      busy={save.isPending || connote.checking}
      above={<UnbookedFinishDialog conNumber={leaving ? draft.conNumber : ''} onLeave={wizard.leave} onStay={() => setLeaving(false)} />}
    />
  );
}
