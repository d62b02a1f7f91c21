import { bookSize, bookSpan, bookUsage, NEARLY_USED_PERCENT, type BookRange } from '@portal/domain/carrier/connote-books';
import { parseConnoteNumber } from '@portal/domain/consignment/connote-number';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { connotesTakenIn } from '../consignments/service';
import type { MailMessage } from '../mail/service';
import { administratorEmails } from '../users/service';
import { bookHolding, claimNearlyUsedNotice, findCompany } from './repo';

// When a booking takes a book to NEARLY_USED_PERCENT or past it, the company's administrators
// and the staff mailbox are told, once per book (issue 26): a new book takes days to print and
// deliver. The claim is stored on the book in the booking's own transaction with the messages in
// the outbox (decision 0049: what a booking sets off commits with it), so a booking rolled back
// tells no one, and of two bookings that cross at once only one claims it.

const count = (n: number) => n.toLocaleString('en-AU');

function nearlyUsedMail(to: string, company: string, range: BookRange, used: number): MailMessage {
  const usage = bookUsage(range, used);
  const span = bookSpan(range);
  return {
    to,
    subject: `Connote book ${span} is ${usage.percentUsed}% used`,
    body: [
      'Hello,',
      '',
      `${company}'s connote book ${span} is ${usage.percentUsed}% used: ${count(used)} of its ${count(bookSize(range))} connotes are taken and ${count(usage.remaining)} ${usage.remaining === 1 ? 'remains' : 'remain'}.`,
      '',
      'Please ask the carrier for a new book before this one runs out. Consignments without a manual connote are numbered electronically by the portal.',
      '',
      'Freight Portal',
    ].join('\n'),
  };
}

/**
 * After a booking took a manual connote, in its transaction: the book's nearly-used notice if
 * this booking is the one that finds it nearly used and not yet told. The outbox ids queued, for
 * `mailer.deliver` once the transaction has committed (none almost always).
 */
export async function noteManualConnoteTaken(trx: Db, { mailer, config }: Pick<Deps, 'mailer' | 'config'>, companyId: number, conNumber: string): Promise<number[]> {
  const parsed = parseConnoteNumber(conNumber);
  if (!('serial' in parsed)) return [];
  const book = await bookHolding(trx, companyId, parsed.serial);
  if (!book || book.nearlyUsedNoticeAt !== null) return [];
  const used = await connotesTakenIn(trx, book);
  if (bookUsage(book, used).percentUsed < NEARLY_USED_PERCENT) return [];
  if (!(await claimNearlyUsedNotice(trx, book.id, config.now()))) return [];
  const [company, admins] = await Promise.all([findCompany(trx, companyId), administratorEmails(trx, companyId)]);
  const recipients = [...new Set([...admins, config.staffMailbox])];
  const ids: number[] = [];
  for (const to of recipients) ids.push(await mailer.queue(trx, nearlyUsedMail(to, company?.name ?? `Company ${companyId}`, book, used)));
  return ids;
}
