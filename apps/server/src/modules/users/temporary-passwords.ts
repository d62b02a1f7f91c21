import type { UserRow } from '@portal/domain/account/users';
import { generateTemporaryPassword, hashPassword } from '../auth/service';
import type { Temporary } from './row-changes';

/** Hashing is slow on purpose: done before the transaction so it never holds the write lock. */
export async function temporaryPasswords(rows: readonly UserRow[], scryptCost: number): Promise<Map<UserRow, Temporary>> {
  const needing = rows.filter((row) => !row.delete && (row.id === 0 || row.resetPassword));
  const made = await Promise.all(
    needing.map(async (row) => {
      const password = await generateTemporaryPassword();
      return [row, { password, hash: await hashPassword(password, scryptCost) }] as const;
    }),
  );
  return new Map(made);
}
