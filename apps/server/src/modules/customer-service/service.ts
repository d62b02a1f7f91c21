import type {
  FoundConsignments,
  ManualPodInput,
  ManualRecordAnswer,
  ManualScanInput,
  StaffConsignment,
} from '@portal/domain/carrier/customer-service-calls';
import { CUSTOMER_SERVICE_MESSAGES } from '@portal/domain/carrier/customer-service-calls';
import { epochOf } from '@portal/domain/consignment/operations-schema';
import { trackingCodeOf } from '@portal/domain/tracking/event-codes';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { consignmentAnywhere, findConsignmentsAnywhere } from '../consignments/service';
import { staffDocumentLinks } from '../documents/service';
import type { Operations } from '../operations/service';
import { findPod, podAnswerOf } from '../pods/service';
import type { StaffAuth } from '../staff/service';
import { staffTrackingOf } from '../tracking/service';

// Customer service in the back office (issue 26, DESIGN.md 'The carrier's side'): find any
// company's consignment, see it whole through its owners' own reads (the customer's view, the
// documents' signed links, tracking, the POD screen's answer), and record a scan or a POD by
// hand through the operations service, the operations API's own: the same checks (no backwards
// code, no future time, a real depot, a checked PNG), with the staff member as the source.

export function createCustomerService({ db, config }: Deps, operations: Operations) {
  return {
    async find(search: string): Promise<FoundConsignments> {
      if (search.trim() === '') throw badRequest(CUSTOMER_SERVICE_MESSAGES.searchBlank);
      return { consignments: await findConsignmentsAnywhere(db, search) };
    },

    async consignment(auth: StaffAuth, conNumber: string): Promise<StaffConsignment> {
      const { row, companyName, dimensionFactor, view } = await consignmentAnywhere(db, conNumber, config.now());
      const [documents, { tracking, highestCode }, podRow] = await Promise.all([
        staffDocumentLinks(db, config, row, auth.staff.id),
        staffTrackingOf(db, row),
        findPod(db, row.companyId, row.id),
      ]);
      const pod = podRow ? await podAnswerOf(db, row, podRow) : null;
      return { company: { id: row.companyId, name: companyName }, dimensionFactor, consignment: view, documents, tracking, highestCode, pod };
    },

    async recordScan(auth: StaffAuth, input: ManualScanInput): Promise<ManualRecordAnswer> {
      const { conNumber, code, at, depot } = input;
      const done = await operations.recordScan(conNumber, { code, at: epochOf(at), ...(depot ? { depot } : {}), staffUserId: auth.staff.id });
      const message = CUSTOMER_SERVICE_MESSAGES.scanRecorded(code, trackingCodeOf(code)?.name ?? '', done.conNumber);
      return { success: true, message, ...done };
    },

    async recordPod(auth: StaffAuth, input: ManualPodInput): Promise<ManualRecordAnswer> {
      const { conNumber, signedBy, signature, at } = input;
      const png = signature ? Buffer.from(signature, 'base64') : null;
      const done = await operations.signPod(conNumber, { signedBy, signature: png, at: epochOf(at), staffUserId: auth.staff.id });
      return { success: true, message: CUSTOMER_SERVICE_MESSAGES.podRecorded(done.conNumber), ...done };
    },
  };
}
