// Prices are Australian dollars: '$1,234.56' (DESIGN.md pricing, totals excluding GST).
const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const number = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

export const formatMoney = (dollars: number): string => money.format(dollars);

/** A weight or volume with at most two decimals and thousands separators. */
export const formatQuantity = (value: number): string => number.format(value);
