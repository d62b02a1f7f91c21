import type { ConsignmentListRow, ConsignmentView } from '@portal/domain/api/consignment';
import { BLANK_PARTY } from '@portal/domain/api/party';
import { buildItem } from '../../../components/booking/test-options';

// Consignments for the consignment screens' tests.

export const CON = 'FP000012345';

export function buildConsignment(overrides: Partial<ConsignmentView> = {}): ConsignmentView {
  return {
    conNumber: CON,
    conType: 'electronic',
    date: Date.UTC(2026, 10, 20, 3),
    timeZone: 'Australia/Brisbane',
    pickupNumber: 'P0000012',
    quoteNumber: 'Q0000042',
    sender: { ...BLANK_PARTY, key: 'new', fullName: 'Sam Sender', company: 'Valley Traders', streetAddress: '1 Ann Street', suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' },
    receiver: { ...BLANK_PARTY, key: 'new', fullName: 'Rae Receiver', streetAddress: '2 George Street', suburb: 'SYDNEY', state: 'NSW', postCode: '2000' },
    poNumber: 'PO-77',
    customerRef: 'REF-9',
    instructions: 'Ring the bell',
    pickupRequired: 2,
    deliveryRequired: 3,
    freightList: [buildItem()],
    totals: { items: 1, weight: 10, cubic: 0.1 },
    dgClasses: [],
    depotFrom: { code: 'BNE', town: 'Brisbane' },
    depotTo: { code: 'SYD', town: 'Sydney' },
    trackingID: 'TRK123',
    firstStage: 'pickup',
    stage: 'transit',
    scanned: true,
    pod: true,
    quotePrice: null,
    breakdown: null,
    ...overrides,
  };
}

export function buildListRow(overrides: Partial<ConsignmentListRow> = {}): ConsignmentListRow {
  return {
    conNumber: CON,
    date: Date.UTC(2026, 10, 20, 3),
    timeZone: 'Australia/Brisbane',
    senderCompany: 'Valley Traders',
    senderSuburb: 'Fortitude Valley 4006 QLD',
    receiverCompany: '',
    receiverSuburb: 'Sydney 2000 NSW',
    customerRef: 'REF-9',
    stage: 'transit',
    delivered: false,
    scanned: true,
    pod: true,
    ...overrides,
  };
}
