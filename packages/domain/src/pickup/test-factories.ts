import { BLANK_PARTY, type Party } from '../api/party';
import type { PickupDraft } from '../api/pickup';
import { buildFreightItem, TEST_SUBURBS } from '../quote/test-factories';

// A pickup draft for tests of the pickup rules (domain and server): Ready Now, business hours
// 07:00 to 17:00, Fortitude Valley to Sydney; overrides give the case under test.

export function buildParty(suburb: keyof typeof TEST_SUBURBS, over: Partial<Party> = {}): Party {
  const option = TEST_SUBURBS[suburb];
  // Named, addressed and on the phone: a party the carrier visits needs all three (decision 0043).
  return { ...BLANK_PARTY, key: 'new', fullName: 'Dana Whitlock', phoneNum: '+61411888999', streetAddress: '1 Ann Street', suburb: option.suburb, state: option.state, postCode: option.postCode, ...over };
}

export function buildPickupDraft(over: Partial<PickupDraft> = {}): PickupDraft {
  return {
    progress: 7,
    version: 0,
    accounts: true,
    sender: buildParty('valley', { company: 'Acme Hardware' }),
    receiver: buildParty('sydney'),
    poNumber: '',
    pickupRef: '',
    freightList: [buildFreightItem()],
    ppi: false,
    _dgHas: false,
    dgClasses: [],
    when: 'now',
    _readyAtDate: '',
    _readyAtTime: '',
    openFrom: '07:00',
    closedAfter: '17:00',
    bookedBy: 'Bella Booker',
    instructions: '',
    pickupRequired: 2,
    deliveryRequired: 2,
    quoteNumber: '',
    pickupNumber: '',
    status: 0,
    conType: 'preElectronic',
    conNumber: '',
    ExtraEmail: '',
    readyAt: '',
    scheduleDay: '',
    scheduleMsg: '',
    bookedAt: 0,
    ...over,
  };
}
