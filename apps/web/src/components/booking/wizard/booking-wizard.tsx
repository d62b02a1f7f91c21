import { Alert, Paper, Stack } from '@mantine/core';
import type { StepCheck } from '@portal/domain/wizard/step-check';
import { stepNames, type WizardStepDefinition } from '@portal/domain/wizard/step-table';
import { nextStep, previousStep } from '@portal/domain/wizard/wizard-steps';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { StepperHeader } from './stepper-header';
import { Page } from '../../../lib/page';
import { ErrorList } from '../../error-list';
import { PermissionDenied } from '../../permission-denied';
import type { WizardFeedback } from './wizard-feedback';
import { WizardNav } from './wizard-nav';

/** What Next does on a step instead of only moving on: price, accept, book, finish. */
export interface WizardStepAction {
  label: string;
  /** Runs the step's action; `next` moves on as a plain Next would. */
  run: (next: () => void) => void;
  /** Overrides the step rule's gate (e.g. Accept Quote needs the permission instead). */
  canAdvance?: boolean;
  /** Says where the action goes, under Next (e.g. Finish's destination). */
  hint?: string;
}

/** A wizard's screens by step key: the domain's step table names and gates them (step-table.ts). */
export type StepScreens<K extends string, V> = Record<K, (view: V & StepView) => ReactNode>;

export interface BookingWizardProps<K extends string, V> {
  /** The wizard's steps: keys, names and rules (packages/domain/src/wizard). */
  table: readonly (WizardStepDefinition<never, never> & { key: K })[];
  /** A quote's route names its steps as a quote's (Convert Quote's 'Check Freight'). */
  quoted?: boolean;
  /** Each step's screen, given `view` and what the engine adds. */
  screens: StepScreens<K, V>;
  view: V;
  /** What Next does on a step instead of only moving on (price, book, Finish). */
  actions?: Partial<Record<K, WizardStepAction>>;
  /** The current step, counted from 1; past the last for a screen after the steps (Accept Quote). */
  step: number;
  /** The wizard's store: its goTo moves between steps once the engine has cleared the step's messages. */
  store: StoreApi<{ goTo: (step: number) => void }>;
  /** The step the existing route passes over in both directions (spec 02 section 2). */
  skippedStep?: number;
  /** The current step's domain rule (packages/domain/src/wizard). */
  check: StepCheck;
  readOnly: boolean;
  /** Back on the first step. */
  onLeave: () => void;
  /** Steps whose messages go to the page's error area too: steps without fields of their own (Review). */
  pageErrorSteps?: readonly K[];
  feedback: WizardFeedback;
  /** data-testid of the page's error area. */
  errorsTestId: string;
  busy?: boolean;
  /** Shown above the step's card (e.g. the booked pickup's number). */
  above?: ReactNode;
  /** A screen in place of the step's card and its Back and Next (Accept Quote). */
  replaceCard?: ReactNode;
}

/** What the engine tells the current step's component. */
export interface StepView {
  /** A Next found errors: every message shows, empty fields' included. */
  showErrors: boolean;
  /** Moves to a step (Review's Edit links), as the stepper does. */
  onGoTo: (step: number) => void;
}

/**
 * The one engine of the booking wizards (docs/decisions/0023): the stepper, Back and Next with the
 * existing route's step skip, reached steps clickable, the step rule gating Next, the page's
 * error area, an inline notice, and Permission Denied. Each wizard is a configuration of it.
 */
export function BookingWizard<K extends string, V>(props: BookingWizardProps<K, V>) {
  const { table, step, check, readOnly, feedback } = props;
  const steps = stepNames(table, props.quoted);
  const key = table[step - 1]?.key;
  const action = key === undefined ? undefined : props.actions?.[key];
  const [showErrors, setShowErrors] = useState(false);

  const goTo = (target: number) => {
    setShowErrors(false);
    feedback.clear();
    props.store.getState().goTo(target);
  };
  const next = () => goTo(nextStep(step, Math.max(steps.length, step + 1), props.skippedStep));

  const onNext = () => {
    if (!readOnly && check.errors.length > 0) {
      setShowErrors(true);
      if (key !== undefined && props.pageErrorSteps?.includes(key)) feedback.setErrors(check.errors);
      return;
    }
    if (action) return action.run(next);
    next();
  };
  const onBack = () => (step > 1 ? goTo(previousStep(step, props.skippedStep)) : props.onLeave());

  return (
    <Page
      size="xl"
      header={
        <StepperHeader
          steps={steps}
          active={step - 1}
          onStepClick={(index) => goTo(index + 1)}
          canSelectStep={(index) => index + 1 !== props.skippedStep}
        />
      }
    >
      {feedback.denied && <PermissionDenied message={feedback.denied} />}
      <Stack gap="md">
        {/* Notices sit in the page, above the step, where they cover nothing and end with the screen. */}
        {feedback.notice && (
          <Alert color="freight" variant="light" role="alert" icon={<IconCircleCheck aria-hidden />} withCloseButton onClose={() => feedback.setNotice('')} closeButtonLabel="Close notice">
            {feedback.notice}
          </Alert>
        )}
        <div data-testid={props.errorsTestId}>
          <ErrorList lines={feedback.errors} />
        </div>
        {props.above}
        {props.replaceCard ?? (
          <Paper withBorder radius="lg" p="xl">
            {key !== undefined && props.screens[key]({ ...props.view, showErrors, onGoTo: goTo })}
            <WizardNav
              canAdvance={action?.canAdvance ?? check.canAdvance}
              onNext={onNext}
              onBack={onBack}
              nextLabel={action?.label ?? 'Next'}
              nextHint={action?.hint}
              busy={props.busy}
            />
          </Paper>
        )}
      </Stack>
    </Page>
  );
}
