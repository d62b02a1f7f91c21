import { BLANK_PARTY } from '@portal/domain/api/party';
import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import { buildItem, optionsResponse } from '../../../components/booking/test-options';
import { mockCalls, type CallRoutes } from '../../../test/mock-calls';
import { dropFreightStoreFor } from '../store/drop-freight-store';
import { blankDropFreightDraft, blankDropFreightWizard, type DropFreightWizard } from '../store/drop-freight-wizard-state';

// Shared set-up of the drop-freight screen tests: the company 10 store of buildSession, a
// complete draft, and a fetch mock answering each drop-freight call by method and path.

export const COMPANY_ID = 10;
export const dropFreightStore = () => dropFreightStoreFor(COMPANY_ID);
export const stored = () => dropFreightStore().getState();

/** A draft every step accepts: Fortitude Valley to Sydney, one General item, numbered FP100000009. */
export function completeDropFreight(overrides: Partial<DropFreightDraft> = {}): DropFreightDraft {
  return {
    ...blankDropFreightDraft({ defaultOpen: '07:00', defaultClose: '17:00', defaultInstructions: '', defaultExtraEmail: '' }, 'Jo Citizen'),
    _created: true,
    accounts: true,
    conType: 'preManual',
    conNumber: 'FP100000009',
    // Numbered: the server holds it, at its first version.
    version: 1,
    sender: { ...BLANK_PARTY, key: 'new', fullName: 'Sam Sender', phoneNum: '+61411888999', company: 'Valley Traders', streetAddress: '1 Ann Street', suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' },
    receiver: { ...BLANK_PARTY, key: 'new', fullName: 'Rae Receiver', phoneNum: '+61411888999', streetAddress: '2 George Street', suburb: 'SYDNEY', state: 'NSW', postCode: '2000' },
    freightList: [buildItem()],
    deliveryRequired: 2,
    _dgHas: false,
    readyAt: '2099-01-05',
    ...overrides,
  };
}

export function workedWizard(overrides: Partial<DropFreightDraft> = {}, wizard: Partial<DropFreightWizard> = {}): DropFreightWizard {
  return { ...blankDropFreightWizard(completeDropFreight(overrides)), dirty: true, worked: true, ...wizard };
}

const options = () => optionsResponse();

/** Answers the drop-freight calls from `routes`; the options calls default to the test options. */
export const mockDropFreightCalls = (routes: CallRoutes = {}) =>
  mockCalls(routes, { 'GET directdropfreight/new': options, 'GET dropfreight': options });
