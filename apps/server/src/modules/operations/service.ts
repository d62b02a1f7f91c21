import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import { normaliseConnoteNumber } from '@portal/domain/consignment/connote-number';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { findConsignmentByNumber, markScanned, touchConsignment, type ConsignmentRow } from '../consignments/service';
import { saveScannedOriginal, scannedContentType } from '../documents/service';
import { recordPod, type NewDelivery } from '../pods/service';
import { recordEvent, type ScanEvent } from '../tracking/service';

// What the carrier's staff and systems do to a consignment (DESIGN.md, operations): record a
// scan, sign a POD, send in the scanned original. The operations API and the simulator both
// call these, so a simulated consignment moves exactly as a scanned one does. Each runs in a
// transaction that first locks the consignment's row, so two scans of one consignment at once
// are taken one after the other and a code still never goes backwards.

export const OPERATIONS_MESSAGES = {
  unknownConsignment: (conNumber: string) => `Consignment ${conNumber} does not exist.`,
} as const;

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
    recordScan: (conNumber: string, scan: ScanEvent) => locked(conNumber, (trx, row) => recordEvent(trx, row, scan, now())),
    signPod: (conNumber: string, delivery: NewDelivery) => locked(conNumber, (trx, row) => recordPod(trx, row, delivery, now())),
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
