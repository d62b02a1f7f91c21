// What a wizard step's rule answers (spec 02 sections 2, 4 and 5). The browser gates Next with it
// step by step; the server answers every step's messages at once for a submitted draft. Both call
// the same per-wizard step tables (quote-, pickup- and drop-freight-step-rules.ts, read through
// step-table.ts), so a rule is assembled once (issues 10 and 25).

export interface StepCheck {
  /** Whether Next is enabled. */
  canAdvance: boolean;
  /** The step's messages: what a click on Next shows instead of advancing, and what the server answers. */
  errors: string[];
}

export type StepRule<D, C> = (draft: D, ctx: C) => StepCheck;

/** A step whose messages show only after a Next: Next stays enabled and the click shows them. */
export const reportOnNext = (errors: string[]): StepCheck => ({ canAdvance: true, errors });

/** A step whose Next is disabled while it has a message (spec 02 section 4: services, instructions). */
export const disableNext = (errors: string[]): StepCheck => ({ canAdvance: errors.length === 0, errors });

export const NO_CHECK: StepCheck = { canAdvance: true, errors: [] };

/** Every step's messages in step order, each message once: what a submitted draft is answered. */
export function draftErrors<D, C>(rules: readonly StepRule<D, C>[], draft: D, ctx: C): string[] {
  return [...new Set(rules.flatMap((rule) => rule(draft, ctx).errors))];
}
