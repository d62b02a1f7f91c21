import { SESSION_ABSOLUTE_LIFETIME_MS } from '@portal/domain/constants';
import type { Db } from '../../db/database';
import { deleteSessionsPast } from './sessions-repo';
import { THROTTLE_WINDOW_MS } from './throttle';
import { deleteFailuresBefore } from './throttle-repo';

/**
 * Sessions past their idle or absolute limit and throttle counts whose window has ended can never
 * matter again (decision 0002); without a sweep they would pile up from users who never return.
 */
export async function removeStaleRows(db: Db, now: number): Promise<void> {
  await deleteSessionsPast(db, now, now - SESSION_ABSOLUTE_LIFETIME_MS);
  await deleteFailuresBefore(db, now - THROTTLE_WINDOW_MS);
}
