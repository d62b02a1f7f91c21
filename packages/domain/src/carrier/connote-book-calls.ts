import { z } from 'zod';
import type { SaveAnswer } from '../api/session';
import { carrierCall } from './carrier-call';
import { bookSpan, connoteBookSchema, type BookRange, type BookUsage, type ConnoteBookForm } from './connote-books';

// The back office's connote books (issue 26, decision 0019): the books allotted to companies,
// each with its use, a new book allotted to a company, and the portal's electronic connotes
// counted per company. Reading is 'companies:read' (customer service and pricing see a
// company's books on its page); allotting is 'connoteBooks:write'.

/** Books on one page of the list. */
export const CONNOTE_BOOKS_PAGE_SIZE = 50;

/** A company's id: a row id, at most the largest 32-bit integer a table's id holds. */
const companyId = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** GET connote-books: one company's books or everyone's, a page at a time (from 1). */
export const connoteBookListSchema = z.object({
  companyId: companyId.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type ConnoteBookListInput = z.infer<typeof connoteBookListSchema>;

/** GET electronic-connotes: one company's count, or every company's that has any. */
export const electronicConnoteListSchema = z.object({ companyId: companyId.optional() });
export type ElectronicConnoteListInput = z.infer<typeof electronicConnoteListSchema>;

export interface CompanyName {
  id: number;
  name: string;
}

/** A book as the back office lists it: its range as printed, and how much of it is used. */
export interface ConnoteBookRow extends BookRange, BookUsage {
  id: number;
  companyId: number;
  companyName: string;
  /** 'FP100000009 to FP100009992'. */
  span: string;
  size: number;
  /** When the company and the staff mailbox were told it is nearly used; null until then. */
  nearlyUsedNoticeAt: number | null;
  createdAt: number;
}

export interface ConnoteBooksAnswer {
  books: ConnoteBookRow[];
  /** Books in the whole list, every page. */
  total: number;
  page: number;
  pageSize: number;
  /** The company asked for, named (so a screen shows whose books these are); null for everyone's. */
  company: CompanyName | null;
}

export interface AllotBookAnswer extends SaveAnswer {
  companyId: number;
  book: ConnoteBookRow;
}

/** A company's electronic connotes: numbered by the portal, read only here. */
export interface ElectronicConnoteRow {
  companyId: number;
  companyName: string;
  issued: number;
  /** Epoch ms of the last one issued; null when none. */
  lastIssuedAt: number | null;
}

export interface ElectronicConnotesAnswer {
  companies: ElectronicConnoteRow[];
  company: CompanyName | null;
}

export const CONNOTE_BOOK_CALL_MESSAGES = {
  noCompany: (id: number) => `There is no company ${id}.`,
  /** The back office's form. */
  companyRequired: 'Company is required: choose the company the book is for.',
  allotted: (range: BookRange, company: string) => `Connote book ${bookSpan(range)} allotted to ${company}.`,
} as const;

export const CONNOTE_BOOK_CALLS = {
  connoteBooks: carrierCall<ConnoteBookListInput, ConnoteBooksAnswer>('GET', 'connote-books', 'companies:read', connoteBookListSchema),
  /** The company is the path's: `companies/{id}/connote-books`. */
  allotConnoteBook: carrierCall<ConnoteBookForm, AllotBookAnswer>('POST', 'companies/:id/connote-books', 'connoteBooks:write', connoteBookSchema),
  electronicConnotes: carrierCall<ElectronicConnoteListInput, ElectronicConnotesAnswer>('GET', 'electronic-connotes', 'companies:read', electronicConnoteListSchema),
} as const;
