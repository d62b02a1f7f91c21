import {
  type AllotBookAnswer,
  CONNOTE_BOOK_CALL_MESSAGES as M,
  CONNOTE_BOOKS_PAGE_SIZE,
  type CompanyName,
  type ConnoteBookListInput,
  type ConnoteBookRow,
  type ConnoteBooksAnswer,
  type ElectronicConnoteListInput,
  type ElectronicConnotesAnswer,
} from '@portal/domain/carrier/connote-book-calls';
import { bookRangeErrors, bookSize, bookSpan, bookUsage, overlapMessage, overlappingBook, type ConnoteBookForm } from '@portal/domain/carrier/connote-books';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { connotesTakenIn, electronicConnoteCounts } from '../consignments/service';
import { allBooks, bookHolding, countBooks, findBook, findCompany, insertBook, lockBooks, pageOfBooks, type BookRow } from './repo';

// Connote books in the back office (issue 26, decision 0019). This module owns connote_books:
// it allots books, lists them with their use, answers a booking whether a serial is in one of the
// company's books, and sends a book's nearly-used notice once. Which numbers are taken is the
// consignments' to say (their numbers and the retired ones), as are the electronic connotes.

async function companyOf(db: Db, id: number): Promise<CompanyName> {
  const company = await findCompany(db, id);
  if (!company) throw notFound(M.noCompany(id));
  return company;
}

async function rowOf(db: Db, book: BookRow): Promise<ConnoteBookRow> {
  const used = await connotesTakenIn(db, book);
  return { ...book, span: bookSpan(book), size: bookSize(book), ...bookUsage(book, used) };
}

export function createConnoteBooksService({ db, config }: Deps) {
  return {
    /** GET connote-books: a page of one company's books or everyone's, each with its use. */
    async list(input: ConnoteBookListInput): Promise<ConnoteBooksAnswer> {
      const page = input.page ?? 1;
      const company = input.companyId === undefined ? null : await companyOf(db, input.companyId);
      const filter = input.companyId === undefined ? {} : { companyId: input.companyId };
      const [rows, total] = await Promise.all([
        pageOfBooks(db, { ...filter, offset: (page - 1) * CONNOTE_BOOKS_PAGE_SIZE, limit: CONNOTE_BOOKS_PAGE_SIZE }),
        countBooks(db, input.companyId),
      ]);
      const books = await Promise.all(rows.map((row) => rowOf(db, row)));
      return { books, total, page, pageSize: CONNOTE_BOOKS_PAGE_SIZE, company };
    },

    /** POST companies/{id}/connote-books: a new book for the company, overlapping none (its own included). */
    async allot(companyId: number, form: ConnoteBookForm): Promise<AllotBookAnswer> {
      const range = { firstSerial: form.firstSerial, lastSerial: form.lastSerial };
      const company = await companyOf(db, companyId);
      const errors = Object.values(bookRangeErrors(range));
      if (errors.length > 0) throw badRequest(...errors);
      const id = await db.transaction().execute(async (trx) => {
        await lockBooks(trx, config.database.kind);
        const other = overlappingBook(range, await allBooks(trx));
        if (other) throw badRequest(overlapMessage({ ...range, companyId }, other));
        return insertBook(trx, { companyId, ...range, createdAt: config.now() });
      });
      const book = await rowOf(db, await findBook(db, id));
      return { success: true, message: M.allotted(range, company.name), companyId, book };
    },

    /** GET electronic-connotes: how many the portal numbered per company, and the last one's time. */
    async electronic(input: ElectronicConnoteListInput): Promise<ElectronicConnotesAnswer> {
      const company = input.companyId === undefined ? null : await companyOf(db, input.companyId);
      const rows = await electronicConnoteCounts(db, input.companyId);
      return {
        company,
        companies: rows.map((row) => ({
          companyId: row.companyId,
          companyName: row.companyName,
          issued: Number(row.issued),
          lastIssuedAt: row.lastIssuedAt === null ? null : Number(row.lastIssuedAt),
        })),
      };
    },
  };
}

/** Whether one of the company's books holds the serial (a typed manual connote's check, decision 0019). */
export async function inCompanyBook(db: Db, companyId: number, serial: number): Promise<boolean> {
  return (await bookHolding(db, companyId, serial)) !== undefined;
}

// What other modules use of connote books: the check of a typed manual connote, and the notice a
// booking sets off when it takes a book past 90% used.
export { noteManualConnoteTaken } from './nearly-used-notice';
