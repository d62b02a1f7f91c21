import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import { companyParamsSchema, companyUserParamsSchema } from '@portal/domain/carrier/company-calls';
import type { Deps } from '../../deps';
import { payloadOf, type StaffGuards } from '../../http/staff-auth';
import { createCompaniesService } from './service';

// The back office's customer companies (issue 26), under /carrier/: CARRIER_CALLS names them,
// who may make each and the payload's schema.
export async function companiesRoutes(base: FastifyInstance, { deps, staffGuards }: { deps: Deps; staffGuards: StaffGuards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const companies = createCompaniesService(deps);
  const calls = CARRIER_CALLS;
  const path = (call: { path: string }) => `/${call.path}`;
  const guard = staffGuards.of;
  const params = companyParamsSchema;

  app.get(path(calls.listCompanies), { ...guard(calls.listCompanies), schema: { querystring: payloadOf(calls.listCompanies) } }, (request) => companies.list(request.query));
  app.get(path(calls.getCompany), { ...guard(calls.getCompany), schema: { params } }, (request) => companies.get(request.params.id));
  app.post(path(calls.createCompany), { ...guard(calls.createCompany), schema: { body: payloadOf(calls.createCompany) } }, async (request, reply) => {
    reply.code(201);
    return companies.create(request.body);
  });
  app.put(path(calls.saveCompany), { ...guard(calls.saveCompany), schema: { params, body: payloadOf(calls.saveCompany) } }, (request) =>
    companies.save(request.params.id, request.body),
  );
  app.post(path(calls.suspendCompany), { ...guard(calls.suspendCompany), schema: { params } }, (request) => companies.suspend(request.params.id));
  app.post(path(calls.reactivateCompany), { ...guard(calls.reactivateCompany), schema: { params } }, (request) => companies.reactivate(request.params.id));
  app.get(path(calls.companyUsers), { ...guard(calls.companyUsers), schema: { params } }, (request) => companies.users(request.params.id));
  app.post(path(calls.inviteAdministrator), { ...guard(calls.inviteAdministrator), schema: { params, body: payloadOf(calls.inviteAdministrator) } }, async (request, reply) => {
    reply.code(201);
    return companies.invite(request.params.id, request.body);
  });
  app.post(path(calls.resendInvitation), { ...guard(calls.resendInvitation), schema: { params } }, (request) => companies.resendInvitation(request.params.id));
  app.post(path(calls.resetUserPassword), { ...guard(calls.resetUserPassword), schema: { params: companyUserParamsSchema } }, (request) =>
    companies.resetPassword(request.params.id, request.params.userId),
  );
}
