import type { PickupDraft } from '@portal/domain/api/pickup';
import type { BookingOptions } from '@portal/domain/api/reference';
import { existingPickupMode } from '@portal/domain/pickup/pickup-access';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { errorLines } from '../../../app/api/call-error';
import { useSessionStore } from '../../../app/session/session-store';
import { LocalDraftDialog } from '../../../components/booking/local-draft-dialog';
import { ErrorList } from '../../../components/error-list';
import { FullPageLoader } from '../../../components/full-page-loader';
import { PermissionDenied } from '../../../components/permission-denied';
import { usePickupStoreApi } from '../store/pickup-store';
import { localCopyConflicts, PICKUP_STEP } from '../store/pickup-wizard-state';
import { PickupFrame } from './pickup-frame';
import { existingPickupState } from './pickup-route-state';
import { PickupWizard } from './pickup-wizard';
import { serverDenial } from './server-denial';

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

/**
 * Opens the pickup wizard on a draft: the server's pickup, a fresh one, or the local copy. A local
 * copy holding other or unsaved work triggers the prompt of spec 02 section 4: open the local
 * copy, reload from the server, or start new.
 */
export function PickupOpener({ opening, serverPickup, options, fresh, steps, optionsFailure }: PickupOpenerProps) {
  const navigate = useNavigate();
  const store = usePickupStoreApi();
  const state = useStore(store);
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const [phase, setPhase] = useState<'deciding' | 'prompt' | 'ready'>(() =>
    localCopyConflicts(store.getState(), opening) ? 'prompt' : 'deciding',
  );

  // A stored pickup opens at Review Pickup; a fresh draft at its first step.
  const openServerOrFresh = (answer: BookingOptions) => {
    if (serverPickup) store.getState().load(serverPickup, PICKUP_STEP.review);
    else store.getState().start(fresh(answer));
    setPhase('ready');
  };

  useEffect(() => {
    if (phase === 'deciding' && options.data) openServerOrFresh(options.data);
    // Decided once per opening: the screens remount this component for another pickup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, options.data]);

  const refused = serverDenial(options.error);
  if (refused) {
    return (
      <PickupFrame steps={steps}>
        <PermissionDenied message={refused} />
      </PickupFrame>
    );
  }

  if (phase === 'prompt') {
    const local = state.draft.pickupNumber;
    const onReload = () => {
      if (opening) return setPhase('deciding');
      store.getState().reset();
      void navigate('/pickup/existing', { replace: true, state: existingPickupState(local) });
    };
    const onStartNew = () => {
      store.getState().reset();
      if (opening) void navigate('/pickup/new', { replace: true });
      else setPhase('deciding');
    };
    return (
      <PickupFrame steps={steps}>
        <LocalDraftDialog
          kind="Pickup"
          localNumber={local}
          canReload={opening !== '' || local !== ''}
          onOpenLocal={() => setPhase('ready')}
          onReload={onReload}
          onStartNew={onStartNew}
        />
      </PickupFrame>
    );
  }

  if (options.isError) {
    return (
      <PickupFrame steps={steps}>
        <ErrorList lines={[optionsFailure, ...errorLines(options.error)]} />
      </PickupFrame>
    );
  }
  if (phase === 'deciding' || !options.data) {
    return (
      <PickupFrame steps={steps}>
        <FullPageLoader label="Loading the pickup" />
      </PickupFrame>
    );
  }

  // A draft started in this browser is the user's to finish; a stored one opens by spec 02 section 6.
  const mode = state.isNew ? ('edit' as const) : existingPickupMode(permissions, state.draft.status);
  if (typeof mode === 'object') {
    return (
      <PickupFrame steps={steps}>
        <PermissionDenied message={mode.denied} />
      </PickupFrame>
    );
  }
  return <PickupWizard store={store} options={options.data} mode={mode} />;
}
