import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LABEL_STOCKS, type LabelStock } from '@portal/domain/documents/document-names';
import { PORTAL_PATH } from '@portal/domain/constants';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { sharedSecret } from './repo';

// A PDF is fetched through a short-lived signed URL (DESIGN.md): the document, its company, the
// expiry and how to render it, with an HMAC-SHA256 over all of them. The URL carries no session
// token, so a link that leaks (history, logs, a forwarded e-mail) opens one document for a few
// minutes and nothing else; a changed field or another company's id breaks the signature.

export const PDF_PATH = `${PORTAL_PATH}documents/pdf`;

export const SIGNED_URL_MESSAGES = {
  invalid: 'This document link is not valid. Please open the document again from the portal.',
  expired: 'This document link has expired. Please open the document again from the portal.',
} as const;

export interface PdfTicket {
  /** documents.id */
  doc: number;
  company: number;
  /** The user it was issued to: the audit trail's 'who' of the download (decision 0032). */
  user: number;
  /** `user` is a member of the carrier's staff (the back office's consignment page, issue 26), not a customer's user. */
  staff: boolean;
  /** Epoch milliseconds. */
  expires: number;
  print: boolean;
  stock: LabelStock | null;
  original: boolean;
}

const SECRET_NAME = 'document-url-key';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The configured key, else the one every instance shares in app_secrets (made once, on first use). */
export function urlKeyOf(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(Buffer.from(configured));
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const value = await sharedSecret(db, SECRET_NAME, randomBytes(32).toString('base64'));
      return Buffer.from(value, 'base64');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

// A staff ticket's mark is added only to staff tickets, so a customer's link reads as it always did.
const canonical = (t: PdfTicket) => [t.doc, t.company, t.user, t.expires, t.print ? 1 : 0, t.stock ?? '', t.original ? 1 : 0].join('.') + (t.staff ? '.staff' : '');
const mac = (key: Buffer, t: PdfTicket) => createHmac('sha256', key).update(canonical(t)).digest('base64url');

/** The path and query of the PDF route for a ticket. */
export function signedPdfUrl(key: Buffer, ticket: PdfTicket): string {
  const query = new URLSearchParams({
    doc: String(ticket.doc),
    company: String(ticket.company),
    user: String(ticket.user),
    ...(ticket.staff ? { staff: '1' } : {}),
    expires: String(ticket.expires),
    print: ticket.print ? '1' : '0',
    ...(ticket.stock ? { stock: ticket.stock } : {}),
    ...(ticket.original ? { original: '1' } : {}),
    sig: mac(key, ticket),
  });
  return `${PDF_PATH}?${query.toString()}`;
}

const whole = (text: string | undefined) => (text && /^\d{1,15}$/.test(text) ? Number(text) : NaN);

/** The ticket of a signed query; 403 when it is not one we signed, or has expired. */
export function verifyTicket(key: Buffer, query: Record<string, string | undefined>, now: number): PdfTicket {
  const stock = query.stock ?? null;
  const ticket: PdfTicket = {
    doc: whole(query.doc),
    company: whole(query.company),
    user: whole(query.user),
    staff: query.staff === '1',
    expires: whole(query.expires),
    print: query.print === '1',
    stock: LABEL_STOCKS.find((s) => s === stock) ?? null,
    original: query.original === '1',
  };
  const given = Buffer.from(query.sig ?? '', 'base64url');
  const expected = Buffer.from(mac(key, ticket), 'base64url');
  const wellFormed = [ticket.doc, ticket.company, ticket.user, ticket.expires].every(Number.isFinite) && (stock === null || ticket.stock !== null);
  if (!wellFormed || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(403, [SIGNED_URL_MESSAGES.invalid]);
  }
  if (ticket.expires < now) throw new HttpError(403, [SIGNED_URL_MESSAGES.expired]);
  return ticket;
}
