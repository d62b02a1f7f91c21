import { BLANK_PARTY } from '@portal/domain/api/party';
import type { FreightItem } from '@portal/domain/booking/booking';
import { blankFreightItem } from '@portal/domain/freight/freight-list';
import { localDateTime, localMoment } from '@portal/domain/schedule/schedule-clock';
import { DELIVERED_CODE, type FirstStage } from '@portal/domain/tracking/event-codes';
import type { Selectable } from 'kysely';
import { DROP_FREIGHT_STEP } from '@portal/domain/wizard/drop-freight-step-rules';
import type { Db } from '../database';
import type { SavedAddressesTable } from '../schema/booking-tables';
import type { PartyColumns } from '../schema/party-columns';
import { issueElectronicConnote } from '../../modules/consignments/connote-check';
import { createConsignment, createDraftConsignment } from '../../modules/consignments/create-consignment';
import { findConsignment, markScanned } from '../../modules/consignments/repo';
import { saveScannedOriginal } from '../../modules/documents/repo';
import { completePickup } from '../../modules/pickups/repo';
import { setQuotePickupConnote } from '../../modules/quotes/repo';
import { journeyOf } from '../../modules/operations/journey';
import { drawnSignature } from '../../modules/pods/signature-png';
import { recordPod } from '../../modules/pods/service';
import { lineFields, receiverColumns, senderColumns } from '../../modules/bookings/service';
import { distanceKm } from '../../modules/reference/geo';
import { suburbValue } from '../../modules/reference/suburbs';
import { companyBookingOptions } from '../../modules/reference/booking-options';
import { recordEvent } from '../../modules/tracking/service';
import { demoScannedNote, seedPickup, seedQuote } from './demo-records';

// Consignment history for a first start (issue 9): about 50 consignments a demo company over
// the last 30 days, between its saved addresses, in every stage; the delivered ones signed for.
// Every fourth is a drop freight (dropped in on its booking day), and each company has two drop
// freights still in draft (decision 0025), so the Existing Drop Freight list has both kinds.
// They are booked and scanned through the functions the portal and the operations API use
// (createConsignment, createDraftConsignment, recordEvent, recordPod), in one transaction so a
// first start stays quick. Each consignment collected from its sender has its pickup, every third
// of those an accepted quote before it; some delivered ones have their scanned original; and
// each company has quotes and pickups still open (demo-records.ts), so every list has rows.

export const HISTORY_PER_COMPANY = 50;
/** Drop freights numbered but not booked yet, a company. */
export const DRAFTS_PER_COMPANY = 2;
const DAY = 24 * 60 * 60_000;
/** Consignments still on their way; the older ones are delivered. */
const RECENT = 12;

/** The last scan of the newest consignments, so that every stage shows; older ones are delivered. */
const RECENT_STAGES: Readonly<Record<FirstStage, readonly number[]>> = {
  pickup: [0, 3, 5, 35, 44, 53],
  receival: [10, 14, 20, 41, 52],
};

const FREIGHT: readonly Pick<FreightItem, 'type' | 'description' | 'unitWeight' | 'length' | 'width' | 'height'>[] = [
  { type: 'General', description: 'Cartons of hardware', unitWeight: '12', length: '0.6', width: '0.4', height: '0.4' },
  { type: 'General', description: 'Timber offcuts, strapped', unitWeight: '45', length: '2.4', width: '0.3', height: '0.3' },
  { type: 'Chiller', description: 'Chilled produce', unitWeight: '18', length: '0.6', width: '0.4', height: '0.3' },
  { type: 'General', description: 'Power tools', unitWeight: '8.5', length: '0.5', width: '0.35', height: '0.3' },
];

const line = (n: number, ref: string): FreightItem => ({
  ...blankFreightItem(`seed-${n}`),
  ...FREIGHT[n % FREIGHT.length]!,
  quantity: String((n % 3) + 1),
  ref,
});

/** A booking `daysAgo` days before now in business hours (08:15 to 13:15 at the sender), never in the future. */
function bookedAt(now: number, daysAgo: number, i: number, state: string): number {
  const day = localDateTime(state, new Date(now - daysAgo * DAY)).slice(0, 10);
  const at = localMoment(state, day, `${8 + (i % 6)}:15`).getTime();
  return at < now ? at : now - (i + 1) * 20 * 60_000;
}

type Address = Selectable<SavedAddressesTable>;
interface Placed {
  a: Address;
  depot: string;
}
type Company = { id: number; defaultOpen: string; defaultClose: string };

