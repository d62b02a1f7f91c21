import { DROP_FREIGHT_STEPS } from './drop-freight-step-rules';
import { PICKUP_STEPS } from './pickup-step-rules';
import { QUOTE_STEPS } from './quote-step-rules';
import { stepNames } from './step-table';

// The four booking wizards (spec 02 section 2), named from their step tables, and their stepper
// rules. Steps count from 1, as the spec's progress and default open steps do.

export const WIZARD_STEPS = {
  quote: stepNames(QUOTE_STEPS),
  pickup: stepNames(PICKUP_STEPS),
  convertQuote: stepNames(PICKUP_STEPS, true),
  dropFreight: stepNames(DROP_FREIGHT_STEPS),
} as const;

export type WizardName = keyof typeof WIZARD_STEPS;

/** Default open steps of a drop freight (spec 02 sections 4 and 9). */
export const DEFAULT_OPEN_STEPS = {
  loadedConsignment: 9,
  localCopy: 8,
  outstandingDraft: 1,
  duplicate: 7,
} as const;

/** The step that is skipped on the existing drop-freight route (Enter Consignment Number). */
export const SKIPPABLE_STEP = 2;

/** The step after `step` of a wizard of `count` steps; a skipped step (the existing route's step 2) is passed over. */
export function nextStep(step: number, count: number, skipped?: number): number {
  const next = step + 1 === skipped ? step + 2 : step + 1;
  return Math.min(next, count);
}

/** The step before `step`; going back is always enabled and passes over a skipped step too. */
export function previousStep(step: number, skipped?: number): number {
  const previous = step - 1 === skipped ? step - 2 : step - 1;
  return Math.max(previous, 1);
}
