import type { BookingOptions } from '@portal/domain/api/reference';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { ErrorList } from '../../error-list';
import { FullPageLoader } from '../../full-page-loader';
import { PermissionDenied } from '../../permission-denied';
import { LocalDraftDialog, type DraftKind } from '../local-draft-dialog';
import { serverDenial } from '../server-denial';
import { WizardFrame } from './wizard-frame';

/** How a wizard opens a draft (spec 02 section 4): what its feature configures. */
export interface WizardOpening<S extends { reset: () => void }> {
  kind: DraftKind;
  steps: readonly string[];
  /** The wizard's store, one per company (company-stores.ts); its reset returns a blank draft. */
  store: StoreApi<S>;
  /** '' for a new draft, else the number of the record being opened. */
  opening: string;
  /** The local copy holds other or unsaved work: offer it before it is replaced. */
  conflicts: (local: S, opening: string) => boolean;
  /** The local copy's record number; '' for a draft the server never numbered. */
  localNumber: (local: S) => string;
  /** Puts the server's record, or a fresh draft, into the store (at its opening step). */
  open: (options: BookingOptions) => void;
  /** The routes the prompt moves to: the local copy's record, or a new draft. */
  existingRoute: (localNumber: string) => { path: string; state: unknown };
  newPath: string;
  options: UseQueryResult<BookingOptions>;
  optionsErrorLines: (error: unknown) => string[];
  loadingLabel: string;
  /** 'edit', 'view', or the Permission Denied text, for the draft now in the store. */
  modeOf: (state: S) => 'edit' | 'view' | { denied: string };
  render: (options: BookingOptions, mode: 'edit' | 'view') => ReactNode;
}

/**
 * Opens a wizard on a draft: the server's record, a fresh one, or the local copy. A local copy
 * holding other or unsaved work triggers the prompt of spec 02 section 4: open the local copy,
 * reload from the server, or start new.
 */
export function WizardOpener<S extends { reset: () => void }>(props: WizardOpening<S>) {
  const { store, opening, options, steps } = props;
  const navigate = useNavigate();
  const state = useStore(store);
  const [phase, setPhase] = useState<'deciding' | 'prompt' | 'ready'>(() =>
    props.conflicts(store.getState(), opening) ? 'prompt' : 'deciding',
  );

  useEffect(() => {
    if (phase !== 'deciding' || !options.data) return;
    props.open(options.data);
    setPhase('ready');
    // Decided once per opening: the screens remount this component for another record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, options.data]);

  const frame = (children: ReactNode) => <WizardFrame steps={steps}>{children}</WizardFrame>;
  const refused = serverDenial(options.error);
  if (refused) return frame(<PermissionDenied message={refused} />);

  if (phase === 'prompt') {
    const local = props.localNumber(state);
    const onReload = () => {
      if (opening) return setPhase('deciding');
      store.getState().reset();
      const target = props.existingRoute(local);
      void navigate(target.path, { replace: true, state: target.state });
    };
    const onStartNew = () => {
      store.getState().reset();
      if (opening) void navigate(props.newPath, { replace: true });
      else setPhase('deciding');
    };
    return frame(
      <LocalDraftDialog
        kind={props.kind}
        localNumber={local}
        canReload={opening !== '' || local !== ''}
        onOpenLocal={() => setPhase('ready')}
        onReload={onReload}
        onStartNew={onStartNew}
      />,
    );
  }

  if (options.isError) return frame(<ErrorList lines={props.optionsErrorLines(options.error)} />);
  if (phase === 'deciding' || !options.data) return frame(<FullPageLoader label={props.loadingLabel} />);

  const mode = props.modeOf(state);
  if (typeof mode === 'object') return frame(<PermissionDenied message={mode.denied} />);
  return props.render(options.data, mode);
}
