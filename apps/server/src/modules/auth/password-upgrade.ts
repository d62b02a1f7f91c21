import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { User } from '../../db/schema';
import { hashPassword, needsRehash } from './password-hash';
import { replacePasswordHash } from '../users/service';

/**
 * After a sign-in with the password (not a temporary one), a hash made at a lower scrypt cost
 * than configured is replaced by one at the current cost (decision 0033): raising
 * config.scryptCost strengthens every account that signs in, without a reset. The check is a parse of
 * the stored string, so a sign-in that needs no upgrade pays nothing; one that does pays one more
 * hash, once. A failure is logged and the sign-in goes on: the old hash still verifies.
 */
export async function upgradePasswordHash(db: Db, user: User, password: string, cost: number, log: FastifyBaseLogger): Promise<void> {
  const stored = user.passwordHash;
  if (!stored || !needsRehash(stored, cost)) return;
  try {
    await replacePasswordHash(db, user.id, stored, await hashPassword(password, cost));
  } catch (error) {
    log.warn({ err: error, userId: user.id }, 'password hash not upgraded');
  }
}
