import type { QuoteConvertInput, PickupSaveAnswer } from '@portal/domain/api/pickup';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { quoteExpired } from '@portal/domain/quote/quote-accept';
import { quoteAccessDenial } from '@portal/domain/quote/quote-access';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { permissionsOfRole } from '../auth/role-permissions';
import { QUOTE_MESSAGES } from '../quotes/quote-messages';
import { pickupNumberOf, quoteIdOf, quoteNumberOf } from '../bookings/record-numbers';
import { itemFields } from '../bookings/freight-items';
import { draftOf } from '../quotes/quote-rows';
import { claimQuoteForConversion, findQuote, quoteLines, setQuotePickup, type QuoteRow } from '../quotes/repo';
import { bookingOptionsAnswer, type OptionsAnswer } from '../reference/booking-options';
import { checkPickupDraft } from './check-draft';
import { recordAnswer, type IdempotencyClaim } from '../bookings/idempotency';
import { QUOTE_CONVERT_MESSAGES } from './pickup-messages';
import { pickupFields } from './pickup-rows';
import { insertPickup, pickupLines } from './repo';
import { conflict } from './pickup-lookup';
import { saveAnswer } from './service';

// GET and POST quoteConvert (spec 02 sections 4, 6 and 7): an accepted quote of the caller's
// company, still valid, not converted yet, with pickup required, becomes a pickup whose route,
// freight, dangerous goods and services are the quote's. Converting needs Quotations.edit and
// Pickups.add. The quote then shows the pickup's number in the quotes list.

export function createQuoteConvertService({ db, config, writes }: Deps) {
  /** The quote, or the refusal of section 6 (403), a missing quote (404) or its state (409). */
  async function convertibleQuote(auth: CompanyAuth, quoteNumber: string, now: number): Promise<QuoteRow> {
    const denial = quoteAccessDenial('convertToPickup', await permissionsOfRole(db, auth.roleId), { hasQuote: quoteNumber.trim() !== '' });
    if (denial) throw forbidden(denial);
    const id = quoteIdOf(quoteNumber);
    const row = id === null ? undefined : await findQuote(db, auth.companyId, id);
    if (!row) throw notFound(QUOTE_MESSAGES.notFound(quoteNumber.trim()));
    const number = quoteNumberOf(row.id);
    if (row.pickup !== '' || row.connote !== '') throw conflict(QUOTE_CONVERT_MESSAGES.converted(number, row.pickup || row.connote));
    if (row.accepted !== 1) throw conflict(QUOTE_CONVERT_MESSAGES.notAccepted(number));
    if (quoteExpired(row.validUntil, now)) throw conflict(QUOTE_CONVERT_MESSAGES.expired(number));
    // 'pickupRequired above 1 allows Convert to Pickup' (spec 02 section 4).
    if (row.pickupRequired <= 1) throw conflict(BOOKING_MESSAGES.convertToPickupNotAvailable);
    return row;
  }

  return {
    /** GET quoteConvert: the booking options, once the quote may be converted. */
    async options(auth: CompanyAuth, quoteNumber: string): Promise<OptionsAnswer> {
      const now = config.now();
      await convertibleQuote(auth, quoteNumber, now);
      return bookingOptionsAnswer(db, auth.companyId, now);
    },

    /** POST quoteConvert: the pickup draft (pickupOrConsignment 0), locked to the quote. */
    async convert(auth: CompanyAuth, input: QuoteConvertInput, claim: IdempotencyClaim | null): Promise<PickupSaveAnswer> {
      const now = config.now();
      const quote = await convertibleQuote(auth, input.quoteNumber, now);
      const quoted = draftOf(quote, await quoteLines.find(db, quote.id));
      const checked = await checkPickupDraft(db, auth.companyId, input, now, quoted);
      const fields = pickupFields(input, checked, now);
      const converted = () => conflict(QUOTE_CONVERT_MESSAGES.converted(quoteNumberOf(quote.id), 'a pickup'));
      return writes.run(async (trx) => {
        if (!(await claimQuoteForConversion(trx, auth.companyId, quote.id, now))) throw converted();
        const id = await insertPickup(trx, { ...fields, companyId: auth.companyId, createdBy: auth.userId, createdAt: now, bookedAt: now, quoteId: quote.id });
        const itemIds = await pickupLines.insert(trx, id, checked.items.map(itemFields));
        await setQuotePickup(trx, auth.companyId, quote.id, pickupNumberOf(id));
        const answer = saveAnswer(id, itemIds, checked.schedule, false);
        if (claim) await recordAnswer(trx, claim, answer, now);
        return answer;
      });
    },
  };
}
