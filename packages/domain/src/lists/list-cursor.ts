// A list page's position: the (created at, id) of its last row. The lists are sorted newest first
// on that pair, so the next page is everything strictly below it (keyset paging, decision 0029).
// The text is opaque to clients, who only pass an answer's `next` back; it carries no company,
// so another company's cursor only says where to start in the caller's own rows.

export interface ListCursor {
  createdAt: number;
  id: number;
}

const PATTERN = /^(\d{1,15})\.(\d{1,15})$/;

export const listCursorText = (cursor: ListCursor): string => `${cursor.createdAt}.${cursor.id}`;

/** The cursor a text names, else null (one this service cannot have given). */
export function parseListCursor(text: string): ListCursor | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const createdAt = Number(match[1]);
  const id = Number(match[2]);
  return Number.isSafeInteger(createdAt) && Number.isSafeInteger(id) && id > 0 ? { createdAt, id } : null;
}
