import type { TrackingEventRow } from '@portal/domain/api/tracking';
import { BLANK_PARTY } from '@portal/domain/api/party';
import type { FoundConsignment, StaffConsignment } from '@portal/domain/carrier/customer-service-calls';
import { buildItem } from '../../components/booking/test-options';

// Customer service's answers for the back office's screen tests.

export const CON = 'FP000012345';
const BOOKED = Date.UTC(2026, 10, 20, 3);

export function buildFound(over: Partial<FoundConsignment> = {}): FoundConsignment {
  return {
    conNumber: CON,
    companyId: 1,
    companyName: 'Acme Hardware Pty Ltd',
    customerRef: 'SO-7788',
    trackingID: 'TRK123',
    senderTown: 'Fortitude Valley QLD',
    receiverTown: 'Alexandria NSW',
    stage: 'pickup',
    bookedAt: BOOKED,
    timeZone: 'Australia/Brisbane',
    ...over,
  };
}

const event = (code: number, name: string, over: Partial<TrackingEventRow> = {}): TrackingEventRow => ({
  code,
  name,
  timestamp: BOOKED,
  local: '2026-11-20 13:00 AEST',
  town: 'Brisbane',
  ...over,
});

/** Acme's consignment, booked and assigned by hand by Sam Service; no POD yet. */
export function buildStaffConsignment(over: Partial<StaffConsignment> = {}): StaffConsignment {
  const party = { ...BLANK_PARTY, key: 'new' };
  return {
    company: { id: 1, name: 'Acme Hardware Pty Ltd' },
    dimensionFactor: 1,
    consignment: {
      conNumber: CON,
      conType: 'electronic',
      date: BOOKED,
      timeZone: 'Australia/Brisbane',
      pickupNumber: 'P1000001',
      quoteNumber: '',
      sender: { ...party, fullName: 'Dana Whitlock', company: 'Acme Hardware Fortitude Valley', suburb: 'Fortitude Valley', state: 'QLD', postCode: '4006' },
      receiver: { ...party, fullName: 'Mia Costa', company: 'Harbour Builders', suburb: 'Alexandria', state: 'NSW', postCode: '2015' },
      poNumber: 'PO-1',
      customerRef: 'SO-7788',
      instructions: '',
      pickupRequired: 2,
      deliveryRequired: 2,
      freightList: [buildItem()],
      totals: { items: 1, weight: 10, cubic: 0.1 },
      dgClasses: [],
      depotFrom: { code: 'BNE', town: 'Brisbane' },
      depotTo: { code: 'SYD', town: 'Sydney' },
      trackingID: 'TRK123',
      firstStage: 'pickup',
      stage: 'pickup',
      scanned: false,
      pod: false,
      quotePrice: null,
      breakdown: null,
    },
    documents: [
      { docType: 'CON', original: false, fileName: `Consignment ${CON}.pdf`, url: '/portal/documents/pdf?doc=1&sig=a' },
      { docType: 'LBL', original: false, fileName: `Consignment ${CON} Label.pdf`, url: '/portal/documents/pdf?doc=2&sig=b' },
    ],
    tracking: {
      consignmentNumber: CON,
      trackingID: 'TRK123',
      firstStage: 'pickup',
      events: { pickup: [event(0, 'Booked'), event(2, 'Assigned', { recordedBy: 'Recorded by carrier staff (Sam Service)' })], receival: [], transit: [], delivery: [] },
      fromTown: 'Brisbane',
      toTown: 'Sydney',
      estimatedDelivery: '2026-11-23',
      delivered: false,
      sender: 'Acme Hardware Fortitude Valley',
      receiver: 'Harbour Builders',
      from: '',
      to: '',
    },
    highestCode: 2,
    pod: null,
    ...over,
  };
}
