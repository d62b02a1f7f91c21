import { openPickupDenial } from '@portal/domain/pickup/pickup-access';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { useLocation } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { ErrorList } from '../../../components/error-list';
import { FullPageLoader } from '../../../components/full-page-loader';
import { PermissionDenied } from '../../../components/permission-denied';
import { usePickup } from '../api/get-pickup';
import { usePickupOptions } from '../api/get-pickup-options';
import { blankPickupDraft } from '../store/pickup-wizard-state';
import { WizardFrame } from '../../../components/booking/wizard/wizard-frame';
import { PickupOpener } from './pickup-opener';
import { pickupNumberOfState } from '../../../components/pickup-route-state';
import { PickupsScreen } from './pickups-screen';
import { serverDenial } from '../../../components/booking/server-denial';

/**
 * /pickup/existing (spec 02 section 2): with a pickup in the navigation state, that pickup in the
 * pickup wizard, editable or read-only; without one, the existing pickups list.
 */
export function ExistingPickupScreen() {
  const location = useLocation();
  const pickupNumber = pickupNumberOfState(location.state);
  if (!pickupNumber) return <PickupsScreen />;
  return <ExistingPickup key={pickupNumber} pickupNumber={pickupNumber} />;
}

function ExistingPickup({ pickupNumber }: { pickupNumber: string }) {
  const denial = useSessionStore((s) => openPickupDenial(s.session?.user.permissions ?? {}));
  const pickup = usePickup(pickupNumber, denial === null);
  const options = usePickupOptions(denial === null);
  // 'Pickup {number} does not exist' comes from the server and shows as Permission Denied (spec 02 section 8).
  const refused = denial ?? serverDenial(pickup.error);
  const steps = WIZARD_STEPS.pickup;

  if (refused) {
    return (
      <WizardFrame steps={steps}>
        <PermissionDenied message={refused} />
      </WizardFrame>
    );
  }
  if (!pickup.data) {
    return (
      <WizardFrame steps={steps}>
        {pickup.isPending && <FullPageLoader label="Loading the pickup" />}
        <ErrorList lines={errorLines(pickup.error)} />
      </WizardFrame>
    );
  }
  // Only a local copy started here can open as new; a stored pickup opens from its answer.
  return <PickupOpener opening={pickupNumber} serverPickup={pickup.data} options={options} fresh={() => blankPickupDraft()} steps={steps} />;
}