/** A saved address as a booking's sender or receiver columns. */
function partyColumns<P extends 'sender' | 'receiver'>(p: Placed, prefix: P): PartyColumns<P> {
  return {
    [`${prefix}Key`]: String(p.a.id),
    [`${prefix}FullName`]: `${p.a.fName} ${p.a.sName}`.trim(),
    [`${prefix}Phone`]: p.a.phone,
    [`${prefix}Email`]: p.a.emailAddress,
    [`${prefix}Street`]: [p.a.addr1, p.a.addr2, p.a.addr3].filter(Boolean).join(', '),
    [`${prefix}Suburb`]: p.a.suburb,
    [`${prefix}State`]: p.a.state,
    [`${prefix}PostCode`]: p.a.postCode,
    [`${prefix}Company`]: p.a.name,
    [`${prefix}Abn`]: '',
  } as PartyColumns<P>;
}

/** A drop freight's schedule: dropped in on its booking day by the sender, in the company's hours. */
function dropIn(createdAt: number, sender: Placed, company: Company, progress: number = DROP_FREIGHT_STEP.createConsignment) {
  const day = localDateTime(sender.a.state, new Date(createdAt)).slice(0, 10);
  const bookedBy = sender.a.fName.slice(0, 20);
  return { progress, readyAt: day, scheduleDay: day, bookedBy, openFrom: company.defaultOpen, closedAfter: company.defaultClose };
}

const HOUR = 60 * 60_000;

/** A placed address as a demo record's party. */
const recordParty = <P extends 'sender' | 'receiver'>(p: Placed, prefix: P) => ({
  columns: partyColumns(p, prefix),
  place: { suburb: p.a.suburb, state: p.a.state, postCode: p.a.postCode },
  depot: p.depot,
  fullName: `${p.a.fName} ${p.a.sName}`.trim(),
});

/** Quotes of the last days, one accepted, and two pickups booked for collection, none converted yet. */
async function seedOpenRecords(trx: Db, company: Company, placed: readonly Placed[], now: number, fuelLevyPercent: number): Promise<void> {
  for (let k = 0; k < 6; k += 1) {
    const sender = placed[k % 2 === 0 ? 0 : 1]!;
    const receiver = placed.filter((p) => p !== sender)[k % (placed.length - 1)]!;
    const ref = `SO-${company.id}${String(4900 + k)}`;
    const record = { company, sender: recordParty(sender, 'sender'), receiver: recordParty(receiver, 'receiver'), ref, lines: [line(k, ref)], at: now - (k + 1) * 5 * HOUR };
    if (k < 4) await seedQuote(trx, record, fuelLevyPercent, k === 1);
    else await seedPickup(trx, record, null);
  }
}

/** Two drop freights numbered and saved, not booked: one just started, one at Schedule Drop In. */
async function seedDrafts(trx: Db, company: Company, placed: readonly Placed[], now: number): Promise<void> {
  const [sender, receiver] = [placed[0]!, placed[1]!];
  // Numbered at Enter Consignment Number: no parties yet.
  const blank = { ...senderColumns(BLANK_PARTY), ...receiverColumns(BLANK_PARTY) };
  const drafts = [
    { ...blank, progress: DROP_FREIGHT_STEP.details, depotFrom: '', depotTo: '', customerRef: '', lines: [] as FreightItem[], createdAt: now - 90 * 60_000 },
    {
      ...partyColumns(sender, 'sender'),
      ...partyColumns(receiver, 'receiver'),
      ...dropIn(now, sender, company, DROP_FREIGHT_STEP.schedule),
      readyAt: '',
      scheduleDay: '',
      depotFrom: sender.depot,
      depotTo: receiver.depot,
      customerRef: `SO-${company.id}4999`,
      lines: [line(0, `SO-${company.id}4999`)],
      createdAt: now - 3 * DAY,
    },
  ];
  for (const { lines, ...draft } of drafts) {
    const number = await issueElectronicConnote(trx, company.id, draft.createdAt);
    const booking = { ...draft, companyId: company.id, number, conType: 'electronic', pickupId: null, quoteId: null, createdBy: null };
    const common = { poNumber: '', instructions: '', pickupRequired: 1, deliveryRequired: lines.length > 0 ? 2 : 0, dgClasses: '[]', extraEmail: '' };
    await createDraftConsignment(trx, { ...booking, ...common }, lineFields(lines), 'receival');
  }
}

