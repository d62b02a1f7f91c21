import type { Db } from '../../db/database';
import type { User } from '../../db/schema';
import { guessablePasswordErrors, guessingHints } from './password-strength';
import { enabledCompanies } from './sessions-repo';

/**
 * Issue 13's strength rule for a new password that already meets spec 01 section 5 (decision
 * 0033), judged against what an attacker knows of this user: their username, name and e-mail,
 * their companies' names and the carrier's.
 */
export async function guessableNewPasswordErrors(db: Db, carrierName: string, user: User, password: string): Promise<string[]> {
  const companies = await enabledCompanies(db, { userId: user.id });
  const owner = { username: user.username, name: user.name, email: user.email, companyNames: companies.map((c) => c.name) };
  return guessablePasswordErrors(password, guessingHints(owner, carrierName));
}
