import type { PickupConvertAnswer, PickupConvertInput } from '@portal/domain/api/pickup';
import { CONNOTE_MESSAGES } from '@portal/domain/consignment/connote-number';
import { extraEmailError } from '@portal/domain/schedule/booking-fields';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import type { PartyColumnsTable } from '../../db/schema/party-columns';
import { noteManualConnoteTaken } from '../connote-books/service';
import { createConsignment, issueElectronicConnote, manualConnote } from '../consignments/service';
import { deliverWithLabels } from '../documents/service';
import { type BookingCommit, freightItemOf, lineFields } from '../bookings/service';
import { pickupCopyMail } from './pickup-mail';
import { PICKUP_MESSAGES } from './pickup-messages';
import { editablePickup } from './pickup-lookup';
import { pickupNumberOf } from '../../db/record-numbers';
import { recordConvertedConsignment } from '../quotes/service';
import { completePickup, pickupLines, type PickupRow } from './repo';

// POST pickups/convert, Create Consignment (spec 02 sections 2, 4 and 5): a manual connote
// from one of the company's books (well formed, in a book, unused) or an electronic one numbered
// by the service; the pickup becomes completed (status 1) with the connote, and the optional
// copy-to e-mail goes out through the mailer once the change has committed, with the labels.

type Connote = { conType: 'manual'; conNumber: string } | { conType: 'electronic' };

/** What a pickup's consignment keeps of it (decision 0022): parties, references, services, route. */
function consignmentOfPickup(row: PickupRow, extraEmail: string) {
  const { companyId, poNumber, instructions, pickupRequired, deliveryRequired, depotFrom, depotTo, dgClasses, quoteId } = row;
  const parties = Object.fromEntries(
    Object.entries(row).filter(([column]) => column.startsWith('sender') || column.startsWith('receiver')),
  ) as PartyColumnsTable;
  return { ...parties, companyId, pickupId: row.id, poNumber, customerRef: row.pickupRef, instructions, pickupRequired, deliveryRequired, depotFrom, depotTo, dgClasses, quoteId, extraEmail };
}

export function createConvertPickupService(deps: Deps) {
  const { db, config, writes, mailer } = deps;
  /** The manual connote checked against the company's books; '' asks for an electronic one. */
  async function connoteOf(auth: CompanyAuth, typed: string): Promise<Connote> {
    if (typed.trim() === '') return { conType: 'electronic' };
    return { conType: 'manual', conNumber: await manualConnote(db, auth.companyId, typed) };
  }

  return {
    async convert(auth: CompanyAuth, input: PickupConvertInput, commit: BookingCommit): Promise<PickupConvertAnswer> {
      const row = await editablePickup(db, auth, input.pickupNumber);
      const emailError = extraEmailError(input.ExtraEmail);
      if (emailError) throw badRequest(emailError);
      const extraEmail = input.ExtraEmail.trim();
      const connote = await connoteOf(auth, input.conNumber);
      const items = await pickupLines.find(db, row.id);
      const pickupNumber = pickupNumberOf(row.id);
      const now = config.now();

      const { answer, mailId, notices } = await writes.run(async (trx) => {
        const conNumber = connote.conType === 'manual' ? connote.conNumber : await issueElectronicConnote(trx, auth.companyId, now);
        const booking = { ...consignmentOfPickup(row, extraEmail), number: conNumber, conType: connote.conType, createdBy: auth.userId, createdAt: now };
        const lines = lineFields(items.map(freightItemOf));
        if (!(await createConsignment(trx, booking, lines, 'pickup'))) throw conflict(CONNOTE_MESSAGES.alreadyUsed(conNumber));
        const notices = connote.conType === 'manual' ? await noteManualConnoteTaken(trx, deps, auth.companyId, conNumber) : [];
        // The status is checked in the UPDATE: of two conversions at once one completes the pickup.
        if (!(await completePickup(trx, auth.companyId, row.id, { conType: connote.conType, conNumber, extraEmail }, now))) {
          throw conflict(PICKUP_MESSAGES.completed(pickupNumber));
        }
        if (row.quoteId !== null) await recordConvertedConsignment(trx, auth.companyId, row.quoteId, conNumber);
        const mail = extraEmail ? await mailer.queueHeld(trx, pickupCopyMail(extraEmail, row, items, conNumber)) : null;
        const created = PICKUP_MESSAGES.consignmentCreated(conNumber, pickupNumber);
        const result: PickupConvertAnswer = {
          success: true,
          conNumber,
          pickupNumber,
          message: extraEmail ? `${created} ${PICKUP_MESSAGES.copySent(extraEmail)}` : created,
        };
        return { answer: await commit.settle(trx, result), mailId: mail, notices };
      });
      if (mailId !== null) deliverWithLabels(deps, mailId, { companyId: auth.companyId, conNumber: answer.conNumber, userId: auth.userId });
      mailer.deliver(notices);
      return answer;
    },
  };
}
