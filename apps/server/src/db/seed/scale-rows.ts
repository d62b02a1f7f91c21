import { levyMonth } from '@portal/domain/pricing/quote-terms';
import type { PriceBreakdown } from '@portal/domain/api/quote';
import type { FreightItem } from '@portal/domain/booking/booking';
import type { Depot } from '@portal/domain/api/reference';
import { blankFreightItem } from '@portal/domain/freight/freight-list';
import { localDateTime } from '@portal/domain/schedule/schedule-clock';
import { codesOf, DELIVERED_CODE, type FirstStage } from '@portal/domain/tracking/event-codes';
import { PICKUP_STEP } from '@portal/domain/wizard/pickup-step-rules';
import { DROP_FREIGHT_STEP } from '@portal/domain/wizard/drop-freight-step-rules';
import { QUOTE_STEP } from '@portal/domain/wizard/quote-step-rules';
import { toFlag } from '../schema';
import { lineFields } from '../../modules/bookings/service';
import type { ItemFields } from '../freight-lines-repo';
import type { NewConsignment } from '../../modules/consignments/repo';
import { journeyOf } from '../../modules/operations/journey';
import type { NewPickup } from '../../modules/pickups/repo';
import type { NewQuote } from '../../modules/quotes/repo';
import { distanceKm } from '../../modules/reference/geo';
import { suburbValue } from '../../modules/reference/suburbs';
import type { ScaleCompany, ScaleParty } from './scale-companies';
import type { Random } from './scale-random';

// The rows of one scale booking, shaped as the portal's own calls shape them (quote-new,
// pickup-rows, create-consignment, the operations journey): plain functions of a seeded random,
// so the same options give the same rows.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Consignments older than this are delivered; newer ones stop at any stage. */
const DELIVERED_AFTER = 6 * DAY;
/** The scan whose depot is the receiving one (tracking/service.ts). */
const ARRIVED_CODE = 41;

const FREIGHT: readonly Pick<FreightItem, 'type' | 'description' | 'unitWeight' | 'length' | 'width' | 'height'>[] = [
  { type: 'General', description: 'Cartons of hardware', unitWeight: '12', length: '0.6', width: '0.4', height: '0.4' },
  { type: 'General', description: 'Timber offcuts, strapped', unitWeight: '45', length: '2.4', width: '0.3', height: '0.3' },
  { type: 'Chiller', description: 'Chilled produce', unitWeight: '18', length: '0.6', width: '0.4', height: '0.3' },
  { type: 'General', description: 'Power tools', unitWeight: '8.5', length: '0.5', width: '0.35', height: '0.3' },
  { type: 'General', description: 'Office paper, boxed', unitWeight: '20', length: '0.45', width: '0.3', height: '0.3' },
];

/** One to three lines, most often one. */
export function freightOf(random: Random, ref: string): ItemFields[] {
  const count = random.chance(0.6) ? 1 : random.chance(0.7) ? 2 : 3;
  const items = Array.from({ length: count }, (_, i) => {
    const item = { ...blankFreightItem(`s${i}`), ...random.pick(FREIGHT), quantity: String(1 + random.int(4)), ref: i === 0 ? ref : `${ref}-${i}` };
    item.weight = String(Number(item.quantity) * Number(item.unitWeight));
    return item;
  });
  return lineFields(items);
}

export interface Route {
  company: ScaleCompany;
  sender: ScaleParty;
  receiver: ScaleParty;
}

/** Mostly from the default sender, sometimes from another saved address; to any other party. */
export function routeOf(random: Random, company: ScaleCompany): Route {
  const sender = company.parties[random.chance(0.7) ? 0 : random.int(6)]!;
  let receiver = random.pick(company.parties);
  while (receiver === sender) receiver = random.pick(company.parties);
  return { company, sender, receiver };
}

const party = <P extends 'sender' | 'receiver'>(prefix: P, p: ScaleParty, abn: boolean) =>
  ({
    [`${prefix}Key`]: p.key,
    [`${prefix}FullName`]: p.fullName,
    [`${prefix}Phone`]: p.phone,
    [`${prefix}Email`]: p.email,
    [`${prefix}Street`]: p.street,
    [`${prefix}Suburb`]: p.place.suburb,
    [`${prefix}State`]: p.place.state,
    [`${prefix}PostCode`]: p.place.postCode,
    [`${prefix}Company`]: p.business,
    [`${prefix}Abn`]: abn ? '51 824 753 556' : '',
  }) as Record<`${P}${'Key' | 'FullName' | 'Phone' | 'Email' | 'Street' | 'Suburb' | 'State' | 'PostCode' | 'Company' | 'Abn'}`, string>;

const cents = (n: number) => Math.round(n * 100) / 100;

/** A price worked out as the General card would: weight or cube, a minimum, services and the levy. */
export function priceOf(items: readonly ItemFields[], fuelLevyPercent: number, card: PriceBreakdown['card']): PriceBreakdown {
  const deadWeight = items.reduce((sum, i) => sum + Number(i.weight), 0);
  const cubicVolume = items.reduce((sum, i) => sum + Number(i.quantity) * Number(i.length) * Number(i.width) * Number(i.height), 0);
  const chargeableWeight = Math.max(deadWeight, cubicVolume * 250);
  const raw = 14 + chargeableWeight * 0.42;
  const freightCharge = cents(Math.max(raw, 38));
  const [pickupCharge, deliveryCharge] = [12.5, 12.5];
  const fuelLevy = cents(((freightCharge + pickupCharge + deliveryCharge) * fuelLevyPercent) / 100);
  const total = cents(freightCharge + pickupCharge + deliveryCharge + fuelLevy);
  return {
    card, deadWeight, cubicVolume: cents(cubicVolume), chargeableWeight, freightCharge, minimumApplied: raw < 38,
    pickupCharge, deliveryCharge, dangerousGoodsCharge: 0, fuelLevyPercent, fuelLevy, total,
  };
}

