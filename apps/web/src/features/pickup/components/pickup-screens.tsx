import { createPickupDenial, existingPickupMode, openPickupDenial } from '@portal/domain/pickup/pickup-access';
import { PICKUP_STEP } from '@portal/domain/wizard/pickup-step-rules';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { bookingScreens, quoteConversionScreen } from '../../../components/booking/wizard/booking-screens';
import { existingPickupState, pickupNumberOfState } from '../../../components/pickup-route-state';
import { usePickup, usePickupOptions, useQuoteConvertOptions } from '../api/pickup-calls';
import { usePickupStoreApi } from '../store/pickup-store';
import { blankPickupDraft, localCopyConflicts, newPickupDraft, pickupFromQuote } from '../store/pickup-wizard-state';
import { PickupWizard } from './pickup-wizard';
import { PickupsScreen } from './pickups-screen';

// The pickup routes of spec 02 section 2 (/pickup/new, /pickup/existing, /quote/convert) with
// the permission rules of section 6: New Pickup needs Pickups.add, opening a stored pickup
// Pickups.view, converting a quote Quotations.edit and Pickups.add.

const PICKUP = bookingScreens({
  area: {
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
  },
  useStoreApi: usePickupStoreApi,
  steps: WIZARD_STEPS.pickup,
  denials: { create: createPickupDenial, open: openPickupDenial },
  useOptions: usePickupOptions,
  useStored: usePickup,
  numberOf: pickupNumberOfState,
  list: () => <PickupsScreen />,
  newDraft: newPickupDraft,
  blank: () => blankPickupDraft(),
});

/** /pickup/new. */
export const NewPickupScreen = PICKUP.NewScreen;

/** /pickup/existing. */
export const ExistingPickupScreen = PICKUP.ExistingScreen;

/** /quote/convert: the Convert Quote wizard for the quote in the navigation state. */
export const ConvertQuoteScreen = quoteConversionScreen(
  PICKUP.Opener,
  { action: 'convertToPickup', steps: WIZARD_STEPS.convertQuote, useOptions: useQuoteConvertOptions, fromQuote: pickupFromQuote },
  'Loading the pickup',
);
