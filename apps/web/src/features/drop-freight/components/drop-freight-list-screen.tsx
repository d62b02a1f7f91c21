import { BOOKING_MESSAGES, duplicateDropFreightConfirm } from '@portal/domain/booking-messages';
import { viewConsignmentsDenial } from '@portal/domain/consignment/consignment-access';
import { createDropFreightDenial } from '@portal/domain/consignment/drop-freight-access';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { BookingListScreen } from '../../../components/booking/list/booking-list-screen';
import { ConsignmentsFrom } from '../../../components/list/list-cells';
import { useListSearch } from '../../../components/list/list-search';
import { useDuplicateFlow } from '../../../components/booking/list/use-duplicate-flow';
import { serverDenial } from '../../../components/booking/server-denial';
import { withNotice } from '../../../components/booking/wizard/wizard-feedback';
import { dropFreightQuery, useDropFreights } from '../api/drop-freight-queries';
import { useDuplicateDropFreight } from '../api/save-drop-freight';
import { DropFreightList } from './drop-freight-list';
import { existingDropFreightState } from '../../../components/drop-freight-route-state';

const DIALOG = {
  title: BOOKING_MESSAGES.duplicateDropFreightTitle,
  text: duplicateDropFreightConfirm,
  confirmTestId: 'confirm-duplicate-drop-freight',
};

/**
 * /dropfreight, Existing Drop Freight (spec 02 section 2): 'Consignments from' the list's first
 * day and the drop freight of the last 30 days. A consignment number is fetched for editing, then
 * opened in the direct drop-freight screen; a copy is fetched and opened the same way. Needs
 * Consignments.view (spec 02 section 6).
 */
export function DropFreightListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const viewDenial = viewConsignmentsDenial(permissions);
  const search = useListSearch();
  const list = useDropFreights(search.query, viewDenial === null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<unknown>(null);

  const open = (conNumber: string, notice = '') => {
    setOpening(true);
    setOpenError(null);
    queryClient.fetchQuery(dropFreightQuery(conNumber)).then(
      () => void navigate('/directdropfreight/existing', { state: withNotice(existingDropFreightState(conNumber), notice) }),
      (error: unknown) => {
        setOpening(false);
        setOpenError(error);
      },
    );
  };
  const duplicate = useDuplicateFlow(useDuplicateDropFreight(), open);
  // An edit fetch or a copy in flight: every row's buttons wait (spec 02 section 2).
  const busy = duplicate.busy || opening;

  return (
    <BookingListScreen
      title="Existing Drop Freight"
      newRecord={{ to: '/directdropfreight/new', label: 'New Drop Freight' }}
      denied={viewDenial ?? serverDenial(list.error)}
      list={list}
      search={search}
      searchDescription="Consignment number, reference, business, name or suburb"
      noun="drop freights"
      duplicate={{ ...duplicate, busy }}
      dialog={DIALOG}
      heading={<ConsignmentsFrom since={list.first?.since} />}
      errors={errorLines(openError)}
    >
      {(rows) => (
        <DropFreightList
          rows={rows}
          duplicate={{ canDuplicate: createDropFreightDenial(permissions) === null, busy, onDuplicate: duplicate.ask }}
          onOpen={(conNumber) => open(conNumber)}
        />
      )}
    </BookingListScreen>
  );
}
