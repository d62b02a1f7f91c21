// Time input (spec 01 section 5): hours 0-23 and minutes 00-59.
const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)$/;

export function isTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** '7:05' -> '07:05'; undefined when not a valid time. */
export function normaliseTime(value: string): string | undefined {
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return undefined;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}
