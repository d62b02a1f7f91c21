import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import { normaliseConnoteNumber } from '@portal/domain/consignment/connote-number';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { findConsignmentByNumber, markScanned, touchConsignment, type ConsignmentRow } from '../consignments/service';
import { saveScannedOriginal, scannedContentType } from '../documents/service';
import { recordPod, type NewDelivery } from '../pods/service';
import { recordEvent, type ScanEvent } from '../tracking/service';

// What the carrier's staff and systems do to a consignment (DESIGN.md, operations): record a
// scan, sign a POD, send in the scanned original. The operations API, the simulator and the back
// office's customer service (issue 26, the staff member recorded as the source) all call these,
// so a simulated or hand-recorded consignment moves exactly as a scanned one does. Each runs in a
// transaction that first locks the consignment's row, so two scans of one consignment at once
// are taken one after the other and a code still never goes backwards.

export const OPERATIONS_MESSAGES = {
  unknownConsignment: (conNumber: string) => `Consignment ${conNumber} does not exist.`,
} as const;

/** What a scan or POD concerned: the consignment's number as stored, and its company (the back office's audit trail). */
interface Recorded {
  conNumber: string;
  companyId: number;
}

const recorded = (row: ConsignmentRow): Recorded => ({ conNumber: row.number, companyId: row.companyId });

export function createOperations(db: Db, now: () => number) {
  async function locked<T>(conNumber: string, work: (trx: Db, row: ConsignmentRow) => Promise<T>): Promise<T> {
    const number = normaliseConnoteNumber(conNumber);
    return db.transaction().execute(async (trx) => {
      const row = await findConsignmentByNumber(trx, number);
      // A drop freight not yet booked (decision 0025) is no consignment yet: nothing to scan or sign.
      if (!row || row.status === DROP_FREIGHT_STATUS_DRAFT) throw notFound(OPERATIONS_MESSAGES.unknownConsignment(conNumber.trim()));
      await touchConsignment(trx, row.id, now());
      return work(trx, row);
    });
  }

  return {
    recordScan: (conNumber: string, scan: ScanEvent): Promise<Recorded> =>
      locked(conNumber, async (trx, row) => {
        await recordEvent(trx, row, scan, now());
        return recorded(row);
      }),
    signPod: (conNumber: string, delivery: NewDelivery): Promise<Recorded> =>
      locked(conNumber, async (trx, row) => {
        await recordPod(trx, row, delivery, now());
        return recorded(row);
      }),
    async sendScannedOriginal(conNumber: string, content: Buffer): Promise<void> {
      const type = scannedContentType(content);
      if ('error' in type) throw badRequest(type.error);
      await locked(conNumber, async (trx, row) => {
        await saveScannedOriginal(trx, row.id, { contentType: type.contentType, content }, now());
        await markScanned(trx, row.id, now());
      });
    },
  };
}
export type Operations = ReturnType<typeof createOperations>;
