import { SESSION_ABSOLUTE_LIFETIME_MS } from '@portal/domain/constants';
import type { Db } from '../../db/database';
import { THROTTLE_WINDOW_MS } from './throttle';

/**
 * Sessions past their idle or absolute limit and throttle counts whose window has ended can never
 * matter again (decision 0002); without a sweep they would pile up from users who never return.
 */
export async function removeStaleRows(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('createdAt', '<', now - SESSION_ABSOLUTE_LIFETIME_MS),
        eb(eb('lastActiveAt', '+', eb.ref('timeoutMs')), '<', now),
      ]),
    )
    .execute();
  await db.deleteFrom('signInFailures').where('windowStartedAt', '<=', now - THROTTLE_WINDOW_MS).execute();
}
