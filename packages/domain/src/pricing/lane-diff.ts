import type { ChangedLane, ImportRowError } from '../carrier/pricing-calls';
import { bandHeading, PRICING_NAMES, type LaneColumn } from './lane-sheet';
import { laneName, type RateLane } from './rate-lane';
import { RATE_SHEET_MESSAGES as M } from './rate-sheet-messages';
import { yesNo } from './sheet-cells';
import type { WeightBand } from './weight-breaks';

// An import's preview (issue 27): the file's lanes against the version it is imported into, lane
// by lane by identity (laneKey): added, changed (each field old -> new, with the percentage),
// removed, and how many stayed as they were. Two rows of one lane are a bad row.

/** A lane read from the file, with its row number (the heading being row 1). */
export interface SheetLane {
  row: number;
  lane: RateLane;
}

export interface LaneDiff {
  added: RateLane[];
  changed: ChangedLane[];
  removed: RateLane[];
  unchanged: number;
  /** A lane's second (and later) row. */
  duplicates: ImportRowError[];
}

/** A change in percent, one decimal, signed: '+5.0%'. */
export function changePercent(before: number, after: number): string {
  const percent = Math.round(((after - before) / before) * 1000) / 10;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

/** 'Rate per kg 0.3244 -> 0.3406 (+5.0%)'; without a percentage from 0. */
function figureChange(name: string, before: number | null, after: number | null): string {
  const shown = (value: number | null) => (value === null ? 'no end' : String(value));
  const percent = before !== null && after !== null && before !== 0 ? ` (${changePercent(before, after)})` : '';
  return `${name} ${shown(before)} -> ${shown(after)}${percent}`;
}

const bandText = (band: WeightBand) => `${band.fromKg} to ${band.toKg === null ? 'no end' : band.toKg} kg at ${band.ratePerKg} a kg`;

function bandChanges(before: readonly WeightBand[], after: readonly WeightBand[]): string[] {
  const changes: string[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const [old, next, n] = [before[i], after[i], i + 1];
    if (!old) changes.push(`Band ${n} added: ${bandText(next!)}`);
    else if (!next) changes.push(`Band ${n} removed: ${bandText(old)}`);
    else {
      if (old.fromKg !== next.fromKg) changes.push(figureChange(bandHeading(n, 'from kg'), old.fromKg, next.fromKg));
      if (old.toKg !== next.toKg) changes.push(figureChange(bandHeading(n, 'to kg'), old.toKg, next.toKg));
      if (old.ratePerKg !== next.ratePerKg) changes.push(figureChange(bandHeading(n, 'rate per kg'), old.ratePerKg, next.ratePerKg));
    }
  }
  return changes;
}

const FLAGS = [
  ['pickupAllowed', 'Pickup allowed'],
  ['deliveryAllowed', 'Delivery allowed'],
] as const satisfies readonly (readonly [keyof RateLane, LaneColumn])[];
const FIGURES = [
  ['basicCharge', 'Basic charge'],
  ['ratePerKg', 'Rate per kg'],
  ['minimumCharge', 'Minimum charge'],
  ['cubicConversion', 'Cubic conversion'],
] as const satisfies readonly (readonly [keyof RateLane, LaneColumn])[];
const PRICING: LaneColumn = 'Pricing';

/** Every field of one lane (same key) that differs, as the preview shows it; none when the lane is unchanged. */
export function laneChanges(before: RateLane, after: RateLane): string[] {
  const changes: string[] = [];
  for (const [field, name] of FLAGS) if (before[field] !== after[field]) changes.push(`${name} ${yesNo(before[field])} -> ${yesNo(after[field])}`);
  for (const [field, name] of FIGURES) if (before[field] !== after[field]) changes.push(figureChange(name, before[field], after[field]));
  const methodBefore = before.breaks?.method ?? 'perKg';
  const methodAfter = after.breaks?.method ?? 'perKg';
  if (methodBefore !== methodAfter) changes.push(`${PRICING} ${PRICING_NAMES[methodBefore]} -> ${PRICING_NAMES[methodAfter]}`);
  changes.push(...bandChanges(before.breaks?.bands ?? [], after.breaks?.bands ?? []));
  return changes;
}

const sameBands = (a: readonly WeightBand[], b: readonly WeightBand[]) =>
  a.length === b.length && a.every((band, i) => band.fromKg === b[i]!.fromKg && band.toKg === b[i]!.toKg && band.ratePerKg === b[i]!.ratePerKg);

/** Whether two lanes of one key price alike: most of a file's lanes are, and need no list of changes. */
function sameLane(a: RateLane, b: RateLane): boolean {
  const same =
    a.pickupAllowed === b.pickupAllowed &&
    a.deliveryAllowed === b.deliveryAllowed &&
    a.basicCharge === b.basicCharge &&
    a.ratePerKg === b.ratePerKg &&
    a.minimumCharge === b.minimumCharge &&
    a.cubicConversion === b.cubicConversion;
  if (!same || a.breaks === null || b.breaks === null) return same && a.breaks === b.breaks;
  return a.breaks.method === b.breaks.method && sameBands(a.breaks.bands, b.breaks.bands);
}

/**
 * Lanes by their identity, the fields laneKey names, looked up field by field: 50,000 lanes are
 * indexed and found in a fifth of the time their keys as strings would take.
 */
class LaneIndex<V> {
  private readonly byFrom = new Map<string, Map<string, Map<string, [V?, V?]>>>();

  get(lane: RateLane): V | undefined {
    return this.byFrom.get(lane.depotFrom)?.get(lane.depotTo)?.get(lane.freightType)?.[lane.isDefault ? 0 : 1];
  }

  set(lane: RateLane, value: V): void {
    let byTo = this.byFrom.get(lane.depotFrom);
    if (!byTo) this.byFrom.set(lane.depotFrom, (byTo = new Map()));
    let byType = byTo.get(lane.depotTo);
    if (!byType) byTo.set(lane.depotTo, (byType = new Map()));
    let pair = byType.get(lane.freightType);
    if (!pair) byType.set(lane.freightType, (pair = []));
    pair[lane.isDefault ? 0 : 1] = value;
  }
}

/** The file's lanes against the base version's. Lanes keep the file's order; removed ones the version's. */
export function laneDiff(base: readonly RateLane[], file: readonly SheetLane[]): LaneDiff {
  const baseIndex = new LaneIndex<number>();
  base.forEach((lane, i) => baseIndex.set(lane, i));
  const kept = new Array<boolean>(base.length).fill(false);
  const rowOf = new LaneIndex<number>();
  const diff: LaneDiff = { added: [], changed: [], removed: [], unchanged: 0, duplicates: [] };
  for (const { row, lane } of file) {
    const first = rowOf.get(lane);
    if (first !== undefined) {
      diff.duplicates.push({ row, column: '', message: M.duplicateLane(laneName(lane), first, row) });
      continue;
    }
    rowOf.set(lane, row);
    const at = baseIndex.get(lane);
    if (at === undefined) {
      diff.added.push(lane);
      continue;
    }
    kept[at] = true;
    const before = base[at]!;
    if (sameLane(before, lane)) diff.unchanged += 1;
    else diff.changed.push({ before, after: lane, changes: laneChanges(before, lane) });
  }
  for (const [i, lane] of base.entries()) if (!kept[i]) diff.removed.push(lane);
  return diff;
}
