import type { SettingsInput } from '@portal/domain/account/settings';
import type { Db } from '../../db/database';

export async function updateSettings(db: Db, userId: number, settings: SettingsInput): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: settings.name, phone: settings.phone, email: settings.email })
    .where('id', '=', userId)
    .execute();
}

/** The label stock the user chose last ('' before any choice). */
export async function labelStockOf(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('labelStock').where('id', '=', userId).executeTakeFirst();
  return row?.labelStock ?? '';
}

/** Remembered per user (issue 9), so the next label comes on the same stock on any browser. */
export async function rememberLabelStock(db: Db, userId: number, stock: string): Promise<void> {
  await db.updateTable('users').set({ labelStock: stock }).where('id', '=', userId).execute();
}