export async function seedDemoHistory(db: Db, now: number): Promise<void> {
  const companies = await db.selectFrom('companies').select(['id', 'defaultOpen', 'defaultClose']).orderBy('id').execute();
  await db.transaction().execute(async (trx) => {
    for (const company of companies) {
      const ctx = await companyBookingOptions(trx, company.id, now);
      const addresses = await trx.selectFrom('savedAddresses').selectAll().where('companyId', '=', company.id).orderBy('id').execute();
      const placed = addresses.flatMap((a) => {
        const depot = ctx.suburbs.find(suburbValue(a))?.depots[0];
        return depot === undefined ? [] : [{ a, depot }];
      });
      if (placed.length < 2) continue;
      for (let i = 0; i < HISTORY_PER_COMPANY; i += 1) {
        const sender = placed[i % 3 === 0 ? (i + 1) % placed.length : 0]!;
        const receiver = placed.filter((p) => p !== sender)[i % (placed.length - 1)]!;
        const createdAt = bookedAt(now, Math.floor((i / HISTORY_PER_COMPANY) * 30), i, sender.a.state);
        const first: FirstStage = i % 4 === 3 ? 'receival' : 'pickup';
        const ref = `SO-${company.id}${String(5000 + i)}`;
        const number = await issueElectronicConnote(trx, company.id, createdAt);
        const lines = [line(i, ref), ...(i % 5 === 0 ? [line(i + 1, `${ref}-B`)] : [])];
        // Collected from the sender: its pickup, booked an hour before; every third quoted first.
        const record = { company, sender: recordParty(sender, 'sender'), receiver: recordParty(receiver, 'receiver'), ref, lines };
        const quoteId = first === 'pickup' && i % 3 === 0 ? await seedQuote(trx, { ...record, at: createdAt - 3 * HOUR }, ctx.fuelLevyPercent, true) : null;
        const pickupId = first === 'pickup' ? await seedPickup(trx, { ...record, at: createdAt - HOUR }, quoteId) : null;
        const created = await createConsignment(
          trx,
          {
            ...partyColumns(sender, 'sender'),
            ...partyColumns(receiver, 'receiver'),
            companyId: company.id,
            number,
            conType: 'electronic',
            pickupId,
            quoteId,
            createdBy: null,
            createdAt,
            poNumber: i % 2 === 0 ? `PO-${7100 + i}` : '',
            customerRef: ref,
            instructions: i % 7 === 0 ? 'Please call the receiver 30 minutes before delivery.' : '',
            pickupRequired: first === 'pickup' ? 2 : 1,
            deliveryRequired: 2,
            depotFrom: sender.depot,
            depotTo: receiver.depot,
            dgClasses: '[]',
            extraEmail: '',
            ...(first === 'receival' ? dropIn(createdAt, sender, company) : {}),
          },
          lineFields(lines),
          first,
        );
        if (!created) continue;
        if (pickupId !== null) await completePickup(trx, company.id, pickupId, { conType: 'electronic', conNumber: number, extraEmail: '' }, createdAt);
        if (quoteId !== null) await setQuotePickupConnote(trx, company.id, quoteId, number);
        const row = (await findConsignment(trx, company.id, number))!;
        const from = ctx.tariff.depots.find((d) => d.code === row.depotFrom)!;
        const to = ctx.tariff.depots.find((d) => d.code === row.depotTo)!;
        // The dozen newest stop at each stage in turn (every fourth of them is drop freight).
        const stages = RECENT_STAGES[first];
        const last = i < RECENT ? stages[(first === 'receival' ? Math.floor(i / 4) : i) % stages.length]! : DELIVERED_CODE;
        // The Booked scan came with the consignment; the rest up to `last`, as far as time has come.
        for (const scan of journeyOf(first, createdAt, distanceKm(from, to), last).slice(1)) {
          if (scan.at > now) break;
          if (scan.code === DELIVERED_CODE) {
            const signedBy = row.receiverFullName;
            await recordPod(trx, row, { signedBy, signature: drawnSignature(signedBy), at: scan.at }, scan.at);
            // The depot sends in the signed paper note of some (the lists' Document Link): a few, as
            // each is a PDF to make (about 40 ms) and a first start should stay quick.
            if (i % 4 === 0 || i % 8 === 7) {
              await saveScannedOriginal(trx, row.id, { contentType: 'application/pdf', content: await demoScannedNote(number, record.sender.fullName) }, scan.at);
              await markScanned(trx, row.id, scan.at);
            }
          } else {
            await recordEvent(trx, row, scan, scan.at);
          }
        }
      }
      await seedDrafts(trx, company, placed, now);
      await seedOpenRecords(trx, company, placed, now, ctx.fuelLevyPercent);
    }
  });
}
