import type { SettingsInput } from '@portal/domain/account/settings';
import type { Db } from '../../db/database';

export async function updateSettings(db: Db, userId: number, settings: SettingsInput): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: settings.name, phone: settings.phone, email: settings.email })
    .where('id', '=', userId)
    .execute();
}
