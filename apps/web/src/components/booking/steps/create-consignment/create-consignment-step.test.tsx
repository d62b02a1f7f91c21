import '../../../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { CreateConsignmentStep, type CreateConsignmentValue } from './create-consignment-step';

const START: CreateConsignmentValue = { conType: 'preElectronic', conNumber: '', ExtraEmail: '' };

function Harness({ initial, onCreate = () => undefined, readOnly }: { initial?: Partial<CreateConsignmentValue>; onCreate?: () => void; readOnly?: boolean }) {
  const [value, setValue] = useState<CreateConsignmentValue>({ ...START, ...initial });
  return (
    <CreateConsignmentStep value={value} onChange={(patch) => setValue({ ...value, ...patch })} onCreate={onCreate} readOnly={readOnly} />
  );
}

const createButton = () => screen.getByRole('button', { name: 'Create Consignment' }) as HTMLButtonElement;

describe('Create Consignment step (spec 02 sections 2 and 4)', () => {
  it('creates an electronic connote, numbered by the service', async () => {
    const onCreate = vi.fn();
    renderScreen(<Harness onCreate={onCreate} />);
    await vi.waitFor(() => expect(createButton().disabled).toBe(false));
    expect((screen.getByLabelText('Electronic Connote') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/Consignment Number/)).toBeNull();
    fireEvent.click(createButton());
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('needs the number of a manual connote, and clears it when electronic is chosen again', async () => {
    renderScreen(<Harness />);
    fireEvent.click(await screen.findByLabelText('Manual Connote'));
    const number = screen.getByLabelText(/Consignment Number/) as HTMLInputElement;
    expect(createButton().disabled).toBe(true);
    fireEvent.change(number, { target: { value: 'FP000012345' } });
    await vi.waitFor(() => expect(createButton().disabled).toBe(false));
    fireEvent.click(screen.getByLabelText('Electronic Connote'));
    fireEvent.click(screen.getByLabelText('Manual Connote'));
    expect((screen.getByLabelText(/Consignment Number/) as HTMLInputElement).value).toBe('');
  });

  it('checks the optional copy-to e-mail', async () => {
    renderScreen(<Harness />);
    const email = screen.getByLabelText('Copy to Email (Optional)');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    expect(await screen.findByText('email is invalid')).toBeTruthy();
    expect(createButton().disabled).toBe(true);
    fireEvent.change(email, { target: { value: `${'a'.repeat(195)}@example.com` } });
    expect(await screen.findByText('email cannot be longer than 200 characters')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'copy@example.com' } });
    await vi.waitFor(() => expect(createButton().disabled).toBe(false));
  });

  it('once created shows the consignment and Print Label with the number and copy-to e-mail', async () => {
    const { router } = renderScreen(<Harness initial={{ conType: 'manual', conNumber: 'FP000012345', ExtraEmail: 'copy@example.com' }} />);
    expect(screen.getByTestId('consignment-number').textContent).toBe('Consignment FP000012345');
    expect(screen.queryByRole('button', { name: 'Create Consignment' })).toBeNull();
    const print = screen.getByRole('link', { name: 'Print Label' });
    expect(print.getAttribute('href')).toBe('/consignments/generatelabel');
    fireEvent.click(print);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/consignments/generatelabel'));
    expect(router.state.location.state).toEqual({ conNumber: 'FP000012345', extraEmail: 'copy@example.com' });
  });

  it('offers no creation on a read-only booking', () => {
    renderScreen(<Harness readOnly />);
    expect(screen.queryByRole('button', { name: 'Create Consignment' })).toBeNull();
  });
});
