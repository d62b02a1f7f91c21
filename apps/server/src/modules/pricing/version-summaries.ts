import type { VersionSummary } from '@portal/domain/carrier/pricing-calls';
import { versionStatuses, type VersionStatus } from '@portal/domain/pricing/card-versions';
import type { Db } from '../../db/database';
import { carrierDayOf } from '../reference/service';

// Versions as the desk lists them (issue 27): each with its card's name, its status today, its
// lane count and who made and scheduled it.

/** 'general' or the company's id: how paths and the desk name a card. */
export const cardRefOf = (companyId: number | null): string => (companyId === null ? 'general' : String(companyId));

/** The company id of a card reference; null for General. */
export const companyOfCard = (card: string): number | null => (card === 'general' ? null : Number(card));

function summaryQuery(db: Db) {
  return db
    .selectFrom('rateCardVersions as v')
    .leftJoin('companies as c', 'c.id', 'v.companyId')
    .leftJoin('staffUsers as made', 'made.id', 'v.createdBy')
    .leftJoin('staffUsers as scheduler', 'scheduler.id', 'v.scheduledBy')
    .select((eb) => [
      'v.id',
      'v.companyId',
      'v.label',
      'v.effectiveFrom',
      'v.source',
      'v.createdAt',
      'v.scheduledAt',
      'c.name as companyName',
      'made.name as createdByName',
      'scheduler.name as scheduledByName',
      eb.selectFrom('rateLanes').select((l) => l.fn.countAll<number>().as('n')).whereRef('rateLanes.versionId', '=', 'v.id').as('laneCount'),
    ]);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function summaryOf(row: SummaryRow, status: VersionStatus): VersionSummary {
  return {
    id: row.id,
    card: cardRefOf(row.companyId),
    cardName: row.companyId === null ? 'General' : (row.companyName ?? ''),
    companyId: row.companyId,
    label: row.label,
    status,
    effectiveFrom: row.effectiveFrom,
    laneCount: Number(row.laneCount ?? 0),
    source: row.source,
    createdAt: Number(row.createdAt),
    createdBy: row.createdByName ?? '',
    scheduledAt: row.scheduledAt === null ? null : Number(row.scheduledAt),
    scheduledBy: row.scheduledByName ?? '',
  };
}

/** Rows of many cards as summaries, each with its status among its own card's versions. */
function summariesOf(rows: readonly SummaryRow[], today: string): VersionSummary[] {
  const byCard = new Map<number | null, SummaryRow[]>();
  for (const row of rows) byCard.set(row.companyId, [...(byCard.get(row.companyId) ?? []), row]);
  const statuses = new Map([...byCard.values()].flatMap((card) => [...versionStatuses(card, today)]));
  return rows.map((row) => summaryOf(row, statuses.get(row.id)!));
}

/** Every version of a card, newest first, with its status on today's carrier day. */
export async function cardVersions(db: Db, companyId: number | null, now: number): Promise<VersionSummary[]> {
  const query = summaryQuery(db);
  const rows = await (companyId === null ? query.where('v.companyId', 'is', null) : query.where('v.companyId', '=', companyId)).orderBy('v.id', 'desc').execute();
  return summariesOf(rows, carrierDayOf(db, now));
}

/** Every version of every card, newest first: the desk's front page. */
export async function allVersions(db: Db, now: number): Promise<VersionSummary[]> {
  return summariesOf(await summaryQuery(db).orderBy('v.id', 'desc').execute(), carrierDayOf(db, now));
}

/** One version as the desk lists it; undefined when there is none. */
export async function versionSummary(db: Db, id: number, now: number): Promise<VersionSummary | undefined> {
  const row = await db.selectFrom('rateCardVersions').select('companyId').where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return (await cardVersions(db, row.companyId, now)).find((v) => v.id === id);
}
