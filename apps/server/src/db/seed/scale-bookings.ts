import type { Depot } from '@portal/domain/api/reference';
import { electronicConnoteNumber } from '@portal/domain/consignment/connote-number';
import { fuelLevyFor, levyMonth, type FuelLevy } from '@portal/domain/pricing/quote-terms';
import { DELIVERED_CODE, type FirstStage } from '@portal/domain/tracking/event-codes';
import type { Db } from '../database';
import type { ItemFields } from '../freight-lines-repo';
import { pickupNumberOf } from '../record-numbers';
import { issueElectronicSequences } from '../../modules/consignments/connote-repo';
import { consignmentLines, insertConsignments, type NewConsignment } from '../../modules/consignments/repo';
import { insertDocumentsOfMany } from '../../modules/documents/repo';
import { completePickup, insertPickup, pickupLines } from '../../modules/pickups/repo';
import { insertPods, type NewPod } from '../../modules/pods/repo';
import { insertQuote, markAccepted, quoteLines, setQuotePickup } from '../../modules/quotes/repo';
import { insertEvents, type NewTrackingEvent } from '../../modules/tracking/repo';
import type { ScaleCompany } from './scale-companies';
import type { Random } from './scale-random';
import { consignmentRow, freightOf, pickupRow, quoteRow, routeOf, scansOf, trackingIdOf, type Route } from './scale-rows';

// One slice of the scale seed's year, in one transaction: its quotes (some accepted), its pickups
// (some converted from those quotes), and its consignments (a pickup's once completed, the rest
// booked directly, every fourth dropped in at a depot) with their freight, scans, documents and
// PODs. Quotes and pickups go through the portal's own inserts one by one (they are few);
// consignments through the repositories' batch variants, a multi-row INSERT per table.

export interface SliceWorld {
  companies: readonly ScaleCompany[];
  pickCompany: (random: Random) => number;
  depots: ReadonlyMap<string, Depot>;
  fuelLevies: readonly FuelLevy[];
  /** The receiver's drawn signature, drawn once per name. */
  signatureOf: (name: string) => Buffer;
  now: number;
}

export interface SliceCounts {
  quotes: number;
  pickups: number;
  consignments: number;
}

export interface SliceRows {
  items: number;
  events: number;
  documents: number;
  pods: number;
}

const HOUR = 60 * 60_000;
/** A new row's version (migration 0010). */
const NEW_ROW_VERSION = 1;
/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;

async function inChunks<T extends object>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}

/** `count` moments in [from, to), in order. */
function momentsIn(random: Random, count: number, from: number, to: number): number[] {
  return Array.from({ length: count }, () => from + Math.floor(random.next() * (to - from))).sort((a, b) => a - b);
}

interface Booking {
  route: Route;
  createdBy: number;
  items: ItemFields[];
  at: number;
  ref: string;
}

const booker = (random: Random, route: Route) => random.pick(route.company.bookers);

export async function seedSlice(trx: Db, random: Random, world: SliceWorld, from: number, to: number, counts: SliceCounts): Promise<SliceRows> {
  const newRoute = () => routeOf(random, world.companies[world.pickCompany(random)]!);
  const levyAt = (at: number) => fuelLevyFor(world.fuelLevies, levyMonth(at));

  const accepted: (Booking & { quoteId: number })[] = [];
  for (const at of momentsIn(random, counts.quotes, from, to)) {
    const route = newRoute();
    const ref = `Q${route.company.n}-${at % 100_000}`;
    const b = { route, createdBy: booker(random, route), items: freightOf(random, ref), at, ref };
    const quoteId = await insertQuote(trx, quoteRow(route, b.createdBy, b.items, at, levyAt(at), ref));
    await quoteLines.insert(trx, quoteId, b.items);
    if (random.chance(0.3) && (await markAccepted(trx, route.company.id, quoteId, NEW_ROW_VERSION, Math.min(at + HOUR, world.now))) !== null) accepted.push({ ...b, quoteId });
  }

  // Pickups a day old or more have been collected: each makes a consignment below.
  const collected: (Booking & { pickupId: number })[] = [];
  for (const at of momentsIn(random, counts.pickups, from, to)) {
    const quoted = accepted.length > 0 && random.chance(0.2) ? accepted.pop()! : undefined;
    const route = quoted?.route ?? newRoute();
    const ref = `P${route.company.n}-${at % 100_000}`;
    const b = { route, createdBy: quoted?.createdBy ?? booker(random, route), items: quoted?.items ?? freightOf(random, ref), at: Math.max(at, quoted?.at ?? 0), ref };
    const pickupId = await insertPickup(trx, pickupRow(route, b.createdBy, b.at, ref, quoted?.quoteId ?? null));
    await pickupLines.insert(trx, pickupId, b.items);
    if (quoted) await setQuotePickup(trx, route.company.id, quoted.quoteId, pickupNumberOf(pickupId));
    if (world.now - b.at > 24 * HOUR) collected.push({ ...b, pickupId });
  }

  const direct = momentsIn(random, Math.max(0, counts.consignments - collected.length), from, to).map((at) => {
    const route = newRoute();
    const ref = `SO-${route.company.n}-${at % 1_000_000}`;
    return { route, createdBy: booker(random, route), items: freightOf(random, ref), at, ref, pickupId: null };
  });
  const bookings = [...collected.slice(0, counts.consignments).map((b) => ({ ...b, at: Math.min(b.at + 2 * HOUR, world.now) })), ...direct];
  return writeConsignments(trx, random, world, bookings);
}

