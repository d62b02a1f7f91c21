import type { BookingOptions } from '@portal/domain/api/reference';
import type { Permissions } from '@portal/domain/permissions';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { ErrorList } from '../../error-list';
import { FullPageLoader } from '../../full-page-loader';
import { PermissionDenied } from '../../permission-denied';
import { LocalDraftDialog, type DraftKind } from '../local-draft-dialog';
import { serverDenial } from '../server-denial';
import { WizardFrame } from './wizard-frame';

/** How a wizard's drafts open (spec 02 sections 4 and 6): the same for each of its routes. */
export interface WizardArea<S, R> {
  kind: DraftKind;
  loadingLabel: string;
  /** The routes the local-copy prompt moves to: the local copy's record, or a new draft. */
  existingRoute: (localNumber: string) => { path: string; state: unknown };
  newPath: string;
  /** The local copy holds other or unsaved work: offer it before it is replaced. */
  conflicts: (local: S, opening: string) => boolean;
  /** The local copy's record number; '' for a draft the server never numbered. */
  localNumber: (local: S) => string;
  /** Puts a stored record into the store at the step it opens at. */
  load: (store: S, record: R, permissions: Permissions) => void;
  /** 'edit', 'view', or the Permission Denied text, for the draft now in the store. */
  modeOf: (state: S, permissions: Permissions) => 'edit' | 'view' | { denied: string };
  /** What a failed options answer says; by default `optionsFailure`, then the call's own error. */
  optionsErrorLines?: (error: unknown) => string[];
  render: (props: { store: StoreApi<S>; options: BookingOptions; mode: 'edit' | 'view'; existing: boolean }) => ReactNode;
}

export interface OpenableStore<D> {
  start: (draft: D) => void;
  reset: () => void;
}

export interface WizardOpening<S extends OpenableStore<D>, R, D = R> {
  area: WizardArea<S, R>;
  /** The wizard's store, one per company (company-stores.ts). */
  store: StoreApi<S>;
  steps: readonly string[];
  /** '' for a new draft, else the number of the record being opened. */
  opening: string;
  /** The record `opening` names, as the server answered it. */
  stored?: R;
  /** A fresh draft: a new one, or a quote being converted. */
  fresh: (options: BookingOptions) => D;
  options: UseQueryResult<BookingOptions>;
  /** What a failed options answer says before the call's own error (e.g. 'Failed to load the quote options.'). */
  optionsFailure?: string;
}

/**
 * Opens a wizard on a draft: the server's record, a fresh one, or the local copy. A local copy
 * holding other or unsaved work triggers the prompt of spec 02 section 4: open the local copy,
 * reload from the server, or start new.
 */
export function WizardOpener<S extends OpenableStore<D>, R, D>(props: WizardOpening<S, R, D>) {
  const { area, store, opening, options, steps } = props;
  const navigate = useNavigate();
  const state = useStore(store);
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const [phase, setPhase] = useState<'deciding' | 'prompt' | 'ready'>(() => (area.conflicts(store.getState(), opening) ? 'prompt' : 'deciding'));

  useEffect(() => {
    if (phase !== 'deciding' || !options.data) return;
    if (props.stored) area.load(store.getState(), props.stored, permissions);
    else store.getState().start(props.fresh(options.data));
    setPhase('ready');
    // Decided once per opening: the screens remount this component for another record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, options.data]);

  const frame = (children: ReactNode) => <WizardFrame steps={steps}>{children}</WizardFrame>;
  const refused = serverDenial(options.error);
  if (refused) return frame(<PermissionDenied message={refused} />);

  if (phase === 'prompt') {
    const local = area.localNumber(state);
    const onReload = () => {
      if (opening) return setPhase('deciding');
      store.getState().reset();
      const target = area.existingRoute(local);
      void navigate(target.path, { replace: true, state: target.state });
    };
    const onStartNew = () => {
      store.getState().reset();
      if (opening) void navigate(area.newPath, { replace: true });
      else setPhase('deciding');
    };
    return frame(
      <LocalDraftDialog
        kind={area.kind}
        localNumber={local}
        canReload={opening !== '' || local !== ''}
        onOpenLocal={() => setPhase('ready')}
        onReload={onReload}
        onStartNew={onStartNew}
      />,
    );
  }

  if (options.isError) {
    const lines = area.optionsErrorLines?.(options.error) ?? [...(props.optionsFailure ? [props.optionsFailure] : []), ...errorLines(options.error)];
    return frame(<ErrorList lines={lines} />);
  }
  if (phase === 'deciding' || !options.data) return frame(<FullPageLoader label={area.loadingLabel} />);

  const mode = area.modeOf(state, permissions);
  if (typeof mode === 'object') return frame(<PermissionDenied message={mode.denied} />);
  return area.render({ store, options: options.data, mode, existing: opening !== '' });
}
