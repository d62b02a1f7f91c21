import type { PickupDraft } from '@portal/domain/api/pickup';
import type { BookingOptions } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { createPickupDenial, existingPickupMode, openPickupDenial } from '@portal/domain/pickup/pickup-access';
import { PICKUP_STEP } from '@portal/domain/wizard/pickup-step-rules';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { useQuoteConversion } from '../../../components/booking/use-quote-conversion';
import { ExistingRoute, useDenial, useUserName, WizardGate } from '../../../components/booking/wizard/wizard-gate';
import { WizardOpener } from '../../../components/booking/wizard/wizard-opener';
import { existingPickupState, pickupNumberOfState } from '../../../components/pickup-route-state';
import { usePickup, usePickupOptions, useQuoteConvertOptions } from '../api/pickup-calls';
import { usePickupStoreApi } from '../store/pickup-store';
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
      {(stored) => <PickupOpener opening={pickupNumber} serverPickup={stored} options={options} fresh={() => blankPickupDraft()} steps={WIZARD_STEPS.pickup} />}
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

interface PickupOpenerProps {
  /** '' for a new pickup or a quote being converted, else the number of the pickup being opened. */
  opening: string;
  serverPickup?: PickupDraft;
  /** The wizard's options (GET pickups/new or GET quoteConvert). */
  options: UseQueryResult<BookingOptions>;
  /** A fresh draft: a new pickup, or the quote being converted. */
  fresh: (options: BookingOptions) => PickupDraft;
  steps: readonly string[];
  /** What a failed options answer says before the call's own error. */
  optionsFailure?: string;
}

/** The pickup wizards' opening rules (spec 02 sections 4 and 6), run by the wizard engine's opener. */
function PickupOpener({ opening, serverPickup, options, fresh, steps, optionsFailure }: PickupOpenerProps) {
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
