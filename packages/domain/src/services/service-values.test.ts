import { describe, expect, it } from 'vitest';
import type { ServiceValue } from '../booking/booking';
import { buildRate } from '../quote/test-factories';
import { serviceAvailability, serviceErrors } from './service-rules';
import { clickService, serviceValueOf, servicesComplete } from './service-values';

const values: ServiceValue[] = [0, 1, 2, 3];

describe('service values (spec 02 section 4)', () => {
  it('keeps 0 to 3 and resets anything else to 0', () => {
    expect(values.map(serviceValueOf)).toEqual([0, 1, 2, 3]);
    expect([4, -1, 1.5, '2', null, undefined, NaN].map(serviceValueOf)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('clicking the same option again clears it to 0', () => {
    expect([1, 2].map((v) => clickService(v as ServiceValue, v as ServiceValue))).toEqual([0, 0]);
  });

  it('choosing forklift when forklift is already set gives 2', () => {
    expect(clickService(3, 3)).toBe(2);
  });

  it('choosing another option sets it', () => {
    for (const current of values) {
      for (const clicked of [1, 2, 3] as ServiceValue[]) {
        if (clicked !== current) expect(clickService(current, clicked)).toBe(clicked);
      }
    }
  });

  it('Next is enabled only when neither value is 0', () => {
    for (const pickup of values) {
      for (const delivery of values) {
        expect(servicesComplete(pickup, delivery)).toBe(pickup !== 0 && delivery !== 0);
      }
    }
  });
});

describe('services a route allows', () => {
  const rates = [buildRate({ pickupAllowed: false }), buildRate({ freight: 'Chiller', deliveryAllowed: false })];
  const forklift = { forkliftPickup: true, forkliftDelivery: true };

  it('reads pickupAllowed and deliveryAllowed from the rates of the chosen type', () => {
    expect(serviceAvailability(rates, 'General', forklift)).toEqual({ pickup: false, delivery: true, forkliftPickup: false, forkliftDelivery: true });
    expect(serviceAvailability(rates, 'Chiller', forklift)).toEqual({ pickup: true, delivery: false, forkliftPickup: true, forkliftDelivery: false });
    expect(serviceAvailability(rates, '', forklift)).toEqual({ pickup: true, delivery: true, forkliftPickup: true, forkliftDelivery: true });
  });

  it('offers forklift only with the company option', () => {
    expect(serviceAvailability(rates, '', { forkliftPickup: false, forkliftDelivery: true })).toMatchObject({ forkliftPickup: false, forkliftDelivery: true });
  });

  it('refuses unset values and services the route does not allow', () => {
    const available = { pickup: true, delivery: false, forkliftPickup: false, forkliftDelivery: false };
    expect(serviceErrors(0, 0, available)).toEqual(['Please select a pickup option.', 'Please select a delivery option.']);
    expect(serviceErrors(3, 2, available)).toEqual(['Forklift pickup is not available.', 'Delivery is not available for this route.']);
    expect(serviceErrors(2, 1, available)).toEqual([]);
  });
});
