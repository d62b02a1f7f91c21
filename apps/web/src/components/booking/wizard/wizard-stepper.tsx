import { Stepper } from '@mantine/core';
import { stepClickable } from '@portal/domain/wizard/wizard-steps';

export interface WizardStepperProps {
  /** The wizard's step names, in order (spec 02 section 2, 'Wizards'). */
  steps: readonly string[];
  /** Index of the current step. */
  active: number;
  /** Index of the furthest step reached (the draft's progress); never below `active`. */
  reached: number;
  /** Called with the index of a reached step the user clicked. */
  onStepClick: (index: number) => void;
  /** Whether a reached step may be chosen (a view-only wizard, a skipped step); default yes. */
  canSelectStep?: (index: number) => boolean;
}

/**
 * The progress of a booking wizard. Every step up to the furthest reached is clickable, so a
 * user can go back and forward again without re-validating (spec 02 section 4, 'Wizard progress').
 */
export function WizardStepper({ steps, active, reached, onStepClick, canSelectStep = () => true }: WizardStepperProps) {
  // The domain counts steps from 1; Mantine's Stepper from 0.
  const progress = Math.max(active, reached) + 1;
  return (
    <nav aria-label="Steps">
      <Stepper active={active} onStepClick={onStepClick} allowNextStepsSelect={false} size="sm">
        {steps.map((label, index) => (
          <Stepper.Step
            key={label}
            label={label}
            aria-current={index === active ? 'step' : undefined}
            allowStepSelect={index !== active && stepClickable(index + 1, progress) && canSelectStep(index)}
          />
        ))}
      </Stepper>
    </nav>
  );
}
