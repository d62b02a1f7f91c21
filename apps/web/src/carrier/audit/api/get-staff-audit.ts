import type { ListInput } from '@portal/domain/api/list-page';
import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { StaffAuditAnswer, StaffAuditInput } from '@portal/domain/carrier/staff-audit-calls';
import { useCallback } from 'react';
import { usePagedList } from '../../../components/list/use-paged-list';
import { callCarrier } from '../../api/call-carrier';

/** The filters beside the search: an action, a staff member's username, a company's id. */
export type StaffAuditFilters = Omit<StaffAuditInput, keyof ListInput>;

const eventsOf = (answer: StaffAuditAnswer) => answer.events;

/** GET audit: the staff trail, filtered and searched, a page at a time (issue 26). */
export function useStaffAuditTrail(search: string, filters: StaffAuditFilters) {
  const { action, user, company } = filters;
  const fetchPage = useCallback(
    (input: ListInput) =>
      callCarrier(CARRIER_CALLS.staffAudit, { ...input, ...(action ? { action } : {}), ...(user ? { user } : {}), ...(company ? { company } : {}) }),
    [action, user, company],
  );
  return usePagedList({ queryKey: ['carrier', 'audit', action, user, company], fetchPage, rowsOf: eventsOf, search, enabled: true });
}
