import { createPickupDenial, duplicatePickupConfirm, PICKUP_LIST_MESSAGES, viewPickupsDenial } from '@portal/domain/pickup/pickup-access';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../lib/session/session-store';
import { BookingListScreen } from '../../../components/booking/list/booking-list-screen';
import { useListSearch } from '../../../components/list/list-search';
import { useDuplicateFlow } from '../../../components/booking/list/use-duplicate-flow';
import { withNotice } from '../../../components/booking/wizard/wizard-feedback';
import { useDuplicatePickup } from '../api/duplicate-pickup';
import { usePickups } from '../api/get-pickups';
import { PickupList } from './pickup-list';
import { existingPickupState } from '../../../components/pickup-route-state';
import { serverDenial } from '../../../components/booking/server-denial';

// In the words of spec 02 section 2's drop-freight confirmation.
const DIALOG = {
  title: PICKUP_LIST_MESSAGES.duplicatePickupTitle,
  text: duplicatePickupConfirm,
  confirmTestId: 'confirm-duplicate-pickup',
};

/**
 * /pickup (the landing) and /pickup/existing without a pickup: New Pickup and the pickups of the
 * last 30 days. Needs Pickups.view (spec 02 section 6).
 */
export function PickupsScreen() {
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const viewDenial = viewPickupsDenial(permissions);
  const canAdd = createPickupDenial(permissions) === null;
  const search = useListSearch();
  const pickups = usePickups(search.query, viewDenial === null);
  const duplicate = useDuplicateFlow(useDuplicatePickup(), (pickupNumber, notice) => {
    void navigate('/pickup/existing', { state: withNotice(existingPickupState(pickupNumber), notice) });
  });

  return (
    <BookingListScreen
      title="Existing Pickups"
      newRecord={{ to: '/pickup/new', label: 'New Pickup' }}
      denied={viewDenial ?? serverDenial(pickups.error)}
      list={pickups}
      search={search}
      searchDescription="Pickup or consignment number, reference, business, name or suburb"
      noun="pickups"
      duplicate={duplicate}
      dialog={DIALOG}
    >
      {(rows) => <PickupList rows={rows} duplicate={{ canDuplicate: canAdd, busy: duplicate.busy, onDuplicate: duplicate.ask }} />}
    </BookingListScreen>
  );
}
