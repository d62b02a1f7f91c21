import type { AuditAnswer } from '@portal/domain/api/audit';
import { CALLS } from '@portal/domain/api/endpoints';
import type { ListInput } from '@portal/domain/api/list-page';
import type { AuditAction } from '@portal/domain/audit/audit-actions';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api/call-api';
import { usePagedList } from '../../../components/list/use-paged-list';

export const auditQueryKey = ['audit'] as const;

const eventsOf = (answer: AuditAnswer) => answer.events;

/** GET audit: the company's trail, narrowed by `search` and an action, a page at a time (decision 0032). */
export function useAuditTrail(search: string, action: AuditAction | null, enabled = true) {
  const fetchPage = useCallback((input: ListInput) => callApi(CALLS.getAudit, { ...input, ...(action ? { action } : {}) }), [action]);
  return usePagedList({ queryKey: [...auditQueryKey, action], fetchPage, rowsOf: eventsOf, search, enabled });
}
