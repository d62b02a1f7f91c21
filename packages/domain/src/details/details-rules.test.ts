import { describe, expect, it } from 'vitest';
import { BLANK_PARTY, type Party } from '../api/party';
import { buildQuoteContext, buildRate, TEST_SUBURBS } from '../quote/test-factories';
import { BLANK_DETAILS } from './details-state';
import { detailsErrors, partyErrors } from './party-rules';
import { quoteDetailsCheck } from './quote-details-rules';
import { referenceErrors } from './reference-rules';
import { routeCheck, suburbErrors } from './route-rules';

const ctx = buildQuoteContext();
const { valley, sydney, darwin, hobart, outback } = TEST_SUBURBS;

describe('Details suburbs (spec 02 section 5)', () => {
  it.each([
    ['', sydney.value, ['Sender suburb is required!', 'Need to select a sending suburb before the receiving suburb.']],
    [valley.value, '', ['Receiver suburb is required!']],
    ['', '', ['Sender suburb is required!', 'Receiver suburb is required!']],
    [valley.value, valley.value, ['Sender and receiver destinations cannot match.']],
    ['NOWHERE, QLD, 9999', sydney.value, ['Option does not exist.']],
    [outback.value, sydney.value, ['Birdsville 4482 QLD is not available!']],
    [valley.value, outback.value, ['Birdsville 4482 QLD is not available!']],
    [darwin.value, hobart.value, ['Cannot ship between this destination pair.']],
  ])('%j to %j gives %j', (sender, receiver, messages) => {
    expect(routeCheck(sender, receiver, ctx).errors).toEqual(messages);
  });

  it('a suburb option without depots is not available even when flagged available', () => {
    const noDepot = { ...outback, available: true };
    expect(suburbErrors(noDepot.value, 'Sender', { findSuburb: () => noDepot })).toEqual(['Birdsville 4482 QLD is not available!']);
  });

  it('a route whose rates carry no known freight type cannot ship', () => {
    const only = buildQuoteContext({ rates: [buildRate({ freight: 'Hazmat' })] });
    expect(routeCheck(valley.value, sydney.value, only).errors).toEqual(['Cannot ship between this destination pair.']);
  });

  it('a valid route answers its rates and freight types', () => {
    const check = routeCheck(valley.value, sydney.value, ctx);
    expect(check.errors).toEqual([]);
    expect(check.route?.generalRate).toBe(true);
    expect(check.routeTypes.map((t) => t.freight)).toEqual(['General', 'Chiller', 'Pallets']);
  });
});

describe('Purchase Order and Customer Reference (spec 02 section 5)', () => {
  it('requires the PO only when the option requirePO is set', () => {
    expect(referenceErrors('', '', true)).toEqual(['Purchase Order # is required.']);
    expect(referenceErrors('  ', '', true)).toEqual(['Purchase Order # is required.']);
    expect(referenceErrors('', '', false)).toEqual([]);
  });

  it('limits both to 100 characters', () => {
    expect(referenceErrors('x'.repeat(100), 'y'.repeat(100), true)).toEqual([]);
    expect(referenceErrors('x'.repeat(101), 'y'.repeat(101), false)).toEqual([
      'Purchase Order # can not be greater than 100 characters.',
      'Customer Reference can not be greater than 100 characters.',
    ]);
  });
});

describe('party fields of the full Details step (spec 02 section 5)', () => {
  const address = { id: 7 } as const;
  const party = (over: Partial<Party>): Party => ({ ...BLANK_PARTY, key: 'new', ...over });

  it('a saved address not in the options: Option does not exist.', () => {
    expect(partyErrors(party({ key: '8' }), 'Sender', [{ ...savedAddress(), ...address }])).toEqual(['Option does not exist.']);
    expect(partyErrors(party({ key: '7' }), 'Sender', [{ ...savedAddress(), ...address }])).toEqual([]);
  });

  it.each([
    ['fullName', 50, 'Sender full name can not be greater than 50 characters.'],
    ['emailAddress', 1000, 'Sender email address can not be greater than 1000 characters.'],
    ['streetAddress', 100, 'Sender street address can not be greater than 100 characters.'],
    ['company', 50, 'Sender business name can not be greater than 50 characters.'],
    ['companyABN', 100, 'Sender ABN can not be greater than 100 characters.'],
  ] as const)('%s is at most %i characters', (field, max, message) => {
    const fill = (n: number) => (field === 'emailAddress' ? `${'a'.repeat(n - 6)}@b.com` : 'a'.repeat(n));
    expect(partyErrors(party({ [field]: fill(max) }), 'Sender', [])).toEqual([]);
    expect(partyErrors(party({ [field]: fill(max + 1) }), 'Sender', [])).toEqual([message]);
  });

  it('has no ABN rule for the receiver, and checks the email address pattern', () => {
    expect(partyErrors(party({ companyABN: 'a'.repeat(200) }), 'Receiver', [])).toEqual([]);
    expect(partyErrors(party({ emailAddress: 'not an email' }), 'Receiver', [])).toEqual(['Receiver email address is invalid.']);
  });

  it('collects every Details message of both parties, the route and the references', () => {
    const details = {
      ...BLANK_DETAILS,
      sender: party({ suburb: valley.suburb, state: valley.state, postCode: valley.postCode, fullName: 'x'.repeat(51) }),
    };
    const nobodyVisited = { pickupRequired: 1, deliveryRequired: 1 } as const;
    expect(detailsErrors(details, { ...ctx, requirePO: true, addresses: [] }, nobodyVisited)).toEqual([
      'Sender full name can not be greater than 50 characters.',
      'Receiver suburb is required!',
      'Purchase Order # is required.',
    ]);
  });
});

function savedAddress() {
  return {
    id: 1,
    fName: 'Ada',
    sName: 'Lovelace',
    name: 'Engines Pty Ltd',
    phone: '0411888999',
    emailAddress: 'ada@example.com',
    addr1: '1 Main St',
    addr2: '',
    addr3: '',
    suburb: 'FORTITUDE VALLEY',
    state: 'QLD',
    postCode: '4006',
    depot: 'BNE',
    cityState: 'FORTITUDE VALLEY, QLD, 4006',
  };
}

describe('the quote variant of Details', () => {
  it('adds the PO and reference messages to the route check', () => {
    const draft = { sender: valley.value, receiver: sydney.value, poNumber: '', customerRef: 'r'.repeat(101) };
    const check = quoteDetailsCheck(draft, { ...ctx, requirePO: true });
    expect(check.errors).toEqual(['Purchase Order # is required.', 'Customer Reference can not be greater than 100 characters.']);
    expect(check.route?.depotFrom).toBe('BNE');
  });
});
