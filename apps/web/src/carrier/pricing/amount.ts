/** A number a user types: a number, or '' while the field is empty. */
export type Amount = number | '';

/**
 * A NumberInput's value as an Amount. Mantine hands over a string for what it keeps as typed
 * ('18.00' under a fixed decimal scale, '1.' part way through), a number otherwise.
 */
export function amountOf(value: string | number): Amount {
  if (typeof value === 'number') return value;
  const n = Number(value);
  return value.trim() === '' || !Number.isFinite(n) ? '' : n;
}
