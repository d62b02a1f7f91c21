import { viewPodsDenial } from '@portal/domain/consignment/consignment-access';
import { useLocation } from 'react-router';
import { useSessionStore } from '../../../lib/session/session-store';
import { podNumberOf } from '../../../components/consignment-route-state';
import { PodListScreen } from './pod-list-screen';
import { PodViewScreen } from './pod-view-screen';

/**
 * /pod (spec 02 section 2): one proof of delivery when the state carries podNumber, else the list.
 * Both need POD.view: 'You do not have access to view PODs.' (spec 02 section 6).
 */
export function PodScreen() {
  const podNumber = podNumberOf(useLocation().state);
  const denial = viewPodsDenial(useSessionStore((s) => s.session?.user.permissions) ?? {});
  return podNumber ? <PodViewScreen key={podNumber} podNumber={podNumber} denial={denial} /> : <PodListScreen denial={denial} />;
}
