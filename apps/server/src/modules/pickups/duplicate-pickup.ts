import type { DuplicateAnswer } from '@portal/domain/api/quote';
import { createPickupDenial } from '@portal/domain/pickup/pickup-access';
import { checkPickupSchedule } from '@portal/domain/schedule/pickup-schedule-rules';
import { pickupNumberOf } from '../../db/record-numbers';
import type { Deps } from '../../deps';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed, PLAIN_COMMIT } from '../bookings/service';
import { pickupByNumber } from './pickup-lookup';
import { PICKUP_MESSAGES } from './pickup-messages';
import { pickupOf } from './pickup-rows';
import { insertPickup, pickupLines } from './repo';

/** A duplicate opens at Review Pickup (spec 02 section 9: 'after duplication step 7'). */
const DUPLICATE_PROGRESS = 7;

export function createDuplicatePickupService({ db, config, writes }: Deps) {
  /**
   * POST pickups/duplicate: a new pickup (Pickups.add) of the same parties and freight, status 0,
   * no connote and no quote (a quote converts once), ready now: a copied Ready At is likely past.
   */
  async function duplicate(auth: CompanyAuth, pickupNumber: string, commit = PLAIN_COMMIT): Promise<DuplicateAnswer> {
    await allowed(db, auth, createPickupDenial);
    const row = await pickupByNumber(db, auth, pickupNumber);
    const items = await pickupLines.find(db, row.id);
    const now = config.now();
    const copy = { ...pickupOf(row, items), when: 'now' as const };
    const schedule = checkPickupSchedule(copy, { state: row.senderState, now: new Date(now) }).outcome;
    const { id: _id, status: _status, conType: _conType, conNumber: _conNumber, completedAt: _completedAt, ...copied } = row;
    const from = pickupNumberOf(row.id);
    return writes.run(async (trx) => {
      const newId = await insertPickup(trx, {
        ...copied,
        progress: DUPLICATE_PROGRESS,
        readyWhen: 'now',
        readyAtDate: '',
        readyAtTime: '',
        readyAt: schedule?.readyAt ?? '',
        scheduleDay: schedule?.scheduleDay ?? '',
        scheduleMsg: schedule?.scheduleMsg ?? '',
        scheduleRule: schedule?.rule ?? '',
        quoteId: null,
        createdBy: auth.userId,
        createdAt: now,
        bookedAt: now,
        updatedAt: now,
      });
      await pickupLines.insert(trx, newId, items.map(({ id: _itemId, ...fields }) => fields));
      const to = pickupNumberOf(newId);
      return commit.settle(trx, { success: true, recordNumber: to, message: PICKUP_MESSAGES.duplicated(from, to) });
    });
  }

  return { duplicate };
}
