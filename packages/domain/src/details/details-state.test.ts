import { describe, expect, it } from 'vitest';
import { BLANK_PARTY, type Party } from '../api/party';
import type { SavedAddress } from '../api/reference';
import { buildQuoteContext, TEST_SUBURBS } from '../quote/test-factories';
import {
  BLANK_DETAILS,
  changeReceiverSuburb,
  changeSenderSuburb,
  chooseManualAddress,
  chooseSavedAddress,
  cityStateOf,
  detailsFromQuote,
  routeMoved,
  editParty,
  savedAddressChoices,
  suburbsLocked,
} from './details-state';

const address = (over: Partial<SavedAddress> = {}): SavedAddress => ({
  id: 12,
  fName: 'Ada',
  sName: 'Lovelace',
  name: 'Engines Pty Ltd',
  phone: '0411888999',
  emailAddress: 'ada@example.com',
  addr1: 'Level 2',
  addr2: '1 Main St',
  addr3: '',
  suburb: 'FORTITUDE VALLEY',
  state: 'QLD',
  postCode: '4006',
  depot: 'BNE',
  cityState: 'FORTITUDE VALLEY, QLD, 4006',
  ...over,
});
const { valley, sydney } = TEST_SUBURBS;
const filled: Party = { ...chooseSavedAddress(address()), companyABN: '12 345 678 901' };

describe('Details transitions (spec 02 section 4)', () => {
  it('choosing a saved address fills every field of the party and sets key to the address id', () => {
    expect(chooseSavedAddress(address())).toEqual({
      key: '12',
      fullName: 'Ada Lovelace',
      phoneNum: '0411888999',
      emailAddress: 'ada@example.com',
      streetAddress: 'Level 2, 1 Main St',
      suburb: 'FORTITUDE VALLEY',
      state: 'QLD',
      postCode: '4006',
      company: 'Engines Pty Ltd',
      companyABN: '',
    });
  });

  it('editing any manual field sets key to new', () => {
    expect(editParty(filled, { phoneNum: '0400000000' })).toEqual({ ...filled, phoneNum: '0400000000', key: 'new' });
  });

  it('Manual Address clears the party, keeping suburb data only with a quote number', () => {
    expect(chooseManualAddress(filled, '')).toEqual({ ...BLANK_PARTY, key: 'new' });
    expect(chooseManualAddress(filled, 'Q0000012')).toEqual({
      ...BLANK_PARTY,
      key: 'new',
      suburb: 'FORTITUDE VALLEY',
      state: 'QLD',
      postCode: '4006',
    });
  });

  it("changing the sender suburb clears the receiver's suburb, state and postcode", () => {
    const details = { ...BLANK_DETAILS, sender: filled, receiver: { ...filled, key: '3', suburb: 'SYDNEY', state: 'NSW', postCode: '2000' } };
    const next = changeSenderSuburb(details, sydney);
    expect(next.sender).toMatchObject({ key: 'new', suburb: 'SYDNEY', state: 'NSW', postCode: '2000', fullName: 'Ada Lovelace' });
    expect(next.receiver).toMatchObject({ suburb: '', state: '', postCode: '', fullName: 'Ada Lovelace' });
    expect(changeSenderSuburb(details, null).sender).toMatchObject({ suburb: '', state: '', postCode: '' });
  });

  it('changing the receiver suburb leaves the sender alone', () => {
    const details = { ...BLANK_DETAILS, sender: filled };
    const next = changeReceiverSuburb(details, sydney);
    expect(next.sender).toBe(filled);
    expect(next.receiver).toMatchObject({ key: 'new', suburb: 'SYDNEY', state: 'NSW', postCode: '2000' });
  });

  it('matches saved addresses by the upper-case SUBURB, STATE, POSTCODE', () => {
    expect(cityStateOf({ suburb: 'Fortitude Valley', state: 'qld', postCode: '4006' })).toBe('FORTITUDE VALLEY, QLD, 4006');
  });

  it('with a quote number, suburbs are locked and only saved addresses of its suburb are enabled', () => {
    const addresses = [address(), address({ id: 13, suburb: 'SYDNEY', state: 'NSW', postCode: '2000', cityState: 'SYDNEY, NSW, 2000' })];
    const party = { suburb: 'Fortitude Valley', state: 'QLD', postCode: '4006' };
    expect(savedAddressChoices(addresses, party, 'Q0000001').map((c) => c.disabled)).toEqual([false, true]);
    expect(savedAddressChoices(addresses, party, '').map((c) => c.disabled)).toEqual([false, false]);
    expect(suburbsLocked({ quoteNumber: 'Q0000001' })).toBe(true);
    expect(suburbsLocked({ quoteNumber: '' })).toBe(false);
  });

  it('loading a quote refills sender, receiver, PO and reference from customerRef', () => {
    const { findSuburb } = buildQuoteContext();
    const quote = { sender: valley.value, receiver: sydney.value, poNumber: 'PO1', customerRef: 'REF9', quoteNumber: 'Q0000003' };
    expect(detailsFromQuote(quote, findSuburb)).toEqual({
      sender: { ...BLANK_PARTY, suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' },
      receiver: { ...BLANK_PARTY, suburb: 'SYDNEY', state: 'NSW', postCode: '2000' },
      poNumber: 'PO1',
      pickupRef: 'REF9',
      quoteNumber: 'Q0000003',
    });
  });
});

describe('routeMoved (spec 02 section 4, Clear-freight)', () => {
  it('is true when either suburb is another one, false for any other edit', () => {
    const route = { sender: { ...BLANK_PARTY, suburb: 'A', state: 'QLD', postCode: '4000' }, receiver: { ...BLANK_PARTY } };
    expect(routeMoved(route, { ...route, sender: { ...route.sender, fullName: 'Jo' } })).toBe(false);
    expect(routeMoved(route, { ...route, receiver: { ...BLANK_PARTY, suburb: 'B', state: 'NSW', postCode: '2000' } })).toBe(true);
  });
});
