import { viewConsignmentDenial, viewConsignmentsDenial } from '@portal/domain/consignment/consignment-access';
import { useLocation } from 'react-router';
import { useSessionStore } from '../../../lib/session/session-store';
import { consignmentNumberOf } from '../../../components/consignment-route-state';
import { ConsignmentsListScreen } from './consignments-list-screen';
import { ConsignmentViewScreen } from './consignment-view-screen';

/**
 * /consignment (spec 02 section 2): the consignment view when the state carries consignmentNumber,
 * else the consignments list. Both need Consignments.view (spec 02 section 6).
 */
export function ConsignmentScreen() {
  const location = useLocation();
  const conNumber = consignmentNumberOf(location.state);
  const permissions = useSessionStore((s) => s.session?.user.permissions) ?? {};

  if (conNumber) {
    return <ConsignmentViewScreen key={conNumber} conNumber={conNumber} denial={viewConsignmentDenial(permissions)} />;
  }
  return <ConsignmentsListScreen denial={viewConsignmentsDenial(permissions)} />;
}
