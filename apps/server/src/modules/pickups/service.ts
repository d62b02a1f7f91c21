import type { PickupDraft, PickupSaveAnswer, PickupsAnswer } from '@portal/domain/api/pickup';
import type { PickupScheduleOutcome } from '@portal/domain/api/pickup-schedule';
import { can, type Permissions } from '@portal/domain/permissions';
import { createPickupDenial, openPickupDenial, viewPickupsDenial } from '@portal/domain/pickup/pickup-access';
import { listSince } from '@portal/domain/quote/quote-accept';
import { FIRST_VERSION, ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import type { ListInput } from '@portal/domain/api/list-page';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed as allowedFor, lineFields, rewrittenLineFields, type BookingCommit } from '../bookings/service';
import { quotedFields } from '../quotes/service';
import { companyBookingOptions, bookingOptionsAnswer, type OptionsAnswer } from '../reference/service';
import { checkPickupDraft } from './check-draft';
import { createDuplicatePickupService } from './duplicate-pickup';
import { editablePickup, pickupByNumber as lookup } from './pickup-lookup';
import { PICKUP_MESSAGES } from './pickup-messages';
import { pickupNumberOf } from '../../db/record-numbers';
import { listRowOf, pickupFields, pickupOf } from './pickup-rows';
import { findPickup, pickupLines, insertPickup, updateEditablePickup } from './repo';
import { listPickups } from './pickup-list-repo';
import { pageOf } from '../../db/paged-list';

// The pickup calls of spec 02 section 7 with the access rules of section 6 (pickup-access.ts in
// the domain, shared with the browser). Denials answer 403 with the spec's texts; a pickup of
// another company does not exist ('Pickup {number} does not exist', 404).

/** POST pickups/new, pickups/edit and quoteConvert answer alike: a cut-off's message, else a confirmation. */
export function saveAnswer(
  id: number,
  itemIds: number[],
  schedule: Pick<PickupScheduleOutcome, 'scheduleDay' | 'scheduleMsg'>,
  saved: boolean,
  version: number,
): PickupSaveAnswer {
  const pickupNumber = pickupNumberOf(id);
  const confirmation = saved ? PICKUP_MESSAGES.saved : PICKUP_MESSAGES.booked;
  return {
    success: true,
    pickupNumber,
    scheduleDay: schedule.scheduleDay,
    freightItemIDs: itemIds,
    message: schedule.scheduleMsg || confirmation(pickupNumber, schedule.scheduleDay),
    version,
  };
}

export function createPickupsService(deps: Deps) {
  const { db, config, writes } = deps;
  const allowed = (auth: CompanyAuth, denialOf: (p: Permissions) => string | null) => allowedFor(db, auth, denialOf);

  const pickupByNumber = (auth: CompanyAuth, pickupNumber: string) => lookup(db, auth, pickupNumber);
  const duplicator = createDuplicatePickupService(deps);

  /** Why a conditional save changed nothing: completed meanwhile, or changed by someone else. */
  async function refusal(trx: Db, auth: CompanyAuth, id: number, number: string) {
    const now = await findPickup(trx, auth.companyId, id);
    return conflict(now && now.status !== 0 ? PICKUP_MESSAGES.completed(number) : ROW_VERSION_MESSAGES.pickup(number));
  }

  return {
    /** GET pickups/new: any pickup access opens the wizard's screens (new, existing, read-only). */
    async options(auth: CompanyAuth): Promise<OptionsAnswer> {
      await allowed(auth, (p) => (['add', 'edit', 'view'] as const).some((flag) => can(p, 'Pickups', flag)) ? null : viewPickupsDenial(p));
      return bookingOptionsAnswer(db, auth.companyId, config.now());
    },

    /** POST pickups/new: checked, scheduled on the server's clock, stored with status 0. */
    async create(auth: CompanyAuth, draft: PickupDraft, commit: BookingCommit): Promise<PickupSaveAnswer> {
      await allowed(auth, createPickupDenial);
      if (draft.quoteNumber.trim() !== '') throw badRequest(PICKUP_MESSAGES.quotedNeedsConvert);
      const now = config.now();
      const checked = await checkPickupDraft(db, auth.companyId, draft, now, null);
      const fields = pickupFields(checked.draft, checked, now);
      return writes.run(async (trx) => {
        // Its own keys before the spread (decision 0052).
        const id = await insertPickup(trx, { companyId: auth.companyId, createdBy: auth.userId, createdAt: now, bookedAt: now, quoteId: null, ...fields });
        const itemIds = await pickupLines.insert(trx, id, lineFields(checked.items));
        const answer = saveAnswer(id, itemIds, checked.schedule, false, FIRST_VERSION);
        return commit.settle(trx, answer);
      });
    },

    /** GET pickups/edit: editable with Pickups.edit, read-only with Pickups.view (the browser decides which). */
    async get(auth: CompanyAuth, pickupNumber: string): Promise<PickupDraft> {
      await allowed(auth, openPickupDenial);
      const row = await pickupByNumber(auth, pickupNumber);
      return pickupOf(row, await pickupLines.find(db, row.id));
    },

    /**
     * POST pickups/edit: a status 0 pickup, checked and scheduled again, with Pickups.edit, or
     * Pickups.add for a pickup the caller booked (finishing one's own new pickup, decision 0018).
     */
    async edit(auth: CompanyAuth, draft: PickupDraft, commit: BookingCommit): Promise<PickupSaveAnswer> {
      const row = await editablePickup(db, auth, draft.pickupNumber);
      const number = pickupNumberOf(row.id);
      // Saved from a copy someone else has changed since: refused before any check (decision 0030).
      if (row.version !== draft.version) throw conflict(ROW_VERSION_MESSAGES.pickup(number));
      const now = config.now();
      // A converted quote keeps fixing the pickup, whatever quote number the draft carries.
      const checked = await checkPickupDraft(db, auth.companyId, draft, now, await quotedFields(db, auth.companyId, row.quoteId));
      const fields = pickupFields(checked.draft, checked, now);
      return writes.run(async (trx) => {
        // Status and version are checked in the UPDATE, before the lines are touched: a pickup
        // completed or changed meanwhile stays as it is.
        const version = await updateEditablePickup(trx, auth.companyId, row.id, draft.version, fields);
        if (version === null) throw await refusal(trx, auth, row.id, number);
        const itemIds = await pickupLines.rewrite(trx, row.id, rewrittenLineFields(checked.items));
        const answer = saveAnswer(row.id, itemIds, checked.schedule, true, version);
        return commit.settle(trx, answer);
      });
    },

    /** GET pickups/list: a page of the company's pickups of the last 30 days (spec 02 section 2, decision 0029). */
    async list(auth: CompanyAuth, input: ListInput): Promise<PickupsAnswer> {
      await allowed(auth, viewPickupsDenial);
      const now = config.now();
      const since = listSince(now);
      const [rows, ctx] = await Promise.all([listPickups(db, auth, { ...input, since }), companyBookingOptions(db, auth.companyId, now)]);
      const { next, rows: page } = pageOf(rows, since);
      return { since, next, pickups: page.map((row) => listRowOf(row, ctx.suburbs)) };
    },

    duplicate: duplicator.duplicate,
  };
}
