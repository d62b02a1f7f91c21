import { describe, expect, it } from 'vitest';
import type { PickupDraft } from '../api/pickup';
import { BOOKING_MESSAGES } from '../booking-messages';
import { buildParty as party, buildPickupDraft } from '../pickup/test-factories';
import { buildFreightItem, buildQuoteDraft } from '../quote/test-factories';
import { quotedBookingErrors } from './quoted-booking';

describe('quotedBookingErrors', () => {
  const quote = buildQuoteDraft({ freightList: [buildFreightItem({ id: 31 })] });
  const converted = (over: Partial<PickupDraft> = {}) => buildPickupDraft({ quoteNumber: 'Q1000001', freightList: [buildFreightItem({ id: 31, key: 'k' })], ...over });

  it('accepts the quote as quoted, ids, keys and case aside', () => {
    expect(quotedBookingErrors(converted(), quote)).toEqual([]);
    expect(quotedBookingErrors(converted(), { ...quote, sender: quote.sender.toLowerCase() })).toEqual([]);
  });

  it('refuses every change with its quoting notice', () => {
    expect(quotedBookingErrors(converted({ receiver: party('darwin') }), quote)).toEqual([BOOKING_MESSAGES.quotedRouteLocked]);
    expect(quotedBookingErrors(converted({ freightList: [buildFreightItem({ quantity: '3' })] }), quote)).toEqual([
      BOOKING_MESSAGES.quotedFreightLocked,
    ]);
    expect(quotedBookingErrors(converted({ freightList: [] }), quote)).toEqual([BOOKING_MESSAGES.quotedFreightLocked]);
    expect(quotedBookingErrors(converted({ _dgHas: true, dgClasses: ['dgClass3'] }), quote)).toEqual([BOOKING_MESSAGES.dgCannotBeSelected]);
    expect(quotedBookingErrors(converted({ deliveryRequired: 1 }), quote)).toEqual([BOOKING_MESSAGES.quotedServicesLocked]);
  });

  it("refuses a change to a quote's dangerous goods", () => {
    const dgItem = buildFreightItem({ dgClass: 'dgClass3', dgUNCode: '1203', dgPackType: 'Drum', dgPackCount: '1', dgQty: '20' });
    const dgQuote = { ...quote, _dgHas: true, dgClasses: ['dgClass3'], freightList: [dgItem] };
    expect(quotedBookingErrors(converted({ _dgHas: true, dgClasses: ['dgClass3'], freightList: [dgItem] }), dgQuote)).toEqual([]);
    const changed = converted({ _dgHas: true, dgClasses: ['dgClass3'], freightList: [{ ...dgItem, dgQty: '25' }] });
    expect(quotedBookingErrors(changed, dgQuote)).toEqual([BOOKING_MESSAGES.dgCannotBeAmended]);
    expect(quotedBookingErrors(converted({ _dgHas: false, freightList: [dgItem] }), dgQuote)).toEqual([BOOKING_MESSAGES.dgCannotBeAmended]);
  });
});