async function writeConsignments(
  trx: Db,
  random: Random,
  world: SliceWorld,
  bookings: readonly (Booking & { pickupId: number | null })[],
): Promise<SliceRows> {
  const sequences = await issueElectronicSequences(trx, bookings.map((b) => ({ companyId: b.route.company.id, issuedAt: b.at })));
  const rows: NewConsignment[] = bookings.map((b, i) => {
    const first: FirstStage = b.pickupId === null && i % 4 === 3 ? 'receival' : 'pickup';
    const number = electronicConnoteNumber(sequences[i]!);
    return consignmentRow(b.route, { number, trackingId: trackingIdOf(random), first, pickupId: b.pickupId, createdBy: b.createdBy, at: b.at, ref: b.ref });
  });
  const ids = new Map<string, number>();
  await inChunks(rows, async (chunk) => {
    for (const [number, id] of await insertConsignments(trx, chunk)) ids.set(number, id);
  });

  const lines: { parentId: number; item: ItemFields }[] = [];
  const events: NewTrackingEvent[] = [];
  const documents: Parameters<typeof insertDocumentsOfMany>[1][number][] = [];
  const pods: NewPod[] = [];
  for (const [i, b] of bookings.entries()) {
    const row = rows[i]!;
    const consignmentId = ids.get(row.number)!;
    const companyId = b.route.company.id;
    if (b.pickupId !== null) {
      await completePickup(trx, companyId, b.pickupId, { conType: 'electronic', conNumber: row.number, extraEmail: '' }, b.at);
    }
    for (const item of b.items) lines.push({ parentId: consignmentId, item });
    const from = world.depots.get(row.depotFrom)!;
    const to = world.depots.get(row.depotTo)!;
    for (const scan of scansOf(random, row.firstStage as FirstStage, b.at, from, to, world.now)) {
      events.push({ consignmentId, code: scan.code, at: scan.at, depot: scan.depot, recordedAt: scan.at });
      if (scan.code !== DELIVERED_CODE) continue;
      const signedBy = row.receiverFullName;
      pods.push({ consignmentId, companyId, signedBy, signature: world.signatureOf(signedBy), deliveredAt: scan.at, createdAt: scan.at });
      documents.push({ companyId, consignmentId, docType: 'POD', at: scan.at });
    }
    documents.push({ companyId, consignmentId, docType: 'CON', at: b.at }, { companyId, consignmentId, docType: 'LBL', at: b.at });
  }
  // Freight lines carry their parent's id next to their own columns.
  await inChunks(lines.map((l) => ({ ...l.item, parentId: l.parentId })), (chunk) =>
    consignmentLines.insertUnder(trx, chunk.map(({ parentId, ...item }) => ({ parentId, item }))),
  );
  await inChunks(events, (chunk) => insertEvents(trx, chunk));
  await inChunks(documents, (chunk) => insertDocumentsOfMany(trx, chunk));
  await inChunks(pods, (chunk) => insertPods(trx, chunk));
  return { items: lines.length, events: events.length, documents: documents.length, pods: pods.length };
}
