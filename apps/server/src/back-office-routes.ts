import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import type { StaffGuards } from './http/staff-auth';
import { staffAuditRoutes } from './modules/audit/staff-routes';
import { companiesRoutes } from './modules/companies/routes';
import { connoteBooksRoutes } from './modules/connote-books/routes';
import { customerServiceRoutes } from './modules/customer-service/routes';
import { depotsRoutes } from './modules/depots/routes';
import type { Operations } from './modules/operations/service';
import { priceStudyRoutes } from './modules/pricing/study-routes';
import { staffRoutes } from './modules/staff/routes';

// The carrier's back office under /carrier (issues 26 and 27): every module's staff calls, each
// guarded by the staff guards (CARRIER_CALLS names who may make each).
export async function backOfficeRoutes(app: FastifyInstance, options: { deps: Deps; staffGuards: StaffGuards; operations: Operations }) {
  const { deps, staffGuards, operations } = options;
  await app.register(staffRoutes, { deps, staffGuards });
  await app.register(companiesRoutes, { deps, staffGuards });
  await app.register(connoteBooksRoutes, { deps, staffGuards });
  await app.register(depotsRoutes, { deps, staffGuards });
  await app.register(priceStudyRoutes, { deps, staffGuards });
  await app.register(customerServiceRoutes, { deps, staffGuards, operations });
  await app.register(staffAuditRoutes, { deps, staffGuards });
}
