import type { SettingsFields } from '@portal/domain/account/settings';
import type { Db } from '../../db/database';

/**
 * Saves My Settings over the version they were read at (decision 0030): the row's new version,
 * or null when someone changed the user meanwhile and nothing was written.
 */
export async function updateSettings(db: Db, userId: number, settings: SettingsFields, version: number): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ name: settings.name, phone: settings.phone, email: settings.email, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
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
