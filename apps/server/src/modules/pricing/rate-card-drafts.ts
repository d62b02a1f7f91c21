import type { NewVersionInput, VersionSaveAnswer, VersionTermsInput } from '@portal/domain/carrier/pricing-calls';
import { RATE_CARD_MESSAGES as M } from '@portal/domain/carrier/pricing-messages';
import { isEditable, mayUnschedule } from '@portal/domain/pricing/card-versions';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { carrierZoneOf, forgetTariff } from '../reference/service';
import type { StaffAuth } from '../staff/service';
import type { RateCardLookups } from './rate-card-lookups';
import { versionTerms } from './version-terms';
import { insertVersion } from './version-writes';
import { cardSchedule, chargesOf, deleteDraft, markDraft, markScheduled, ppiEntryRows, updateDraftTerms, type VersionRow } from './versions-repo';

// The pricing desk's changes to versions (issue 27, decision 0057): new drafts, a draft's terms,
// its schedule, and back to draft before its day. Only a draft is changed (card-versions.ts);
// every change is conditional on the row still being one, so two staff members at once cannot
// both change what became fixed.

const isDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
};

export function rateCardDrafts({ db, config }: Deps, look: RateCardLookups) {
  return {
    /** A new draft: a copy of a version of the same card (lanes, charges, prices per item), or empty. */
    async newVersion(staff: StaffAuth, card: string, input: NewVersionInput): Promise<VersionSaveAnswer> {
      const { companyId, name } = await look.cardOf(card);
      let copy: VersionRow | undefined;
      if (input.copyOf !== null) {
        copy = (await look.existingVersion(input.copyOf)).row;
        if (copy.companyId !== companyId) throw badRequest(M.copyOfOtherCard(copy.id, name));
      }
      // An empty General draft starts from today's charges and prices per item: General must have them.
      const from = copy ?? (companyId === null ? await look.generalInForce() : undefined);
      const terms = from && (await versionTerms(db, [from])).get(from.id);
      const id = await db.transaction().execute((trx) =>
        insertVersion(
          trx,
          {
            companyId,
            label: input.label,
            source: copy ? `Copy of version ${copy.id}` : 'New, empty',
            createdAt: config.now(),
            createdBy: staff.staff.id,
            charges: from ? chargesOf(from) : null,
          },
          copy ? (terms?.lanes ?? []) : [],
          terms?.ppiPrices ?? new Map(),
        ),
      );
      return look.saved(id, M.created(id, name));
    },

    /** A draft's label, charges and prices per item. */
    async saveTerms(id: number, input: VersionTermsInput): Promise<VersionSaveAnswer> {
      const { row, summary } = await look.existingVersion(id);
      if (!isEditable(summary.status)) throw conflict(M.notDraft(id, summary.status));
      const entries = await ppiEntryRows(db);
      const errors: string[] = [];
      const prices = new Map<number, number>();
      for (const { id: entryId, price } of input.ppiPrices) {
        const entry = entries.find((e) => e.id === entryId);
        if (!entry) errors.push(M.noPpiEntry(entryId));
        else if (price !== null) prices.set(entryId, price);
      }
      if (row.companyId === null) {
        if (input.charges === null) errors.push(M.generalCharges);
        for (const entry of entries) if (!prices.has(entry.id)) errors.push(M.generalPpiPrice(entry.name));
      }
      if (errors.length > 0) throw badRequest(...errors);
      const changed = await db.transaction().execute((trx) => updateDraftTerms(trx, id, input.label, input.charges, prices));
      if (!changed) throw conflict(M.notDraft(id, (await look.existingVersion(id)).summary.status));
      return look.saved(id, M.saved(id));
    },

    /** A draft fixed and given its day: after today, one version of a card per day. */
    async schedule(staff: StaffAuth, id: number, effectiveFrom: string): Promise<VersionSaveAnswer> {
      const { row, summary } = await look.existingVersion(id);
      if (!isEditable(summary.status)) throw conflict(M.notDraft(id, summary.status));
      if (!isDay(effectiveFrom)) throw badRequest(M.notADay(effectiveFrom));
      if (effectiveFrom <= look.today()) throw badRequest(M.notAfterToday(look.today()));
      if (row.companyId === null && summary.laneCount === 0) throw badRequest(M.generalWithoutLanes(id));
      const clash = (await cardSchedule(db, row.companyId)).find((v) => v.effectiveFrom === effectiveFrom);
      if (clash) throw conflict(M.sameDay(effectiveFrom, clash.id));
      if (!(await markScheduled(db, id, effectiveFrom, staff.staff.id, config.now()))) {
        throw conflict(M.notDraft(id, (await look.existingVersion(id)).summary.status));
      }
      forgetTariff(db);
      return look.saved(id, M.scheduled(id, effectiveFrom, carrierZoneOf(db)));
    },

    /** A scheduled version back to draft before its day; a draft stays one. */
    async unschedule(id: number): Promise<VersionSaveAnswer> {
      const { summary } = await look.existingVersion(id);
      if (isEditable(summary.status)) return look.saved(id, M.draftAlready(id));
      if (!mayUnschedule(summary.status) || !(await markDraft(db, id, look.today()))) {
        throw conflict(M.notScheduled(id, (await look.existingVersion(id)).summary.status));
      }
      forgetTariff(db);
      return look.saved(id, M.unscheduled(id));
    },

    async remove(id: number): Promise<VersionSaveAnswer> {
      const { summary } = await look.existingVersion(id);
      if (!isEditable(summary.status) || !(await deleteDraft(db, id))) throw conflict(M.deleteNotDraft(id, summary.status));
      return { success: true, message: M.deleted(id), version: summary, companyId: summary.companyId };
    },

  };
}
