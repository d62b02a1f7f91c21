import type { PickupDraft } from '@portal/domain/api/pickup';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { createPickupDenial, existingPickupMode, openPickupDenial } from '@portal/domain/pickup/pickup-access';
import { PICKUP_STEP } from '@portal/domain/wizard/pickup-step-rules';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { useQuoteConversion } from '../../../components/booking/use-quote-conversion';
import { ExistingRoute, useDenial, useUserName, WizardGate } from '../../../components/booking/wizard/wizard-gate';
import { WizardOpener, type WizardArea, type WizardOpening } from '../../../components/booking/wizard/wizard-opener';
import { existingPickupState, pickupNumberOfState } from '../../../components/pickup-route-state';
import { usePickup, usePickupOptions, useQuoteConvertOptions } from '../api/pickup-calls';
import { usePickupStoreApi, type PickupStoreState } from '../store/pickup-store';
import { blankPickupDraft, localCopyConflicts, newPickupDraft, pickupFromQuote } from '../store/pickup-wizard-state';
import { PickupWizard } from './pickup-wizard';
import { PickupsScreen } from './pickups-screen';

// The pickup routes of spec 02 section 2 (/pickup/new, /pickup/existing, /quote/convert) with
// the permission rules of section 6.

/** /pickup/new: the New Pickup wizard; needs Pickups.add. */
export function NewPickupScreen() {
  const denial = useDenial(createPickupDenial);
  const userName = useUserName();
  const options = usePickupOptions(denial === null);
  return (
    <WizardGate steps={WIZARD_STEPS.pickup} denial={denial}>
      {() => <PickupOpener opening="" options={options} fresh={(answer) => newPickupDraft(answer, userName)} steps={WIZARD_STEPS.pickup} />}
    </WizardGate>
  );
}

/** /pickup/existing: the pickup in the navigation state, editable or read-only; without one, the pickups list. */
export function ExistingPickupScreen() {
  return (
    <ExistingRoute numberOf={pickupNumberOfState} list={<PickupsScreen />}>
      {(pickupNumber) => <ExistingPickup key={pickupNumber} pickupNumber={pickupNumber} />}
    </ExistingRoute>
  );
}

function ExistingPickup({ pickupNumber }: { pickupNumber: string }) {
  const denial = useDenial(openPickupDenial);
  const pickup = usePickup(pickupNumber, denial === null);
  const options = usePickupOptions(denial === null);
  return (
    <WizardGate steps={WIZARD_STEPS.pickup} denial={denial} record={pickup} loadingLabel="Loading the pickup">
      {/* Only a local copy started here can open as new; a stored pickup opens from its answer. */}
      {(stored) => <PickupOpener opening={pickupNumber} stored={stored} options={options} fresh={() => blankPickupDraft()} steps={WIZARD_STEPS.pickup} />}
    </WizardGate>
  );
}

/** /quote/convert: the Convert Quote wizard for the quote in the navigation state; Quotations.edit and Pickups.add. */
export function ConvertQuoteScreen() {
  const { convert, userName, denial } = useQuoteConversion('convertToPickup');
  const options = useQuoteConvertOptions(convert?.quoteNumber ?? '', denial === null);
  const steps = WIZARD_STEPS.convertQuote;
  return (
    <WizardGate steps={steps} denial={denial ?? (convert ? null : BOOKING_MESSAGES.noQuotationToConvert)}>
      {() =>
        convert && (
          <PickupOpener
            key={convert.quoteNumber}
            opening=""
            options={options}
            fresh={(answer) => pickupFromQuote(convert, answer, userName)}
            steps={steps}
            optionsFailure={BOOKING_MESSAGES.failedToLoadQuoteOptions}
          />
        )
      }
    </WizardGate>
  );
}

/** How the pickup wizards' drafts open (spec 02 sections 4 and 6). */
const PICKUP_AREA: WizardArea<PickupStoreState, PickupDraft> = {
  kind: 'Pickup',
  loadingLabel: 'Loading the pickup',
  existingRoute: (local) => ({ path: '/pickup/existing', state: existingPickupState(local) }),
  newPath: '/pickup/new',
  conflicts: localCopyConflicts,
  localNumber: (local) => local.draft.pickupNumber,
  // A stored pickup opens at Review Pickup; a fresh draft at its first step.
  load: (store, pickup) => store.load(pickup, PICKUP_STEP.review),
  // A draft started in this browser is the user's to finish; a stored one opens by spec 02 section 6.
  modeOf: (state, permissions) => (state.isNew ? 'edit' : existingPickupMode(permissions, state.draft.status)),
  render: (props) => <PickupWizard {...props} />,
};

type PickupOpenerProps = Omit<WizardOpening<PickupStoreState, PickupDraft>, 'area' | 'store'>;

function PickupOpener(props: PickupOpenerProps) {
  return <WizardOpener area={PICKUP_AREA} store={usePickupStoreApi()} {...props} />;
}
