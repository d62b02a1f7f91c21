import type { BookingOptions } from '@portal/domain/api/reference';
import type { Permissions } from '@portal/domain/permissions';
import { useNavigate } from 'react-router';
import type { StoreApi } from 'zustand/vanilla';
import { useSessionStore } from '../../../lib/session/session-store';
import { existingQuoteState } from '../../quote-route-state';
import { ruleContext } from '../steps/details/details-value';
import { useNow } from '../steps/schedule-pickup/use-now';
import type { WizardStepAction } from './booking-wizard';
import { useWizardFeedback } from './wizard-feedback';

// What every booking wizard does around its steps (issue 25), in one hook: the session's
// permissions and company, the clock, the page's feedback, where Back on the first step and
// Finish go, and the current step kept within the wizard.

export interface WizardSetup {
  /** The wizard's store: its goTo moves between steps. */
  store: StoreApi<{ goTo: (step: number) => void }>;
  /** The draft's progress. */
  progress: number;
  /** Nothing can be changed: a view-only or booked record, or no permission. */
  readOnly: boolean | ((permissions: Permissions) => boolean);
  /** The last step a draft may be at (Create Consignment, or the quote's Accept Quote screen). */
  lastStep: number;
  /** The area's list, which Finish and Back on the first step return to when the user may view it. */
  list: { path: string; denial: (permissions: Permissions) => string | null };
  /** A draft from a quote that the server has not numbered yet goes back to its quote. */
  returnToQuote?: string;
  /** Finish's hints: toward the list, or toward the dashboard without list access. */
  finishHints?: { list: string; dashboard: string };
}

export function useBookingWizard({ store, progress, lastStep, list, returnToQuote, finishHints, ...setup }: WizardSetup) {
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const company = useSessionStore((s) => s.session?.user.company?.name ?? '');
  const feedback = useWizardFeedback();
  const now = useNow();

  const listed = list.denial(permissions) === null;
  const leave = () => void navigate(listed ? list.path : '/');
  const onLeave = () => (returnToQuote ? void navigate('/quote/existing', { state: existingQuoteState(returnToQuote) }) : leave());
  /** Create Consignment's Finish: out of the wizard, saying where to. */
  const finish = (run: () => void = leave): WizardStepAction => ({
    label: 'Finish',
    run,
    canAdvance: true,
    hint: finishHints && (listed ? finishHints.list : finishHints.dashboard),
  });

  const step = Math.min(Math.max(progress, 1), lastStep);
  const readOnly = typeof setup.readOnly === 'function' ? setup.readOnly(permissions) : setup.readOnly;
  return {
    step,
    readOnly,
    permissions,
    company,
    feedback,
    now,
    leave,
    finish,
    navigate,
    /** The domain rules' context: the options' suburbs, rates and limits, the addresses, the company and the clock. */
    context: (options: BookingOptions) => ({ ...ruleContext(options), addresses: options.addresses, company, now }),
    /** What BookingWizard takes from here. */
    frame: { step, store, readOnly, feedback, onLeave },
  };
}
