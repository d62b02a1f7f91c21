import '../../../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import type { ServiceValue } from '@portal/domain/booking/booking';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { buildBookingOptions, buildRate } from '../../test-options';
import {
  AdditionalServicesStep,
  additionalServicesCanAdvance,
  servicesAvailable,
  type AdditionalServicesStepProps,
  type AdditionalServicesValue,
} from './additional-services-step';

const ROUTE = [buildRate('BNE', 'SYD')];

function Harness(props: Partial<AdditionalServicesStepProps> & { start?: AdditionalServicesValue }) {
  const [value, setValue] = useState<AdditionalServicesValue>(props.start ?? { pickupRequired: 0, deliveryRequired: 0 });
  return (
    <>
      <AdditionalServicesStep
        value={value}
        onChange={(patch) => setValue({ ...value, ...patch })}
        options={props.options ?? buildBookingOptions()}
        routeRates={props.routeRates ?? ROUTE}
        freightType="General"
      />
      <output>{`${value.pickupRequired}/${value.deliveryRequired}`}</output>
    </>
  );
}

const values = () => screen.getByRole('status').textContent;
const pickup = (name: string) => screen.getByRole('radio', { name: name });

describe('additional services step (spec 02 section 4)', () => {
  it('sets values 1 to 3, clears to 0 on a second click, and forklift twice gives 2', () => {
    renderScreen(<Harness />);
    fireEvent.click(pickup('Pickup required'));
    expect(values()).toBe('2/0');
    fireEvent.click(pickup('Pickup required'));
    expect(values()).toBe('0/0');
    fireEvent.click(pickup('Pickup required with forklift'));
    expect(values()).toBe('3/0');
    fireEvent.click(pickup('Pickup required with forklift'));
    expect(values()).toBe('2/0');
    fireEvent.click(screen.getByRole('radio', { name: 'No delivery, collect from the depot' }));
    expect(values()).toBe('2/1');
  });

  it('offers forklift only when the company allows it, and required only when the rate does', () => {
    const options = buildBookingOptions({ forkliftPickup: false });
    renderScreen(<Harness options={options} routeRates={[buildRate('BNE', 'SYD', { deliveryAllowed: false })]} />);
    expect(screen.queryByRole('radio', { name: 'Pickup required with forklift' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Delivery required' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Delivery required with forklift' })).toBeNull();
  });

  it('shows why a stored value is no longer allowed', () => {
    renderScreen(<Harness routeRates={[buildRate('BNE', 'SYD', { pickupAllowed: false })]} start={{ pickupRequired: 2, deliveryRequired: 1 }} />);
    expect(screen.getByText('Pickup is not available for this route.')).toBeTruthy();
  });

  it('can advance only when neither value is 0 and both are allowed', () => {
    const available = servicesAvailable({ routeRates: ROUTE, freightType: 'General', options: buildBookingOptions() });
    const can = (p: ServiceValue, d: ServiceValue) => additionalServicesCanAdvance({ pickupRequired: p, deliveryRequired: d }, available);
    expect(can(0, 1)).toBe(false);
    expect(can(1, 0)).toBe(false);
    expect(can(1, 3)).toBe(true);
  });
});
