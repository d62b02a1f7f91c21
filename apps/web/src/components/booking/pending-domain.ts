// Temporary: texts the shared steps need that packages/domain does not have yet. Each one moves
// to packages/domain/src/booking-messages.ts once the domain adds it, and this file goes.

/** Accounts step, answer No: 'an error tells the user to contact the provider' (spec 02 section 2; text not shown). */
export function accountsNotPaying(company: string): string {
  return `Please contact your provider to arrange freight that ${company} is not paying for.`;
}
