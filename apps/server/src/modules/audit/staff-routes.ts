import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STAFF_AUDIT_CALLS, type StaffAuditAnswer } from '@portal/domain/carrier/staff-audit-calls';
import type { Deps } from '../../deps';
import { payloadOf, type StaffGuards } from '../../http/staff-auth';
import { createStaffTrail } from './staff-trail';

// GET audit under /carrier/ (issue 26): the staff audit trail.
export async function staffAuditRoutes(base: FastifyInstance, { deps, staffGuards }: { deps: Deps; staffGuards: StaffGuards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const trail = createStaffTrail(deps);
  const { staffAudit } = STAFF_AUDIT_CALLS;
  app.get(`/${staffAudit.path}`, { ...staffGuards.of(staffAudit), schema: { querystring: payloadOf(staffAudit) } }, (request): Promise<StaffAuditAnswer> => trail.list(request.query));
}
