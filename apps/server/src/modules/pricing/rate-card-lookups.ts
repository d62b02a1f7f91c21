import type { VersionSaveAnswer, VersionSummary } from '@portal/domain/carrier/pricing-calls';
import { RATE_CARD_MESSAGES as M } from '@portal/domain/carrier/pricing-messages';
import { versionInForce } from '@portal/domain/pricing/card-versions';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { existingCompany } from '../companies/service';
import { carrierDayOf } from '../reference/service';
import { companyOfCard, versionSummary } from './version-summaries';
import { cardSchedule, findVersionRow, type VersionRow } from './versions-repo';

// What the desk's card and version calls look up (issue 27): the card a path names, a version
// with its summary, and the General card in force, each with its sentence when it is not there.

export type RateCardLookups = ReturnType<typeof rateCardLookups>;

export function rateCardLookups({ db, config }: Deps) {
  const today = () => carrierDayOf(db, config.now());

  return {
    today,

    /** The card a path names, with its name; 404 for a company that is not there. */
    async cardOf(card: string): Promise<{ companyId: number | null; name: string }> {
      const companyId = companyOfCard(card);
      if (companyId === null) return { companyId, name: 'General' };
      return { companyId, name: (await existingCompany(db, companyId)).name };
    },

    async existingVersion(id: number): Promise<{ row: VersionRow; summary: VersionSummary }> {
      const row = await findVersionRow(db, id);
      const summary = row && (await versionSummary(db, id, config.now()));
      if (!row || !summary) throw notFound(M.noVersion(id));
      return { row, summary };
    },

    /** A save's answer: the version as it now stands. */
    async saved(id: number, message: string): Promise<VersionSaveAnswer> {
      const version = (await versionSummary(db, id, config.now()))!;
      return { success: true, message, version, companyId: version.companyId };
    },

    /** The General card's version in force today: what a customer's version leaves charges and prices to. */
    async generalInForce(): Promise<VersionRow | undefined> {
      const current = versionInForce(await cardSchedule(db, null), today());
      return current && findVersionRow(db, current.id);
    },
  };
}
