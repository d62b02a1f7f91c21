// Tracking event codes and stages (spec 02 section 4, 'Tracking event codes'). A consignment
// booked with a pickup starts at the pickup stage; drop freight, delivered to a depot by the
// sender, starts at receival. Transit and delivery follow either way.

export type TrackingStage = 'pickup' | 'receival' | 'transit' | 'delivery';
/** The stage a consignment starts at. */
export type FirstStage = 'pickup' | 'receival';

export interface TrackingCode {
  code: number;
  name: string;
  stage: TrackingStage;
}

export const TRACKING_CODES: readonly TrackingCode[] = [
  { code: 0, name: 'Booked', stage: 'pickup' },
  { code: 2, name: 'Assigned', stage: 'pickup' },
  { code: 3, name: 'On Board', stage: 'pickup' },
  { code: 4, name: 'In Depot', stage: 'pickup' },
  { code: 5, name: 'Received', stage: 'pickup' },
  { code: 10, name: 'Booked', stage: 'receival' },
  { code: 14, name: 'Received', stage: 'receival' },
  { code: 20, name: 'Loaded', stage: 'transit' },
  { code: 35, name: 'Departed', stage: 'transit' },
  { code: 37, name: 'In Transit', stage: 'transit' },
  { code: 41, name: 'Arrived', stage: 'transit' },
  { code: 44, name: 'In Depot', stage: 'transit' },
  { code: 45, name: 'Unloaded', stage: 'transit' },
  { code: 52, name: 'Assigned', stage: 'delivery' },
  { code: 53, name: 'On Board', stage: 'delivery' },
  { code: 55, name: 'Delivered', stage: 'delivery' },
];

export const DELIVERED_CODE = 55;
/** The Booked event a consignment starts with, by its first stage. */
export const BOOKED_CODE: Readonly<Record<FirstStage, number>> = { pickup: 0, receival: 10 };

const BY_CODE = new Map(TRACKING_CODES.map((c) => [c.code, c]));

export function trackingCodeOf(code: number): TrackingCode | undefined {
  return BY_CODE.get(code);
}

/** The stages a consignment passes, in order: the tracking panel's tabs and its progress stepper. */
export function stagesOf(first: FirstStage): readonly TrackingStage[] {
  return [first, 'transit', 'delivery'];
}

/** The codes a consignment of this first stage may record, in order. */
export function codesOf(first: FirstStage): readonly TrackingCode[] {
  return TRACKING_CODES.filter((c) => c.stage !== (first === 'pickup' ? 'receival' : 'pickup'));
}

export const TRACKING_MESSAGES = {
  unknownCode: (code: number) => `${code} is not a tracking event code.`,
  wrongFirstStage: (code: number, first: FirstStage) =>
    `Event ${code} belongs to the ${first === 'pickup' ? 'receival' : 'pickup'} stage, which this consignment does not pass.`,
  backwards: (code: number, highest: number) =>
    `Event ${code} cannot be recorded after event ${highest}: tracking events only move forward.`,
  inFuture: 'An event cannot be recorded for a time in the future.',
  unknownDepot: (depot: string) => `${depot} is not one of our depots.`,
  notBooked: (conNumber: string) => `Consignment ${conNumber} is not booked yet.`,
  /** The public tracking page, for a tracking id that finds nothing. */
  notFound: 'We could not find a consignment with this tracking number.',
} as const;

/**
 * Whether an event may be recorded after the consignment's highest code so far: a known code of
 * the consignment's stages, higher than every code before it (a scan never goes backwards).
 */
export function eventCodeError(code: number, first: FirstStage, highest: number | null): string | null {
  const known = trackingCodeOf(code);
  if (!known) return TRACKING_MESSAGES.unknownCode(code);
  if (!codesOf(first).includes(known)) return TRACKING_MESSAGES.wrongFirstStage(code, first);
  if (highest !== null && code <= highest) return TRACKING_MESSAGES.backwards(code, highest);
  return null;
}

/** The stage of the highest event code: the consignment's current stage (spec 02 section 4). */
export function currentStageOf(codes: readonly number[]): TrackingStage | null {
  if (codes.length === 0) return null;
  return trackingCodeOf(Math.max(...codes))?.stage ?? null;
}

export interface TrackingTab {
  stage: TrackingStage;
  /** A tab with no events is disabled. */
  enabled: boolean;
}

/** The panel's tabs: one per stage, disabled without events; the last enabled one is selected. */
export function trackingTabs(first: FirstStage, codes: readonly number[]): { tabs: TrackingTab[]; selected: TrackingStage | null } {
  const stages = new Set(codes.map((code) => trackingCodeOf(code)?.stage));
  const tabs = stagesOf(first).map((stage) => ({ stage, enabled: stages.has(stage) }));
  const selected = tabs.filter((tab) => tab.enabled).at(-1)?.stage ?? null;
  return { tabs, selected };
}

/** Tab titles: the first stage reads 'Pickup' or 'Receival'. */
export const STAGE_TITLES: Readonly<Record<TrackingStage, string>> = {
  pickup: 'Pickup',
  receival: 'Receival',
  transit: 'Transit',
  delivery: 'Delivery',
};
