import '../../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingOptions } from '@portal/domain/api/reference';
import { STANDARD_FREIGHT_LIMITS } from '@portal/domain/limits';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, signInAs } from '../../../../test/factories';
import { renderScreen } from '../../../../test/render';
import { buildBookingOptions, buildItem, buildRate } from '../../test-options';
import type { FreightValue } from './freight-step';
import { FreightStep, type FreightStepProps } from './freight-step';

const ROUTE = [buildRate('BNE', 'SYD'), buildRate('BNE', 'SYD', { freight: 'Chiller' }), buildRate('BNE', 'SYD', { freight: 'Pallets' })];
const BLANK_LIST: FreightValue = { freightList: [buildItem({ key: '1', quantity: '', type: '', description: '', unitWeight: '', weight: '', length: '', width: '', height: '', ref: '' })], ppi: false };

type HarnessProps = Partial<Omit<FreightStepProps, 'value' | 'onChange'>> & { start?: FreightValue; options?: BookingOptions };
function Harness({ start = BLANK_LIST, options = buildBookingOptions(), ...rest }: HarnessProps) {
  const [value, setValue] = useState(start);
  return <FreightStep value={value} onChange={(patch) => setValue((v) => ({ ...v, ...patch }))} options={options} routeRates={ROUTE} {...rest} />;
}

const card = (n: number) => within(screen.getByRole('region', { name: `Line Item ${n}` }));
const type = (n: number, value: string, name: string) => fireEvent.change(card(n).getByRole('textbox', { name }), { target: { value } });

describe('freight step (spec 02 sections 2, 4 and 5)', () => {
  it('edits a card, offers the route types, and totals the items', async () => {
    renderScreen(<Harness />);
    fireEvent.click(card(1).getByRole('combobox', { name: 'Freight Type' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['General', 'Chiller', 'Pallets']);
    fireEvent.click(screen.getByRole('option', { name: 'General' }));
    type(1, '2', 'Number of items');
    type(1, '1.5', 'Weight per item (kg)');
    for (const name of ['Length (m)', 'Width (m)', 'Height (m)']) type(1, '1', name);
    expect(screen.getByText('Total items: 2')).toBeTruthy();
    expect(screen.getByText('Total weight (kg): 3')).toBeTruthy();
    expect(screen.getByText('Total cubic volume (m3): 2')).toBeTruthy();
  });

  it('adds lines of the same type up to the maximum, then warns; delete always leaves one card', () => {
    const options = buildBookingOptions({ limits: { ...STANDARD_FREIGHT_LIMITS, items: 2 } });
    renderScreen(<Harness options={options} start={{ freightList: [buildItem({ key: '1' })], ppi: false }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Line Item' }));
    expect((card(2).getByRole('combobox', { name: 'Freight Type' }) as HTMLInputElement).value).toBe('General');
    expect(screen.getByText('The maximum 2 line items has been reached')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Line Item' }));
    expect(screen.queryByRole('region', { name: 'Line Item 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Line Item 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Line Item 1' }));
    expect((card(1).getByRole('textbox', { name: 'Item Reference' }) as HTMLInputElement).value).toBe('');
  });

  it("after a failed Next shows each message as 'Item n: ...', the error icon and the hint", () => {
    renderScreen(<Harness showErrors />);
    expect(screen.getByText('Item 1: Number of items is not a number')).toBeTruthy();
    expect(screen.getByText('Item 1: Reference is required.')).toBeTruthy();
    expect(screen.getByText('Fix the issue')).toBeTruthy();
    expect(card(1).getByRole('img', { name: 'Line Item 1 has errors' })).toBeTruthy();
  });

  it('switches to PPI mode on a price-per-item type and offers its POST options/ppi list', async () => {
    signInAs();
    const fetch = mockFetch(() => jsonResponse({ ppi: [{ id: 4, name: 'Standard pallet 1.2 x 1.2' }] }));
    renderScreen(<Harness />);
    fireEvent.click(card(1).getByRole('combobox', { name: 'Freight Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pallets' }));
    const ppi = card(1).getByRole('combobox', { name: 'Price Per Item' }) as HTMLInputElement;
    await waitFor(() => expect(ppi.disabled).toBe(false));
    fireEvent.click(ppi);
    expect(await screen.findByRole('option', { name: 'Standard pallet 1.2 x 1.2' })).toBeTruthy();
    expect(card(1).queryByRole('textbox', { name: 'Description' })).toBeNull();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ rate: 'Pallets' });
  });

  it('shows quoted freight read-only in the summary table with the warning', () => {
    renderScreen(<Harness locked start={{ freightList: [buildItem({ key: '1', quantity: '2', weight: '20' })], ppi: false }} />);
    expect(screen.getByText('Freight may not be modified as it was selected as part of the quoting process')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Freight summary' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['QTY', 'Freight Type', 'Description', 'Reference', 'Weight (kg)', 'Length (m)', 'Width (m)', 'Height (m)']);
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', 'General', 'Cartons', 'REF1', '20', '1', '1', '1']);
    expect(screen.queryByRole('button', { name: 'Add Line Item' })).toBeNull();
  });

  it('cancels PPI mode and resets the form when the route no longer offers the PPI type', () => {
    const start = { freightList: [buildItem({ key: '1', type: 'Pallets', ppi: 4 })], ppi: true };
    renderScreen(<Harness start={start} routeRates={[buildRate('BNE', 'SYD')]} />);
    expect(card(1).getByRole('textbox', { name: 'Description' })).toBeTruthy();
    expect((card(1).getByRole('combobox', { name: 'Freight Type' }) as HTMLInputElement).value).toBe('');
  });

  it("outlines the field a card's message names: a 0 kg weight marks Weight per item invalid (issue 24)", () => {
    renderScreen(<Harness showErrors start={{ freightList: [buildItem({ key: '1', unitWeight: '0', weight: '0' })], ppi: false }} />);
    expect(card(1).getByRole('img', { name: 'Line Item 1 has errors' })).toBeTruthy();
    expect(card(1).getByRole('textbox', { name: 'Weight per item (kg)' }).getAttribute('aria-invalid')).toBe('true');
    expect(card(1).getByRole('textbox', { name: 'Length (m)' }).getAttribute('aria-invalid')).not.toBe('true');
    type(1, '12', 'Weight per item (kg)');
    expect(card(1).getByRole('textbox', { name: 'Weight per item (kg)' }).getAttribute('aria-invalid')).not.toBe('true');
  });
});
