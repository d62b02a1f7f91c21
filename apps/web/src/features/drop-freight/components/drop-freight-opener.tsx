import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import type { BookingOptions } from '@portal/domain/api/reference';
import { existingDropFreightMode } from '@portal/domain/consignment/drop-freight-access';
import { DEFAULT_OPEN_STEPS, WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { WizardOpener } from '../../../components/booking/wizard/wizard-opener';
import { useDropFreightStoreApi } from '../store/drop-freight-store';
import { localCopyConflicts, openingStep } from '../store/drop-freight-wizard-state';
import { existingDropFreightState } from '../../../components/drop-freight-route-state';
import { DropFreightWizard } from './drop-freight-wizard';

interface DropFreightOpenerProps {
  /** '' for a new drop freight or a quote being converted, else the consignment being opened. */
  opening: string;
  /** GET directdropfreight/edit's answer for `opening`. */
  serverDraft?: DropFreightDraft;
  /** The options answer of the wizard (GET directdropfreight/new or GET dropfreight). */
  options: UseQueryResult<BookingOptions>;
  /** A fresh draft: a new drop freight, or the quote being converted. */
  fresh: (options: BookingOptions) => DropFreightDraft;
  /** What a failed options answer says before the call's own error. */
  optionsFailure?: string;
}

/**
 * The drop-freight wizards' opening rules (spec 02 sections 4 and 6), run by the wizard engine's
 * opener: a loaded consignment opens at its progress (default 9; a duplicate's is 7), a local copy
 * at its saved step, a fresh draft at step 1.
 */
export function DropFreightOpener({ opening, serverDraft, options, fresh, optionsFailure }: DropFreightOpenerProps) {
  const store = useDropFreightStoreApi();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  return (
    <WizardOpener
      kind="DropFreight"
      steps={WIZARD_STEPS.dropFreight}
      store={store}
      opening={opening}
      conflicts={localCopyConflicts}
      localNumber={(local) => local.draft.conNumber}
      open={(answer) =>
        serverDraft
          ? store.getState().load(serverDraft, openingStep(serverDraft.progress, DEFAULT_OPEN_STEPS.loadedConsignment))
          : store.getState().start(fresh(answer))
      }
      existingRoute={(local) => ({ path: '/directdropfreight/existing', state: existingDropFreightState(local) })}
      newPath="/directdropfreight/new"
      options={options}
      optionsErrorLines={(error) => [...(optionsFailure ? [optionsFailure] : []), ...errorLines(error)]}
      loadingLabel="Loading the drop freight"
      // A draft started in this browser is the user's to finish; a stored one opens by spec 02 section 6.
      modeOf={(state) => (state.isNew ? 'edit' : existingDropFreightMode(permissions, state.draft.status))}
      render={(answer, mode) => <DropFreightWizard store={store} options={answer} mode={mode} existing={opening !== ''} />}
    />
  );
}
