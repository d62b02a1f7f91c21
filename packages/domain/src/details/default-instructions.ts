import type { Party } from '../api/party';
import type { BookingCustomerDefaults } from '../api/reference';

// customerDefaults.defaultInstructions are the company's usual sender's (spec 02 section 3,
// 'Customer defaults'): a new booking starts with both. Issue 24: a booking whose sender is
// then changed to another address must not carry the usual sender's instructions to it.

/** A party key that names a choice of address (a saved one, or '' after Manual Address), not a typed edit ('new'). */
const chosenAddress = (key: string) => key !== 'new';

/**
 * The special instructions once the sender changes from `before` to `after`. Choosing another
 * address takes the default instructions away when they are still as defaulted; choosing the
 * usual sender again brings them back when the instructions are empty. Instructions the user
 * typed are theirs and stay; editing the sender's fields by hand changes nothing.
 */
export function instructionsForSender(
  instructions: string,
  before: Pick<Party, 'key'>,
  after: Pick<Party, 'key'>,
  defaults: Pick<BookingCustomerDefaults, 'defaultSender' | 'defaultInstructions'>,
): string {
  const { defaultSender, defaultInstructions } = defaults;
  if (defaultInstructions === '' || after.key === before.key || !chosenAddress(after.key)) return instructions;
  const usual = defaultSender !== null && after.key === String(defaultSender.id);
  if (!usual && instructions === defaultInstructions) return '';
  if (usual && instructions.trim() === '') return defaultInstructions;
  return instructions;
}