const QUOTE_VALID_MS = 14 * DAY;

export function quoteRow(r: Route, createdBy: number, items: readonly ItemFields[], at: number, fuelLevyPercent: number, ref: string): NewQuote {
  const breakdown = priceOf(items, fuelLevyPercent, r.company.n % 3 === 2 ? 'general' : 'customer');
  return {
    companyId: r.company.id, createdBy, sender: suburbValue(r.sender.place), receiver: suburbValue(r.receiver.place),
    customerRef: ref, poNumber: '', ppi: 0, pickupRequired: 2, deliveryRequired: 2, dgHas: 0, dgClasses: '[]', instructions: '',
    progress: QUOTE_STEP.summary, depotFrom: r.sender.depot, depotTo: r.receiver.depot, generalRate: toFlag(breakdown.card === 'general'),
    price: breakdown.total, breakdown: JSON.stringify(breakdown), fuelLevyPercent, createdAt: at, updatedAt: at, validUntil: at + QUOTE_VALID_MS,
    // Priced by priceOf's formula, not by a card: no version to name.
    rateVersionId: null, levyMonth: levyMonth(at),
  };
}

export function pickupRow(r: Route, createdBy: number, at: number, ref: string, quoteId: number | null): NewPickup {
  const readyAt = localDateTime(r.sender.place.state, new Date(at));
  return {
    companyId: r.company.id, createdBy, progress: PICKUP_STEP.createConsignment,
    ...party('sender', r.sender, true), ...party('receiver', r.receiver, false),
    poNumber: r.company.n % 4 === 0 ? `PO-${ref}` : '', pickupRef: ref, ppi: 0, dgHas: 0, dgClasses: '[]', instructions: '',
    pickupRequired: 2, deliveryRequired: 2, depotFrom: r.sender.depot, depotTo: r.receiver.depot,
    readyWhen: 'now', readyAtDate: '', readyAtTime: '', openFrom: r.company.defaultOpen, closedAfter: r.company.defaultClose,
    bookedBy: r.sender.fullName, readyAt, scheduleDay: readyAt.slice(0, 10), scheduleMsg: '', scheduleRule: 'none',
    quoteId, extraEmail: '', createdAt: at, bookedAt: at, updatedAt: at,
  };
}

/**
 * A booked consignment's columns; every row names the same columns (one multi-row INSERT), so a
 * pickup's consignment gives the drop-freight columns their defaults (migration 0008).
 */
export function consignmentRow(
  r: Route,
  booking: { number: string; trackingId: string; first: FirstStage; pickupId: number | null; createdBy: number; at: number; ref: string },
): NewConsignment {
  const drop = booking.first === 'receival';
  const day = drop ? localDateTime(r.sender.place.state, new Date(booking.at)).slice(0, 10) : '';
  return {
    ...party('sender', r.sender, true), ...party('receiver', r.receiver, false),
    companyId: r.company.id, number: booking.number, conType: 'electronic', pickupId: booking.pickupId, createdBy: booking.createdBy,
    createdAt: booking.at, status: 1, firstStage: booking.first, trackingId: booking.trackingId,
    poNumber: r.company.n % 4 === 0 ? `PO-${booking.ref}` : '', customerRef: booking.ref, instructions: '',
    pickupRequired: drop ? 1 : 2, deliveryRequired: 2, depotFrom: r.sender.depot, depotTo: r.receiver.depot, dgClasses: '[]', extraEmail: '',
    quoteId: null, scannedAt: null, updatedAt: booking.at,
    progress: drop ? DROP_FREIGHT_STEP.createConsignment : 0, ppi: 0, dgHas: drop ? 0 : null,
    readyAt: drop ? day : '', bookedBy: drop ? r.sender.fullName : '', openFrom: drop ? r.company.defaultOpen : '',
    closedAfter: drop ? r.company.defaultClose : '', scheduleDay: drop ? day : '', scheduleMsg: '',
  };
}

/** The scans a consignment has had by `now`: all of them once old enough, else up to a random stage. */
export function scansOf(random: Random, first: FirstStage, at: number, from: Depot, to: Depot, now: number) {
  const codes = codesOf(first);
  const last = now - at > DELIVERED_AFTER ? DELIVERED_CODE : codes[random.int(codes.length)]!.code;
  return journeyOf(first, at, distanceKm(from, to), last)
    .filter((scan) => scan.at <= now)
    .map((scan) => ({ ...scan, depot: scan.code >= ARRIVED_CODE ? to.code : from.code }));
}

/** Tracking ids as newTrackingId makes them (20 of its 32 characters), from the seeded random. */
const TRACKING_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const trackingIdOf = (random: Random) => Array.from({ length: 20 }, () => TRACKING_ALPHABET[random.int(32)]).join('');
