import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { createDropFreightDenial, existingDropFreightMode, openDropFreightDenial } from '@portal/domain/consignment/drop-freight-access';
import { DEFAULT_OPEN_STEPS, WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { Navigate, useParams } from 'react-router';
import { bookingScreens, quoteConversionScreen } from '../../../components/booking/wizard/booking-screens';
import { WizardFrame } from '../../../components/booking/wizard/wizard-frame';
import { conNumberOfState, existingDropFreightState } from '../../../components/drop-freight-route-state';
import { ErrorList } from '../../../components/error-list';
import { useDirectDropFreightOptions, useDropFreight, useQuoteConvertedTo, useQuoteDropFreightOptions } from '../api/drop-freight-calls';
import { useDropFreightStoreApi } from '../store/drop-freight-store';
import { blankDropFreightDraft, dropFreightFromQuote, localCopyConflicts, newDropFreightDraft, openingStep } from '../store/drop-freight-wizard-state';
import { DropFreightListScreen } from './drop-freight-list-screen';
import { DropFreightWizard } from './drop-freight-wizard';

// The drop-freight routes of spec 02 section 2: /directdropfreight/new (Consignments.add),
// /directdropfreight/existing and /quote/dropfreight (Quotations.edit and Consignments.add),
// with the permission rules of section 6.

const STEPS = WIZARD_STEPS.dropFreight;

const DROP_FREIGHT = bookingScreens({
  area: {
    kind: 'DropFreight',
    loadingLabel: 'Loading the drop freight',
    existingRoute: (local) => ({ path: '/directdropfreight/existing', state: existingDropFreightState(local) }),
    newPath: '/directdropfreight/new',
    conflicts: localCopyConflicts,
    localNumber: (local) => local.draft.conNumber,
    // A loaded consignment opens at its progress (default 9; a duplicate's is 7); a fresh draft at step 1.
    load: (store, draft) => store.load(draft, openingStep(draft.progress, DEFAULT_OPEN_STEPS.loadedConsignment)),
    // A draft started in this browser is the user's to finish; a stored one opens by spec 02 section 6.
    modeOf: (state, permissions) => (state.isNew ? 'edit' : existingDropFreightMode(permissions, state.draft.status)),
    render: (props) => <DropFreightWizard {...props} />,
  },
  useStoreApi: useDropFreightStoreApi,
  steps: STEPS,
  denials: { create: createDropFreightDenial, open: openDropFreightDenial },
  useOptions: useDirectDropFreightOptions,
  useStored: useDropFreight,
  numberOf: conNumberOfState,
  list: () => <DropFreightListScreen />,
  newDraft: newDropFreightDraft,
  blank: () => blankDropFreightDraft(),
});

/** /directdropfreight/:route: 'Bad Request' for a route that is neither new nor existing (spec 02 section 8). */
export function DirectDropFreightScreen() {
  const { route } = useParams();
  if (route === 'new') return <DROP_FREIGHT.NewScreen />;
  if (route === 'existing') return <DROP_FREIGHT.ExistingScreen />;
  return (
    <WizardFrame steps={STEPS}>
      <ErrorList lines={[BOOKING_MESSAGES.badRequest]} />
    </WizardFrame>
  );
}

/**
 * A reload after Enter Consignment Number finds the quote claimed by this very drop freight
 * (GET dropfreight refuses it): the drop freight is resumed rather than converted again.
 */
function useClaimedQuote(quoteNumber: string, optionsFailed: boolean) {
  const convertedTo = useQuoteConvertedTo(quoteNumber, optionsFailed);
  const to = convertedTo.data ? <Navigate to="/directdropfreight/existing" replace state={existingDropFreightState(convertedTo.data)} /> : undefined;
  return { to, waiting: optionsFailed && convertedTo.isPending };
}

/** /quote/dropfreight: the quote in the navigation state as a drop freight. */
export const QuoteDropFreightScreen = quoteConversionScreen(
  DROP_FREIGHT.Opener,
  { action: 'convertToConsignment', steps: STEPS, useOptions: useQuoteDropFreightOptions, fromQuote: dropFreightFromQuote, useResume: useClaimedQuote },
  'Loading the drop freight',
);
