import { NO_CHECK, type StepCheck, type StepRule } from './step-check';

// A wizard's steps written once (issue 25): each step's key, its name on the stepper and the
// rule that gates its Next. The step numbers, the stepper's names and the rules in order are
// read from the table; the browser adds each step's screen by key (components/booking/wizard).

export interface WizardStepDefinition<D = never, C = never> {
  key: string;
  /** The stepper's name (spec 02 section 2). */
  name: string;
  /** The name on a quote's route, where it differs (Convert Quote's 'Check Freight'). */
  quotedName?: string;
  /** What gates Next; a step without one (Summary, Create Consignment) is gated by its action. */
  rule?: StepRule<D, C>;
}

export type StepKey<T extends readonly { key: string }[]> = T[number]['key'];

/** Each step's number, counted from 1 as the spec's progress is: { accounts: 1, details: 2, ... }. */
export function stepNumbers<const T extends readonly { key: string }[]>(table: T): { readonly [P in StepKey<T>]: number } {
  return Object.fromEntries(table.map((step, index) => [step.key, index + 1])) as { [P in StepKey<T>]: number };
}

/** The stepper's names, on the direct route or a quote's. */
export const stepNames = (table: readonly WizardStepDefinition<never, never>[], quoted = false): readonly string[] =>
  table.map((step) => (quoted ? (step.quotedName ?? step.name) : step.name));

/** The rules in step order, up to the first step without one: what a submitted draft is checked against. */
export function stepRules<D, C>(table: readonly WizardStepDefinition<D, C>[]): readonly StepRule<D, C>[] {
  const end = table.findIndex((step) => !step.rule);
  return table.slice(0, end < 0 ? table.length : end).flatMap((step) => (step.rule ? [step.rule] : []));
}

/** The check of step `step` (from 1); a step without a rule never holds Next back. */
export function stepCheckOf<D, C>(table: readonly WizardStepDefinition<D, C>[], step: number, draft: D, ctx: C): StepCheck {
  return table[step - 1]?.rule?.(draft, ctx) ?? NO_CHECK;
}
