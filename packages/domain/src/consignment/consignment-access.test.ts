import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../booking-messages';
import type { Permissions } from '../permissions';
import { documentDenial, viewConsignmentDenial, viewConsignmentsDenial, viewPodsDenial } from './consignment-access';

const none: Permissions = {};
const viewer: Permissions = { Consignments: { view: true }, POD: { view: true } };
const pickupBooker: Permissions = { Pickups: { add: true } };

describe('consignment, document and POD access (spec 02 section 6)', () => {
  it('lists and views consignments with Consignments.view, in the spec texts otherwise', () => {
    expect(viewConsignmentsDenial(viewer)).toBeNull();
    expect(viewConsignmentsDenial(none)).toBe('You do not have access to view consignments.');
    expect(viewConsignmentDenial(viewer)).toBeNull();
    expect(viewConsignmentDenial(none)).toBe('You do not have access to view consignments');
  });

  it('shows PODs with POD.view only', () => {
    expect(viewPodsDenial(viewer)).toBeNull();
    expect(viewPodsDenial({ Consignments: { view: true } })).toBe('You do not have access to view PODs.');
  });

  it('prints notes and labels for viewers and bookers, PODs for POD viewers', () => {
    expect(documentDenial(viewer, 'CON')).toBeNull();
    expect(documentDenial(pickupBooker, 'LBL')).toBeNull();
    expect(documentDenial(none, 'LBL')).toBe(BOOKING_MESSAGES.noAccessViewConsignment);
    expect(documentDenial(pickupBooker, 'POD')).toBe(BOOKING_MESSAGES.noAccessViewPods);
    expect(documentDenial(viewer, 'POD')).toBeNull();
  });
});
