import { STANDARD_FREIGHT_LIMITS } from '@portal/domain/limits';
import { hashPassword } from '../../modules/auth/password-hash';
import type { Db } from '../database';
import { toFlag } from '../schema';
import { DEMO_ADDRESSES, DEMO_CARDS, insertAddresses, insertCustomerCard } from './demo-booking';
import { createStaffMemberWithHash } from '../../modules/staff/service';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STAFF, DEMO_USERS } from './demo-users';

/** DESIGN.md: every demo company (and every scale-seed company) gets the spec's standard freight limits. */
export const STANDARD_LIMIT_COLUMNS = {
  limitWeight: STANDARD_FREIGHT_LIMITS.weight,
  limitVolume: STANDARD_FREIGHT_LIMITS.volume,
  limitLength: STANDARD_FREIGHT_LIMITS.length,
  limitWidth: STANDARD_FREIGHT_LIMITS.width,
  limitHeight: STANDARD_FREIGHT_LIMITS.height,
  limitItems: STANDARD_FREIGHT_LIMITS.items,
};

export interface SeedOptions {
  now: number;
  scryptCost: number;
  sessionTimeoutMs: number;
}

/**
 * Demo data for a first run. Only an empty database is seeded, so a restart never brings back
 * users an administrator deleted or passwords a user changed. Returns whether it seeded.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<boolean> {
  const existing = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  // One hash for every demo user: the same password, and start-up stays quick at full cost.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.scryptCost);
  await db.transaction().execute(async (trx) => {
    const companyIds = new Map<string, number>();
    for (const company of DEMO_COMPANIES) {
      const { id } = await trx
        .insertInto('companies')
        .values({
          name: company.name,
          abn: company.abn,
          createdAt: options.now,
          requirePo: toFlag(company.requirePo),
          forkliftPickup: toFlag(company.forkliftPickup),
          forkliftDelivery: toFlag(company.forkliftDelivery),
          defaultInstructions: company.defaultInstructions,
          defaultExtraEmail: company.defaultExtraEmail,
          ...STANDARD_LIMIT_COLUMNS,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.set(company.name, id);
      await insertAddresses(trx, id, DEMO_ADDRESSES[company.name]);
      await insertCustomerCard(trx, id, DEMO_CARDS[company.name], options.now);
    }
    for (const user of DEMO_USERS) {
      const { id } = await trx
        .insertInto('users')
        .values({
          username: user.username,
          name: user.name,
          email: user.email,
          phone: user.phone,
          passwordHash,
          isAdmin: toFlag(user.isAdmin),
          timeoutMs: options.sessionTimeoutMs,
          createdAt: options.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('memberships')
        .values(user.memberships.map((m) => ({ userId: id, companyId: companyIds.get(m.company)!, roleId: m.role, enabled: 1 })))
        .execute();
    }
    for (const staff of DEMO_STAFF) {
      const { description: _shown, ...member } = staff;
      await createStaffMemberWithHash(trx, member, passwordHash, options.now);
    }
  });
  return true;
}
