import { CONNOTE_MESSAGES, electronicConnoteNumber, parseConnoteNumber } from '@portal/domain/consignment/connote-number';
import type { Db } from '../../db/database';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { inCompanyBook } from '../connote-books/service';
import { issueElectronicSequence } from './connote-repo';
import { consignmentExists } from './repo';

// A typed manual connote checked in decision 0019's order: well formed (FP + 9 digits, Luhn),
// in one of the company's books (400), not used by any consignment (409). Create Consignment of
// a pickup, drop freight's Enter Consignment Number and its validate call share it. The unique
// index on consignments.number still decides a race between two bookings of one number.

export type ConnoteVerdict = { conNumber: string } | { refusal: HttpError };

/** The normalised number, or the refusal with the sentence that says what is wrong. */
export async function judgeManualConnote(db: Db, companyId: number, typed: string): Promise<ConnoteVerdict> {
  const parsed = parseConnoteNumber(typed);
  if ('error' in parsed) return { refusal: badRequest(parsed.error) };
  if (!(await inCompanyBook(db, companyId, parsed.serial))) return { refusal: badRequest(CONNOTE_MESSAGES.notInBooks(parsed.conNumber)) };
  if (await consignmentExists(db, parsed.conNumber)) return { refusal: conflict(CONNOTE_MESSAGES.alreadyUsed(parsed.conNumber)) };
  return { conNumber: parsed.conNumber };
}

/** The manual connote, or its refusal thrown. */
export async function manualConnote(db: Db, companyId: number, typed: string): Promise<string> {
  const verdict = await judgeManualConnote(db, companyId, typed);
  if ('refusal' in verdict) throw verdict.refusal;
  return verdict.conNumber;
}

/** A new electronic connote from the service's sequence, in the booking's transaction. */
export async function issueElectronicConnote(trx: Db, companyId: number, now: number): Promise<string> {
  return electronicConnoteNumber(await issueElectronicSequence(trx, companyId, now));
}
