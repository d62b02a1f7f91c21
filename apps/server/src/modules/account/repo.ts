import type { SettingsInput } from '@portal/domain/account/settings';
import type { Db } from '../../db/database';

// My Settings reads the user and the role name of the chosen company (spec 01 section 2).
export function findSettings(db: Db, userId: number, companyId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('memberships as m', (join) => join.onRef('m.userId', '=', 'u.id').on('m.companyId', '=', companyId))
    .innerJoin('roles as r', 'r.id', 'm.roleId')
    .select(['u.name', 'u.username', 'u.phone', 'u.email', 'r.name as role'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function updateSettings(db: Db, userId: number, settings: SettingsInput): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: settings.name, phone: settings.phone, email: settings.email })
    .where('id', '=', userId)
    .execute();
}
