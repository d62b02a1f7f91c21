import type { Quote } from '@portal/domain/api/quote';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { existingQuoteMode } from '@portal/domain/quote/quote-access';
import type { Permissions } from '@portal/domain/permissions';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useSessionStore } from '../../../app/session/session-store';
import { ErrorList } from '../../../components/error-list';
import { FullPageLoader } from '../../../components/full-page-loader';
import { LocalDraftDialog } from '../../../components/booking/local-draft-dialog';
import { PermissionDenied } from '../../../components/permission-denied';
import { useQuoteOptions } from '../api/get-quote-options';
import { useQuoteStoreApi } from '../store/quote-store';
import { localCopyConflicts, type QuoteWizard as WizardState } from '../store/quote-wizard-state';
import { QuoteFrame } from './quote-frame';
import { existingQuoteState } from './quote-route-state';
import { QUOTE_STEP } from './quote-step-rules';
import { QuoteWizard } from './quote-wizard';

interface QuoteOpenerProps {
  /** '' on /quote/new, else the number of the quote being opened. */
  opening: string;
  /** GET quote's answer for `opening`. */
  serverQuote?: Quote;
}

/** How the store's quote opens: a draft started here is editable; a stored quote by spec 02 section 6. */
function modeOf(state: WizardState, permissions: Permissions) {
  return state.isNew ? ('edit' as const) : existingQuoteMode(permissions, state.accepted);
}

/** Where a stored quote opens: an accepted one at Accept Quote, a read-only one at Summary. */
function openingStep(quote: Quote, permissions: Permissions): number {
  if (quote.accepted) return QUOTE_STEP.accept;
  if (existingQuoteMode(permissions, false) !== 'edit') return QUOTE_STEP.summary;
  return Math.min(Math.max(quote.progress, 0), QUOTE_STEP.summary);
}

/**
 * Opens the quote wizard on a draft: the server's quote, a blank one, or the local copy. A local
 * copy holding other or unsaved work triggers the prompt of spec 02 section 4: open the local
 * copy, reload from the server, or start new.
 */
export function QuoteOpener({ opening, serverQuote }: QuoteOpenerProps) {
  const navigate = useNavigate();
  const store = useQuoteStoreApi();
  const state = useStore(store);
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const options = useQuoteOptions();
  const [phase, setPhase] = useState<'deciding' | 'prompt' | 'ready'>('deciding');

  const loadServerCopy = () => {
    if (serverQuote) store.getState().load(serverQuote, openingStep(serverQuote, permissions));
    else store.getState().reset();
    setPhase('ready');
  };

  useEffect(() => {
    if (phase !== 'deciding') return;
    if (localCopyConflicts(store.getState(), opening)) return setPhase('prompt');
    // Nothing worth keeping locally: the server's quote, or a blank draft.
    if (serverQuote || !store.getState().worked) loadServerCopy();
    else setPhase('ready');
    // Decided once per opening: the screen remounts this component for another quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (phase === 'prompt') {
    const local = state.draft.quoteNumber;
    const onReload = () => {
      if (opening) return loadServerCopy();
      store.getState().reset();
      void navigate('/quote/existing', { replace: true, state: existingQuoteState(local) });
    };
    const onStartNew = () => {
      store.getState().reset();
      if (opening) void navigate('/quote/new', { replace: true });
      else setPhase('ready');
    };
    return (
      <QuoteFrame>
        <LocalDraftDialog
          kind="Quote"
          localNumber={local}
          canReload={opening !== '' || local !== ''}
          onOpenLocal={() => setPhase('ready')}
          onReload={onReload}
          onStartNew={onStartNew}
        />
      </QuoteFrame>
    );
  }

  if (options.isError) {
    return (
      <QuoteFrame>
        <ErrorList lines={[BOOKING_MESSAGES.failedToLoadQuoteOptions]} />
      </QuoteFrame>
    );
  }
  if (phase === 'deciding' || !options.data) {
    return (
      <QuoteFrame>
        <FullPageLoader label="Loading the quote" />
      </QuoteFrame>
    );
  }

  const mode = modeOf(state, permissions);
  if (typeof mode === 'object') {
    return (
      <QuoteFrame>
        <PermissionDenied message={mode.denied} />
      </QuoteFrame>
    );
  }
  return <QuoteWizard store={store} options={options.data} mode={mode} />;
}
