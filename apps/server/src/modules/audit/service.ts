import type { AuditAnswer, AuditInput } from '@portal/domain/api/audit';
import { AUDIT_WINDOW_DAYS } from '@portal/domain/audit/audit-actions';
import { DAY_MS } from '@portal/domain/constants';
import type { Deps } from '../../deps';
import type { CompanyAuth } from '../../http/session-auth';
import { permissionsOfRole } from '../auth/service';
import { pageOf } from '../../db/paged-list';
import { assertCanView } from '../users/service';
import { listAuditEvents } from './audit-list-repo';


export function createAuditService({ db, config }: Deps) {
  return {
    /** The company's trail: for whoever may see the company's users (the Users screen's rule). */
    async list(session: CompanyAuth, input: AuditInput): Promise<AuditAnswer> {
      assertCanView({ userId: session.userId, isAdmin: session.isAdmin, permissions: await permissionsOfRole(db, session.roleId) });
      const since = config.now() - AUDIT_WINDOW_DAYS * DAY_MS;
      const { rows, next } = pageOf(await listAuditEvents(db, session.companyId, { ...input, since }), since);
      // The carrier's staff are shown by name (issue 26): their username and e-mail are the carrier's.
      const events = rows.map(({ createdAt, username, actor, action, target, address, staffName }) => ({
        at: createdAt,
        username: actor === 'staff' ? staffName : username,
        actor,
        action,
        target,
        address,
      }));
      return { since, next, events };
    },
  };
}
