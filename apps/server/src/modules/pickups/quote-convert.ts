import type { QuoteConvertInput, PickupSaveAnswer } from '@portal/domain/api/pickup';
import type { Deps } from '../../deps';
import type { CompanyAuth } from '../../http/session-auth';
import { pickupNumberOf } from '../../db/record-numbers';
import { lineFields, type BookingCommit } from '../bookings/service';
import { claimQuote, convertibleQuote, quoteToConvert, recordConvertedPickup } from '../quotes/service';
import { bookingOptionsAnswer, type OptionsAnswer } from '../reference/service';
import { checkPickupDraft } from './check-draft';
import { pickupFields } from './pickup-rows';
import { insertPickup, pickupLines } from './repo';
import { FIRST_VERSION } from '@portal/domain/validation/row-version';
import { saveAnswer } from './service';

// GET and POST quoteConvert (spec 02 sections 4, 6 and 7): an accepted quote of the caller's
// company, still valid, not converted yet, with pickup required, becomes a pickup whose route,
// freight, dangerous goods and services are the quote's. Converting needs Quotations.edit and
// Pickups.add. The quote then shows the pickup's number in the quotes list.

export function createQuoteConvertService({ db, config, writes }: Deps) {
  return {
    /** GET quoteConvert: the booking options, once the quote may be converted. */
    async options(auth: CompanyAuth, quoteNumber: string): Promise<OptionsAnswer> {
      const now = config.now();
      await convertibleQuote(db, auth, quoteNumber, now, 'pickup');
      return bookingOptionsAnswer(db, auth.companyId, now);
    },

    /** POST quoteConvert: the pickup draft (pickupOrConsignment 0), locked to the quote. */
    async convert(auth: CompanyAuth, input: QuoteConvertInput, commit: BookingCommit): Promise<PickupSaveAnswer> {
      const now = config.now();
      const quote = await quoteToConvert(db, auth, input.quoteNumber, now, 'pickup');
      const checked = await checkPickupDraft(db, auth.companyId, input, now, quote.quoted);
      const fields = pickupFields(input, checked, now);
      return writes.run(async (trx) => {
        await claimQuote(trx, auth.companyId, quote.id, now, 'pickup');
        const id = await insertPickup(trx, { ...fields, companyId: auth.companyId, createdBy: auth.userId, createdAt: now, bookedAt: now, quoteId: quote.id });
        const itemIds = await pickupLines.insert(trx, id, lineFields(checked.items));
        await recordConvertedPickup(trx, auth.companyId, quote.id, pickupNumberOf(id));
        const answer = saveAnswer(id, itemIds, checked.schedule, false, FIRST_VERSION);
        return commit.settle(trx, answer);
      });
    },
  };
}
