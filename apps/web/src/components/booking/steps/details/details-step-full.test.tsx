import '../../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BLANK_PARTY } from '@portal/domain/api/party';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { buildAddress, buildBookingOptions, SYDNEY } from '../../test-options';
import type { DetailsValue } from './details-value';
import { DetailsStep } from './details-step';

const OPTIONS = buildBookingOptions({ addresses: [buildAddress()] });
const RECEIVER = { ...BLANK_PARTY, key: 'new', suburb: SYDNEY.suburb, state: SYDNEY.state, postCode: SYDNEY.postCode };

function Harness() {
  const [value, setValue] = useState<DetailsValue>({ sender: BLANK_PARTY, receiver: RECEIVER, poNumber: '', customerRef: '', quoteNumber: '' });
  return <DetailsStep variant="full" value={value} onChange={(patch) => setValue((v) => ({ ...v, ...patch }))} options={OPTIONS} />;
}

const sender = () => within(screen.getByRole('group', { name: "Sender's Details" }));
const receiver = () => within(screen.getByRole('group', { name: "Receiver's Details" }));
const field = (scope: ReturnType<typeof sender>, name: string) => scope.getByRole('textbox', { name }) as HTMLInputElement;

describe('details step, full variant (spec 02 sections 2, 4 and 5)', () => {
  it('has every party field, the ABN for the sender only, and a read-only postcode', async () => {
    renderScreen(<Harness />);
    for (const name of ['Full Name', 'Email Address', 'Street Address', 'Postcode', 'Business Name']) {
      expect(field(sender(), name)).toBeTruthy();
      expect(field(receiver(), name)).toBeTruthy();
    }
    expect(field(sender(), 'ABN (Optional)')).toBeTruthy();
    expect(receiver().queryByRole('textbox', { name: 'ABN (Optional)' })).toBeNull();
    expect(field(receiver(), 'Postcode').readOnly).toBe(true);
    expect(await sender().findByPlaceholderText('411 888 999')).toBeTruthy();
  });

  it('fills the party from a saved address, clears the receiver suburb, and Manual Address clears it again', async () => {
    renderScreen(<Harness />);
    const select = sender().getByRole('combobox', { name: 'Saved Address' });
    expect((select as HTMLInputElement).placeholder).toBe('Please make a selection');
    fireEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.at(-1)?.textContent).toBe('Manual Address');
    fireEvent.click(screen.getByRole('option', { name: 'Valley Traders, 1 Ann Street, FORTITUDE VALLEY QLD 4006' }));
    expect(field(sender(), 'Full Name').value).toBe('Sam Sender');
    expect(field(sender(), 'Business Name').value).toBe('Valley Traders');
    expect(field(sender(), 'Postcode').value).toBe('4006');
    expect((sender().getByRole('combobox', { name: 'Sender Suburb/City' }) as HTMLInputElement).value).toBe('Fortitude Valley 4006 QLD');
    // The sender's suburb changed, so the receiver's is cleared (spec 02 section 4).
    expect(field(receiver(), 'Postcode').value).toBe('');

    fireEvent.click(sender().getByRole('combobox', { name: 'Saved Address' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Manual Address' }));
    await waitFor(() => expect(field(sender(), 'Full Name').value).toBe(''));
    expect(field(sender(), 'Postcode').value).toBe('');
  });

  it('checks the field lengths', () => {
    renderScreen(<Harness />);
    fireEvent.change(field(sender(), 'Full Name'), { target: { value: 'x'.repeat(51) } });
    expect(screen.getByText('Sender full name can not be greater than 50 characters.')).toBeTruthy();
  });
});
