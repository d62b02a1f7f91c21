import { AUDIT_WINDOW_DAYS } from '@portal/domain/audit/audit-actions';
import type { StaffAuditAnswer, StaffAuditInput } from '@portal/domain/carrier/staff-audit-calls';
import { DAY_MS } from '@portal/domain/constants';
import { pageOf } from '../../db/paged-list';
import type { Deps } from '../../deps';
import { listStaffAuditEvents } from './staff-audit-repo';

// GET /carrier/audit (issue 26): the staff audit trail, for staff whose role may read it
// ('audit:read', the route's guard), over the window the customers' trail reads.

export function createStaffTrail({ db, config }: Deps) {
  return {
    async list(input: StaffAuditInput): Promise<StaffAuditAnswer> {
      const since = config.now() - AUDIT_WINDOW_DAYS * DAY_MS;
      const { rows, next } = pageOf(await listStaffAuditEvents(db, { ...input, since }), since);
      const events = rows.map((row) => ({
        at: row.createdAt,
        username: row.username,
        name: row.staffName,
        action: row.action,
        target: row.target,
        address: row.address,
        companyId: row.companyId,
        companyName: row.companyName ?? '',
      }));
      return { since, next, events };
    },
  };
}
