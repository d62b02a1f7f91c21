import { levyMonth } from '@portal/domain/pricing/quote-terms';
import type { FreightItem } from '@portal/domain/booking/booking';
import { localDateTime } from '@portal/domain/schedule/schedule-clock';
import { PICKUP_STEP } from '@portal/domain/wizard/pickup-step-rules';
import { QUOTE_STEP } from '@portal/domain/wizard/quote-step-rules';
import type { Db } from '../database';
import type { PartyColumns } from '../schema/party-columns';
import { lineFields } from '../../modules/bookings/service';
import { pickupNumberOf } from '../record-numbers';
import { A4, finishPdf, startPdf } from '../../modules/documents/render/pdf-output';
import { insertPickup, pickupLines } from '../../modules/pickups/repo';
import { insertQuote, markAccepted, quoteLines, setQuotePickup } from '../../modules/quotes/repo';
import { drawnSignature } from '../../modules/pods/signature-png';
import { suburbValue } from '../../modules/reference/suburbs';
import { priceOf } from './scale-rows';

// The quotes and pickups of the demo's month (issue 24: a newcomer finds Existing Quotes and
// Existing Pickups populated): a pickup behind each consignment collected from its sender, an
// accepted quote behind some of those, and quotes and pickups still open. And the scanned
// originals the depots sent in, so that the lists' Document Links show.

const QUOTE_VALID_MS = 14 * 24 * 60 * 60_000;
/** Version of a row just inserted (migration 0010). */
const NEW_ROW_VERSION = 1;

export interface DemoRecord {
  company: { id: number; defaultOpen: string; defaultClose: string };
  sender: { columns: PartyColumns<'sender'>; place: { suburb: string; state: string; postCode: string }; depot: string; fullName: string };
  receiver: { columns: PartyColumns<'receiver'>; place: { suburb: string; state: string; postCode: string }; depot: string };
  ref: string;
  lines: readonly FreightItem[];
  at: number;
}

/** A quote priced as the General card would price it; accepted an hour later when `accepted`. */
export async function seedQuote(trx: Db, r: DemoRecord, fuelLevyPercent: number, accepted: boolean): Promise<number> {
  const items = lineFields(r.lines);
  const breakdown = priceOf(items, fuelLevyPercent, 'customer');
  const quoteId = await insertQuote(trx, {
    companyId: r.company.id, createdBy: null, sender: suburbValue(r.sender.place), receiver: suburbValue(r.receiver.place),
    customerRef: r.ref, poNumber: '', ppi: 0, pickupRequired: 2, deliveryRequired: 2, dgHas: 0, dgClasses: '[]', instructions: '',
    progress: QUOTE_STEP.summary, depotFrom: r.sender.depot, depotTo: r.receiver.depot, generalRate: 0,
    price: breakdown.total, breakdown: JSON.stringify(breakdown), fuelLevyPercent, createdAt: r.at, updatedAt: r.at, validUntil: r.at + QUOTE_VALID_MS,
    // Priced by the seed's formula, not by a card: no version to name.
    rateVersionId: null, levyMonth: levyMonth(r.at),
  });
  await quoteLines.insert(trx, quoteId, items);
  if (accepted) await markAccepted(trx, r.company.id, quoteId, NEW_ROW_VERSION, r.at + 60 * 60_000);
  return quoteId;
}

/** A pickup ready when booked (its quote's, if any); completed later when its consignment is made. */
export async function seedPickup(trx: Db, r: DemoRecord, quoteId: number | null): Promise<number> {
  const readyAt = localDateTime(r.sender.place.state, new Date(r.at));
  const pickupId = await insertPickup(trx, {
    companyId: r.company.id, createdBy: null, progress: PICKUP_STEP.createConsignment, ...r.sender.columns, ...r.receiver.columns,
    poNumber: '', pickupRef: r.ref, ppi: 0, dgHas: 0, dgClasses: '[]', instructions: '', pickupRequired: 2, deliveryRequired: 2,
    depotFrom: r.sender.depot, depotTo: r.receiver.depot, readyWhen: 'now', readyAtDate: '', readyAtTime: '',
    openFrom: r.company.defaultOpen, closedAfter: r.company.defaultClose, bookedBy: r.sender.fullName.slice(0, 20), readyAt,
    scheduleDay: readyAt.slice(0, 10), scheduleMsg: '', scheduleRule: 'none', quoteId, extraEmail: '', createdAt: r.at, bookedAt: r.at, updatedAt: r.at,
  });
  await pickupLines.insert(trx, pickupId, lineFields(r.lines));
  if (quoteId !== null) await setQuotePickup(trx, r.company.id, quoteId, pickupNumberOf(pickupId));
  return pickupId;
}

/** The paper note as the depot scanned it: a page naming the consignment, with the sender's signature. */
export function demoScannedNote(conNumber: string, signedBy: string): Promise<Buffer> {
  const doc = startPdf(A4, `Scanned consignment note ${conNumber}`);
  doc.fontSize(16).text(`Consignment note ${conNumber} (scanned at the depot)`, 48, 48, { lineBreak: false });
  doc.fontSize(11).text(`Signed at pickup by ${signedBy}`, 48, 80, { lineBreak: false });
  doc.image(drawnSignature(signedBy), 48, 104, { fit: [220, 80] });
  return finishPdf(doc);
}
