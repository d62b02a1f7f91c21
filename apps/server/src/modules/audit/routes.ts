import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditAnswer } from '@portal/domain/api/audit';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { Deps } from '../../deps';
import { companyAuthOf, type Guards } from '../../http/session-auth';
import { createAuditService } from './service';

// GET audit (issue 13, decision 0032): a page of the company's audit trail.
export async function auditRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const audit = createAuditService(deps);

  app.get(
    '/audit',
    { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.getAudit } },
    (request): Promise<AuditAnswer> => audit.list(companyAuthOf(request), request.query),
  );
}
