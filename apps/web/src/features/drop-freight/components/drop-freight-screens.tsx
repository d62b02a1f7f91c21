import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { createDropFreightDenial, existingDropFreightMode, openDropFreightDenial } from '@portal/domain/consignment/drop-freight-access';
import { DEFAULT_OPEN_STEPS, WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { Navigate, useParams } from 'react-router';
import { useQuoteConversion } from '../../../components/booking/use-quote-conversion';
import { WizardFrame } from '../../../components/booking/wizard/wizard-frame';
import { ErrorList } from '../../../components/error-list';
import { FullPageLoader } from '../../../components/full-page-loader';
import { ExistingRoute, useDenial, useUserName, WizardGate } from '../../../components/booking/wizard/wizard-gate';
import { WizardOpener, type WizardArea, type WizardOpening } from '../../../components/booking/wizard/wizard-opener';
import { conNumberOfState, existingDropFreightState } from '../../../components/drop-freight-route-state';
import { useDirectDropFreightOptions, useDropFreight, useQuoteConvertedTo, useQuoteDropFreightOptions } from '../api/drop-freight-calls';
import { useDropFreightStoreApi, type DropFreightStoreState } from '../store/drop-freight-store';
import { blankDropFreightDraft, dropFreightFromQuote, localCopyConflicts, newDropFreightDraft, openingStep } from '../store/drop-freight-wizard-state';
import { DropFreightListScreen } from './drop-freight-list-screen';
import { DropFreightWizard } from './drop-freight-wizard';

// The drop-freight routes of spec 02 section 2: /directdropfreight/new, /directdropfreight/existing
// and /quote/dropfreight, with the permission rules of section 6.

const STEPS = WIZARD_STEPS.dropFreight;
const LOADING = 'Loading the drop freight';

/** /directdropfreight/:route: 'Bad Request' for a route that is neither new nor existing (spec 02 section 8). */
export function DirectDropFreightScreen() {
  const { route } = useParams();
  if (route === 'new') return <NewDropFreight />;
  if (route === 'existing') {
    return (
      <ExistingRoute numberOf={conNumberOfState} list={<DropFreightListScreen />}>
        {(conNumber) => <ExistingDropFreight key={conNumber} conNumber={conNumber} />}
      </ExistingRoute>
    );
  }
  return (
    <WizardFrame steps={STEPS}>
      <ErrorList lines={[BOOKING_MESSAGES.badRequest]} />
    </WizardFrame>
  );
}

/** The direct wizard for a new drop freight: Consignments.add. */
function NewDropFreight() {
  const denial = useDenial(createDropFreightDenial);
  const userName = useUserName();
  const options = useDirectDropFreightOptions(denial === null);
  return <WizardGate steps={STEPS} denial={denial}>{() => <DropFreightOpener opening="" options={options} fresh={(answer) => newDropFreightDraft(answer, userName)} />}</WizardGate>;
}

function ExistingDropFreight({ conNumber }: { conNumber: string }) {
  const denial = useDenial(openDropFreightDenial);
  const stored = useDropFreight(conNumber, denial === null);
  const options = useDirectDropFreightOptions(denial === null);
  return (
    <WizardGate steps={STEPS} denial={denial} record={stored} loadingLabel={LOADING}>
      {(draft) => <DropFreightOpener opening={conNumber} stored={draft} options={options} fresh={() => blankDropFreightDraft()} />}
    </WizardGate>
  );
}

/** /quote/dropfreight: the quote in the navigation state as a drop freight; Quotations.edit and Consignments.add. */
export function QuoteDropFreightScreen() {
  const { convert, userName, denial } = useQuoteConversion('convertToConsignment');
  const options = useQuoteDropFreightOptions(convert?.quoteNumber ?? '', denial === null);
  // A reload after Enter Consignment Number finds the quote claimed by this very drop freight: resume it.
  const convertedTo = useQuoteConvertedTo(convert?.quoteNumber ?? '', options.isError);
  if (convertedTo.data) return <Navigate to="/directdropfreight/existing" replace state={existingDropFreightState(convertedTo.data)} />;
  return (
    <WizardGate steps={STEPS} denial={denial ?? (convert ? null : BOOKING_MESSAGES.noQuotationToConvert)}>
      {() =>
        options.isError && convertedTo.isPending ? (
          <WizardFrame steps={STEPS}>
            <FullPageLoader label={LOADING} />
          </WizardFrame>
        ) : (
          convert && (
            <DropFreightOpener
              key={convert.quoteNumber}
              opening=""
              options={options}
              fresh={(answer) => dropFreightFromQuote(convert, answer, userName)}
              optionsFailure={BOOKING_MESSAGES.failedToLoadQuoteOptions}
            />
          )
        )
      }
    </WizardGate>
  );
}

/**
 * How the drop-freight wizards' drafts open (spec 02 sections 4 and 6): a loaded consignment at
 * its progress (default 9; a duplicate's is 7), a local copy at its saved step, a fresh draft at step 1.
 */
const DROP_FREIGHT_AREA: WizardArea<DropFreightStoreState, DropFreightDraft> = {
  kind: 'DropFreight',
  loadingLabel: LOADING,
  existingRoute: (local) => ({ path: '/directdropfreight/existing', state: existingDropFreightState(local) }),
  newPath: '/directdropfreight/new',
  conflicts: localCopyConflicts,
  localNumber: (local) => local.draft.conNumber,
  load: (store, draft) => store.load(draft, openingStep(draft.progress, DEFAULT_OPEN_STEPS.loadedConsignment)),
  // A draft started in this browser is the user's to finish; a stored one opens by spec 02 section 6.
  modeOf: (state, permissions) => (state.isNew ? 'edit' : existingDropFreightMode(permissions, state.draft.status)),
  render: (props) => <DropFreightWizard {...props} />,
};

function DropFreightOpener(props: Omit<WizardOpening<DropFreightStoreState, DropFreightDraft>, 'area' | 'store' | 'steps'>) {
  return <WizardOpener area={DROP_FREIGHT_AREA} store={useDropFreightStoreApi()} steps={STEPS} {...props} />;
}
