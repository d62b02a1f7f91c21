import type { PickupDraft } from '@portal/domain/api/pickup';
import type { BookingOptions } from '@portal/domain/api/reference';
import { existingPickupMode } from '@portal/domain/pickup/pickup-access';
import { PICKUP_STEP } from '@portal/domain/wizard/pickup-step-rules';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { WizardOpener } from '../../../components/booking/wizard/wizard-opener';
import { usePickupStoreApi } from '../store/pickup-store';
import { localCopyConflicts } from '../store/pickup-wizard-state';
import { existingPickupState } from '../../../components/pickup-route-state';
import { PickupWizard } from './pickup-wizard';

interface PickupOpenerProps {
  /** '' for a new pickup or a quote being converted, else the number of the pickup being opened. */
  opening: string;
  /** GET pickups/edit's answer for `opening`. */
  serverPickup?: PickupDraft;
  /** The options answer of the wizard (GET pickups/new or GET quoteConvert). */
  options: UseQueryResult<BookingOptions>;
  /** A fresh draft: a new pickup, or the quote being converted. */
  fresh: (options: BookingOptions) => PickupDraft;
  /** The step names shown while the draft opens. */
  steps: readonly string[];
  /** What a failed options answer says before the call's own error (e.g. 'Failed to load the quote options.'). */
  optionsFailure?: string;
}

/** The pickup wizards' opening rules (spec 02 sections 4 and 6), run by the wizard engine's opener. */
export function PickupOpener({ opening, serverPickup, options, fresh, steps, optionsFailure }: PickupOpenerProps) {
  const store = usePickupStoreApi();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  return (
    <WizardOpener
      kind="Pickup"
      steps={steps}
      store={store}
      opening={opening}
      conflicts={localCopyConflicts}
      localNumber={(local) => local.draft.pickupNumber}
      // A stored pickup opens at Review Pickup; a fresh draft at its first step.
      open={(answer) => (serverPickup ? store.getState().load(serverPickup, PICKUP_STEP.review) : store.getState().start(fresh(answer)))}
      existingRoute={(local) => ({ path: '/pickup/existing', state: existingPickupState(local) })}
      newPath="/pickup/new"
      options={options}
      optionsErrorLines={(error) => [...(optionsFailure ? [optionsFailure] : []), ...errorLines(error)]}
      loadingLabel="Loading the pickup"
      // A draft started in this browser is the user's to finish; a stored one opens by spec 02 section 6.
      modeOf={(state) => (state.isNew ? 'edit' : existingPickupMode(permissions, state.draft.status))}
      render={(answer, mode) => <PickupWizard store={store} options={answer} mode={mode} />}
    />
  );
}
