// Quote numbers (DESIGN.md 'Data': Q + 7 digits, never reused). A quote's number is Q followed
// by 1,000,000 + its id (decision 0015): ids are never reused, so numbers are not either, and a
// number needs no counter row that every new quote would queue on.

const BASE = 1_000_000;
const MAX_ID = 8_999_999;

export function quoteNumberOf(id: number): string {
  return `Q${BASE + id}`;
}

/** The id of a well-formed number, else null (such a quote cannot exist). */
export function quoteIdOf(quoteNumber: string): number | null {
  const match = /^Q(\d{7})$/i.exec(quoteNumber.trim());
  if (!match) return null;
  const id = Number(match[1]) - BASE;
  return id >= 1 && id <= MAX_ID ? id : null;
}
