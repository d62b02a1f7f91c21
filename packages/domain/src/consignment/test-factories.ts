import type { DropFreightDraft } from '../api/drop-freight';
import { buildParty } from '../pickup/test-factories';
import { buildFreightItem } from '../quote/test-factories';

// A drop-freight draft for tests of the drop-freight rules: Fortitude Valley to Sydney, dropped in
// on Tuesday 3 March 2026, numbered by a manual connote; overrides give the case under test.

export function buildDropFreightDraft(over: Partial<DropFreightDraft> = {}): DropFreightDraft {
  return {
    progress: 10,
    version: 0,
    _created: true,
    accounts: true,
    sender: buildParty('valley', { company: 'Acme Hardware' }),
    receiver: buildParty('sydney'),
    poNumber: '',
    customerRef: '',
    freightList: [buildFreightItem()],
    ppi: false,
    pickupRequired: 1,
    deliveryRequired: 2,
    _dgHas: false,
    dgClasses: [],
    readyAt: '2026-03-03',
    bookedBy: 'Bella Booker',
    openFrom: '07:00',
    closedAfter: '17:00',
    instructions: '',
    quoteNumber: '',
    status: 2,
    conType: 'preManual',
    conNumber: 'FP100000009',
    ExtraEmail: '',
    scheduleDay: '',
    scheduleMsg: '',
    ...over,
  };
}
