// Numeric field check (spec 01 section 5), used by every number a user types.

export interface NumericRule {
  field: string;
  min?: number;
  max?: number;
  /** How many decimal digits are allowed; 0 for whole numbers. */
  decimals?: number;
  unit?: string;
}

function withUnit(n: number, unit?: string): string {
  return unit ? `${n} ${unit}` : `${n}`;
}

/** Returns the spec's message for the first broken rule, or undefined when valid. */
export function checkNumber(raw: string | number, rule: NumericRule): string | undefined {
  const text = String(raw).trim();
  if (text.endsWith('.')) return `${rule.field} is not a complete number`;
  const decimals = rule.decimals ?? Infinity;
  const pattern = decimals === 0 ? /^-?\d+$/ : /^-?(\d+\.?\d*|\.\d+)$/;
  if (text === '' || !pattern.test(text)) return `${rule.field} is not a number`;
  const fraction = text.split('.')[1] ?? '';
  if (fraction.length > decimals) return `${rule.field} is not a number`;
  const value = Number(text);
  if (rule.min !== undefined && value < rule.min) {
    return `${rule.field} cannot be less than ${withUnit(rule.min, rule.unit)}`;
  }
  if (rule.max !== undefined && value > rule.max) {
    return `${rule.field} cannot exceed ${withUnit(rule.max, rule.unit)}`;
  }
  return undefined;
}
