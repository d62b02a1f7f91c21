import '../../../../test/setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { BLANK_PARTY } from '@portal/domain/api/party';
import type { BookingOptions } from '@portal/domain/api/reference';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { buildBookingOptions } from '../../test-options';
import type { DetailsValue } from './details-value';
import { DetailsStep } from './details-step';

const BLANK: DetailsValue = { sender: BLANK_PARTY, receiver: BLANK_PARTY, poNumber: '', customerRef: '', quoteNumber: '' };

function Harness({ options = buildBookingOptions(), showErrors }: { options?: BookingOptions; showErrors?: boolean }) {
  const [value, setValue] = useState(BLANK);
  return (
    <DetailsStep
      variant="quote"
      value={value}
      onChange={(patch) => setValue((current) => ({ ...current, ...patch }))}
      options={options}
      showErrors={showErrors}
    />
  );
}

function choose(label: string, typed: string, option: string) {
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: typed } });
  fireEvent.click(within(screen.getByRole('listbox', { name: label })).getByRole('option', { name: option }));
}
const suburbText = (label: string) => (screen.getByRole('combobox', { name: label }) as HTMLInputElement).value;

describe('details step, quote variant (spec 02 sections 2, 4 and 5)', () => {
  it('wants the sender before the receiver, and a new sender suburb clears the receiver', () => {
    renderScreen(<Harness />);
    choose('Receiver Suburb/City', 'sydney', 'Sydney 2000 NSW');
    expect(screen.getByText('Need to select a sending suburb before the receiving suburb.')).toBeTruthy();
    choose('Sender Suburb/City', 'fortitude', 'Fortitude Valley 4006 QLD');
    expect(suburbText('Receiver Suburb/City')).toBe('');
    choose('Receiver Suburb/City', 'sydney', 'Sydney 2000 NSW');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the General rate notice and the pair that cannot ship', () => {
    renderScreen(<Harness />);
    choose('Sender Suburb/City', 'sydney', 'Sydney 2000 NSW');
    choose('Receiver Suburb/City', 'fortitude', 'Fortitude Valley 4006 QLD');
    expect(screen.getByText('There are no customer rates for this route, so the General rate card has been used.')).toBeTruthy();
    choose('Sender Suburb/City', 'darwin', 'Darwin 0800 NT');
    choose('Receiver Suburb/City', 'hobart', 'Hobart 7000 TAS');
    expect(screen.getByText('Cannot ship between this destination pair.')).toBeTruthy();
  });

  it("says '{label} is not available!' on the select of an unserved suburb", () => {
    renderScreen(<Harness />);
    choose('Sender Suburb/City', 'birds', 'Birdsville 4482 QLD (not available)');
    const message = screen.getByText('Birdsville 4482 QLD is not available!');
    expect(screen.getByRole('combobox', { name: 'Sender Suburb/City' }).getAttribute('aria-describedby')).toContain(message.id);
  });

  it('after a failed Next lists the required suburbs, the PO when required, and the hint', () => {
    renderScreen(<Harness options={buildBookingOptions({ requirePO: true })} showErrors />);
    expect(screen.getByText('Sender suburb is required!')).toBeTruthy();
    expect(screen.getByText('Receiver suburb is required!')).toBeTruthy();
    expect(screen.getByText('Purchase Order # is required.')).toBeTruthy();
    expect(screen.getByText('Please fix the issue or contact your provider.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Purchase Order #/ })).toBeTruthy();
  });

  it('labels the references Optional unless the PO is required', () => {
    renderScreen(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Purchase Order # (Optional)' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Customer Reference (Optional)' }), { target: { value: 'x'.repeat(101) } });
    expect(screen.getByText('Customer Reference can not be greater than 100 characters.')).toBeTruthy();
  });
});
