import { createPickupDenial } from '@portal/domain/pickup/pickup-access';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { useSessionStore } from '../../../lib/session/session-store';
import { PermissionDenied } from '../../../components/permission-denied';
import { usePickupOptions } from '../api/get-pickup-options';
import { newPickupDraft } from '../store/pickup-wizard-state';
import { WizardFrame } from '../../../components/booking/wizard/wizard-frame';
import { PickupOpener } from './pickup-opener';

/** /pickup/new: the New Pickup wizard; needs Pickups.add (spec 02 section 6). */
export function NewPickupScreen() {
  const denial = useSessionStore((s) => createPickupDenial(s.session?.user.permissions ?? {}));
  const userName = useSessionStore((s) => s.session?.user.name ?? '');
  const options = usePickupOptions(denial === null);
  if (denial) {
    return (
      <WizardFrame steps={WIZARD_STEPS.pickup}>
        <PermissionDenied message={denial} />
      </WizardFrame>
    );
  }
  return <PickupOpener opening="" options={options} fresh={(answer) => newPickupDraft(answer, userName)} steps={WIZARD_STEPS.pickup} />;
}
