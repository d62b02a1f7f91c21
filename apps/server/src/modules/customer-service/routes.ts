import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CUSTOMER_SERVICE_CALLS, type FoundConsignments, type ManualRecordAnswer, type StaffConsignment } from '@portal/domain/carrier/customer-service-calls';
import type { Deps } from '../../deps';
import { payloadOf, staffAuthOf, type StaffGuards } from '../../http/staff-auth';
import type { Operations } from '../operations/service';
import { createCustomerService } from './service';

// Customer service's calls under /carrier/ (issue 26): CUSTOMER_SERVICE_CALLS names them and who may make them.
export async function customerServiceRoutes(base: FastifyInstance, options: { deps: Deps; staffGuards: StaffGuards; operations: Operations }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createCustomerService(options.deps, options.operations);
  const { findConsignments, getConsignment, recordScan, recordPod } = CUSTOMER_SERVICE_CALLS;
  const path = (call: { path: string }) => `/${call.path}`;
  const guard = options.staffGuards.of;

  app.get(path(findConsignments), { ...guard(findConsignments), schema: { querystring: payloadOf(findConsignments) } }, (request): Promise<FoundConsignments> =>
    service.find(request.query.search),
  );
  app.get(path(getConsignment), { ...guard(getConsignment), schema: { querystring: payloadOf(getConsignment) } }, (request): Promise<StaffConsignment> =>
    service.consignment(staffAuthOf(request), request.query.conNumber),
  );
  app.post(path(recordScan), { ...guard(recordScan), schema: { body: payloadOf(recordScan) } }, (request): Promise<ManualRecordAnswer> =>
    service.recordScan(staffAuthOf(request), request.body),
  );
  app.post(path(recordPod), { ...guard(recordPod), schema: { body: payloadOf(recordPod) } }, (request): Promise<ManualRecordAnswer> =>
    service.recordPod(staffAuthOf(request), request.body),
  );
}
