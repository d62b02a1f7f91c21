import { describe, expect, it } from 'vitest';
import {
  accountsQuestion,
  BOOKING_MESSAGES,
  documentNotFound,
  dropFreightLocalCopy,
  dropFreightPageNotSupported,
  duplicateDropFreightConfirm,
  duplicateQuoteConfirm,
  failedToPrintConsignment,
  localCopyPrompt,
  noTrackingInformation,
  notAbleToAcceptQuote,
  pickupDoesNotExist,
  scannedOriginalMissing,
} from './booking-messages';

describe('booking messages (spec 02 sections 2, 6 and 8), verbatim', () => {
  it('has the permission denials', () => {
    const m = BOOKING_MESSAGES;
    expect([
      m.noAccessCreatePickup,
      m.noAccessViewPickups,
      m.noAccessCreateQuotation,
      m.noAccessViewQuotations,
      m.noQuotationToConvert,
      m.noAccessConvertToPickup,
      m.noAccessConvertToConsignment,
      m.noAccessCreateConsignment,
      m.noAccessViewConsignment,
      m.noAccessViewConsignments,
      m.noAccessViewPods,
    ]).toEqual([
      'You do not have access to create a pickup.',
      'You do not have access to view pickups.',
      'You do not have access to create a quotation.',
      'You do not have access to view quotations.',
      'You do not have a quotation to convert',
      'You do not have access to convert a quotation to a pickup.',
      'You do not have access to convert a quotation to a consignment',
      'You do not have access to create a consignment.',
      'You do not have access to view consignments',
      'You do not have access to view consignments.',
      'You do not have access to view PODs.',
    ]);
    expect([m.permissionDeniedTitle, m.goBack]).toEqual(['Permission Denied', 'Go Back']);
  });

  it('has the page messages and notices', () => {
    const m = BOOKING_MESSAGES;
    expect(m.failedToLoadQuoteOptions).toBe('Failed to load the quote options.');
    expect(m.dgCannotBeAmended).toBe("Dangerous Goods can't be amended as it was selected as part of the quoting process");
    expect(m.dgCannotBeSelected).toBe("Dangerous Goods can't be selected as it wasn't part of the quoting process");
    expect(m.generalRateUsed).toBe('There are no customer rates for this route, so the General rate card has been used.');
    expect(m.loadingTracking).toBe('Loading tracking information...');
  });

  it('fills in the parameterised texts', () => {
    expect(pickupDoesNotExist('P0000001')).toBe('Pickup P0000001 does not exist');
    expect(notAbleToAcceptQuote('Quote expired')).toBe('Not able to accept the quote: Quote expired.');
    expect(failedToPrintConsignment('FP123')).toBe('Failed to print consignment #FP123.');
    expect(documentNotFound('FP123')).toBe('FP123 not found');
    expect(noTrackingInformation('FP123')).toBe('No tracking information available for consignment #FP123.');
    expect(scannedOriginalMissing('FP123')).toBe('Could not locate scanned original for FP123');
    expect(dropFreightPageNotSupported('Foo')).toBe('Drop Freight Page (Foo) is not supported');
    expect(duplicateDropFreightConfirm('FP123')).toBe('This will create a copy of consignment FP123. Are you sure you want to continue?');
    expect(duplicateQuoteConfirm('Q0000001')).toBe('This will create a copy of quote Q0000001. Are you sure you want to continue?');
    expect(dropFreightLocalCopy('FP123')).toBe('Dropfreight FP123 has a local copy, would you like to pickup where you left off?');
    expect(accountsQuestion('Acme')).toBe('Is Acme paying for this freight?');
    expect(localCopyPrompt('Quote', 'Q0000001')).toBe('Quote Q0000001 has a local copy, would you like to pickup where you left off?');
  });
});
