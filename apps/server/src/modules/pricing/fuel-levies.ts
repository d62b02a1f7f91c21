import type { LeviesAnswer, LevyRow, LevySaveAnswer, LevyStatus } from '@portal/domain/carrier/pricing-calls';
import { FUEL_LEVY_MESSAGES as M } from '@portal/domain/carrier/pricing-messages';
import { fuelLevyFor } from '@portal/domain/pricing/quote-terms';
import { addDays } from '@portal/domain/schedule/schedule-time';
import type { Deps } from '../../deps';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { carrierDayOf, forgetTariff } from '../reference/service';
import { allLevies, leviesWithSetter, upsertLevy, type LevyWithSetter } from './levies-repo';
import type { StaffAuth } from '../staff/service';

// Fuel levies by month (issue 27): entered ahead of time, listed with the month they apply to.
// A month that has passed keeps its levy (it priced what was quoted then, and each quote stores
// its own); this month and later ones may be set. A month without a levy uses the latest earlier
// one (quote-terms.ts), which the desk flags for this month and the next before it bites.

/** The month after 'YYYY-MM'. */
const nextMonth = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);

function statusOf(month: string, current: string): LevyStatus {
  if (month < current) return 'past';
  return month === current ? 'current' : 'ahead';
}

/** Sentences for this month's and next month's levy when either is missing. */
export async function levyWarnings(db: Db, today: string): Promise<string[]> {
  const levies = await allLevies(db);
  const current = today.slice(0, 7);
  const next = nextMonth(current);
  const has = (month: string) => levies.some((l) => l.month === month);
  const warnings: string[] = [];
  if (!has(current)) {
    const earlier = levies.filter((l) => l.month < current).sort((a, b) => b.month.localeCompare(a.month))[0];
    warnings.push(M.missingThisMonth(current, M.standIn(earlier?.month ?? null, fuelLevyFor(levies, current))));
  }
  if (!has(next)) warnings.push(M.missingNextMonth(next));
  return warnings;
}

export function fuelLeviesWith({ db, config }: Deps) {
  const currentMonth = () => carrierDayOf(db, config.now()).slice(0, 7);
  const rowOf = (l: LevyWithSetter, current: string): LevyRow => ({
    month: l.month,
    percent: l.percent,
    status: statusOf(l.month, current),
    setBy: l.setByName ?? '',
    setAt: l.setAt === null ? null : Number(l.setAt),
  });

  return {
    async list(): Promise<LeviesAnswer> {
      const today = carrierDayOf(db, config.now());
      const [rows, warnings] = await Promise.all([leviesWithSetter(db), levyWarnings(db, today)]);
      return { today, levies: rows.map((l) => rowOf(l, today.slice(0, 7))), warnings };
    },

    /** This month's or a later month's levy, added or changed. */
    async set(staff: StaffAuth, month: string, percent: number): Promise<LevySaveAnswer> {
      const current = currentMonth();
      if (month < current) throw badRequest(M.pastMonth(month));
      const setAt = config.now();
      await upsertLevy(db, { month, percent, setAt, setBy: staff.staff.id });
      forgetTariff(db);
      const levy: LevyRow = { month, percent, status: statusOf(month, current), setBy: staff.staff.name, setAt };
      return { success: true, message: M.set(month, percent), levy };
    },
  };
}
