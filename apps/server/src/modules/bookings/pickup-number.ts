// Pickup numbers (DESIGN.md 'Data': P + 7 digits, never reused): P followed by 1,000,000 + the
// pickup's id, as quote numbers are made (decision 0015). Ids are never reused, so numbers are
// not either, and no counter row makes every new pickup queue.

const BASE = 1_000_000;
const MAX_ID = 8_999_999;

export function pickupNumberOf(id: number): string {
  return `P${BASE + id}`;
}

/** The id of a well-formed number, else null (such a pickup cannot exist). */
export function pickupIdOf(pickupNumber: string): number | null {
  const match = /^P(\d{7})$/i.exec(pickupNumber.trim());
  if (!match) return null;
  const id = Number(match[1]) - BASE;
  return id >= 1 && id <= MAX_ID ? id : null;
}
