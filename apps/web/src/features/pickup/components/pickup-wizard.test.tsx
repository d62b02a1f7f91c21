import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { loadScheduleRules } from '../../../components/booking/steps/schedule-pickup/schedule-rules';
import { buildAddress, buildBookingOptions, buildRate } from '../../../components/booking/test-options';
import { chooseSavedAddress } from '@portal/domain/details/details-state';
import { jsonResponse, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { callsTo } from '../../../test/mock-calls';
import { BOOKED, completeDraft, mockPickupCalls, pickupStore, stored } from './pickup-test-support';
import { PickupWizard } from './pickup-wizard';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const steps = () => within(screen.getByRole('navigation', { name: 'Steps' }));

function openAt(progress: number, overrides = {}, options = buildBookingOptions()) {
  pickupStore().getState().start(completeDraft({ progress, ...overrides }));
  return renderScreen(<PickupWizard store={pickupStore()} options={options} mode="edit" />, '/pickup/new');
}

describe('pickup wizard (spec 02 sections 2, 4, 5 and 7)', () => {
  // The lazily loaded schedule chunk (decision 0021) is loaded once, not raced by each test's wait.
  beforeAll(() => loadScheduleRules());
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    pickupStore().getState().reset();
    signInAs();
  });

  it('books at Review Pickup with an Idempotency-Key that a retry reuses, then shows the answer', async () => {
    let attempts = 0;
    const fetch = mockPickupCalls({
      'POST pickups/new': () => (++attempts === 1 ? jsonResponse({ error: 'Service unavailable' }, { status: 503 }) : jsonResponse(BOOKED)),
    });
    openAt(7);
    expect(await screen.findByTestId('review-pickup')).toBeTruthy();
    await waitFor(() => expect(button('Book Pickup').disabled).toBe(false));
    fireEvent.click(button('Book Pickup'));
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable');
    fireEvent.click(button('Book Pickup'));
    expect((await screen.findByTestId('booked-pickup-number')).textContent).toBe('Pickup P0000012');
    expect(screen.getByTestId('booked-schedule-day').textContent).toBe('Pickup day: Monday, 23 November 2026');
    expect(screen.getByTestId('booked-message').textContent).toBe('Pickup P0000012 has been booked.');
    expect(screen.getByRole('heading', { name: 'Create Consignment' })).toBeTruthy();

    const posts = callsTo(fetch, 'POST pickups/new');
    const keys = posts.map((init) => (init.headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const body = JSON.parse(String(posts[1]?.body)) as { pickupRequired: number; deliveryRequired: number; progress: number };
    expect([body.pickupRequired, body.deliveryRequired, body.progress]).toEqual([2, 2, 7]);
  });

  it('creates an electronic consignment, after which the pickup is completed and read-only', async () => {
    const fetch = mockPickupCalls({
      'POST pickups/convert': () => jsonResponse({ success: true, conNumber: 'FP000012345', pickupNumber: 'P0000012', message: '' }),
    });
    openAt(8, { pickupNumber: 'P0000012', ExtraEmail: 'copy@example.com' });
    await waitFor(() => expect(button('Create Consignment').disabled).toBe(false));
    fireEvent.click(button('Create Consignment'));
    expect((await screen.findByTestId('consignment-number')).textContent).toBe('Consignment FP000012345');
    const [convert] = callsTo(fetch, 'POST pickups/convert');
    expect(JSON.parse(String(convert?.body))).toEqual({ pickupNumber: 'P0000012', conNumber: '', ExtraEmail: 'copy@example.com' });
    expect((convert?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(stored().draft.status).toBe(1);

    fireEvent.click(steps().getByText('Review Pickup'));
    expect(await screen.findByTestId('review-consignment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print Label' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.getByTestId('pickup-status').textContent).toBe('Completed');
  });

  it("shows a refused manual connote's message in the page's error area", async () => {
    mockPickupCalls({
      'POST pickups/convert': () => jsonResponse({ success: false, conNumber: '', pickupNumber: 'P0000012', message: 'Consignment FP1 is not in your connote books.' }),
    });
    openAt(8, { pickupNumber: 'P0000012', conType: 'preManual', conNumber: 'FP1' });
    await waitFor(() => expect(button('Create Consignment').disabled).toBe(false));
    fireEvent.click(button('Create Consignment'));
    expect((await screen.findByRole('alert')).textContent).toBe('Consignment FP1 is not in your connote books.');
    expect(stored().draft.status).toBe(0);
  });

  it('clears the refusal of a manual connote once its number is corrected (issue 24)', async () => {
    mockPickupCalls({
      'POST pickups/convert': () => jsonResponse({ success: false, conNumber: '', pickupNumber: 'P0000012', message: 'Consignment FP1 is not in your connote books.' }),
    });
    openAt(8, { pickupNumber: 'P0000012', conType: 'preManual', conNumber: 'FP1' });
    await waitFor(() => expect(button('Create Consignment').disabled).toBe(false));
    fireEvent.click(button('Create Consignment'));
    expect((await screen.findByRole('alert')).textContent).toBe('Consignment FP1 is not in your connote books.');
    fireEvent.change(screen.getByRole('textbox', { name: /Consignment Number/ }), { target: { value: 'FP100000017' } });
    expect(screen.queryByText('Consignment FP1 is not in your connote books.')).toBeNull();
  });

  it('books a new pickup without delivery where the route offers none (decision 0018)', async () => {
    const fetch = mockPickupCalls({ 'POST pickups/new': () => jsonResponse(BOOKED) });
    openAt(7, {}, buildBookingOptions({ rates: [buildRate('BNE', 'SYD', { deliveryAllowed: false })] }));
    expect((await screen.findByTestId('review-freight')).textContent).toContain('No delivery, collect from the depot');
    await waitFor(() => expect(button('Book Pickup').disabled).toBe(false));
    fireEvent.click(button('Book Pickup'));
    await screen.findByTestId('pickup-booked');
    expect(JSON.parse(String(callsTo(fetch, 'POST pickups/new')[0]?.body))).toMatchObject({ pickupRequired: 2, deliveryRequired: 1 });
  });

  it('blocks Review with a Ready At time now past', async () => {
    const fetch = mockPickupCalls();
    openAt(7, { when: 'at', _readyAtDate: '2020-01-06', _readyAtTime: '09:00' });
    await waitFor(() => expect(button('Book Pickup').disabled).toBe(false));
    fireEvent.click(button('Book Pickup'));
    expect((await screen.findByRole('alert')).textContent).toBe('Scheduled pickup time cannot be in the past.');
    expect(callsTo(fetch, 'POST pickups/new')).toHaveLength(0);
  });

  it('Review links back to each step while editable', async () => {
    mockPickupCalls();
    openAt(7);
    await screen.findByTestId('review-pickup');
    for (const name of ['Edit Details', 'Edit Freight', 'Edit Dangerous Goods', 'Edit Schedule']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Edit Special Instructions' }));
    expect(screen.getByRole('heading', { name: 'Special Instructions' })).toBeTruthy();
    expect(stored().draft.progress).toBe(6);
  });

  it('shows the Schedule messages on Next, and keeps the checked schedule in the draft', async () => {
    mockPickupCalls();
    openAt(5, { bookedBy: '' });
    await waitFor(() => expect(button('Next').disabled).toBe(false));
    fireEvent.click(button('Next'));
    expect(await screen.findByText('"Freight booked by" field cannot be empty.')).toBeTruthy();
    expect(stored().draft.progress).toBe(5);
    fireEvent.change(screen.getByLabelText('Freight Booked By'), { target: { value: 'Jo' } });
    fireEvent.click(button('Next'));
    expect(await screen.findByRole('heading', { name: 'Special Instructions' })).toBeTruthy();
    expect(stored().draft.scheduleDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stored().draft.readyAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('has Next disabled on Accounts until Yes', async () => {
    mockPickupCalls();
    openAt(1, { accounts: null });
    expect(screen.getByText('Is Acme Hardware Pty Ltd paying for this freight?')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('No'));
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(button('Next'));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
  });

  it("Details: Next names each missing field of the receiver the carrier delivers to, then moves on once given (decision 0043)", async () => {
    mockPickupCalls();
    const bare = { ...completeDraft().receiver, fullName: '', phoneNum: '', streetAddress: '' };
    openAt(2, { receiver: bare });
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByText('Receiver full name is required.')).toBeNull();
    fireEvent.click(button('Next'));
    for (const message of ['Receiver full name is required.', 'Receiver phone number is required.', 'Receiver street address is required.']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Details' })).toBeTruthy();
    const receiver = within(screen.getByRole('group', { name: "Receiver's Details" }));
    fireEvent.change(receiver.getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Rae Receiver' } });
    // The phone field is loaded lazily (decision 0011).
    fireEvent.change(await receiver.findByPlaceholderText('411 888 999', undefined, { timeout: 5000 }), { target: { value: '411 888 999' } });
    fireEvent.change(receiver.getByRole('textbox', { name: 'Street Address' }), { target: { value: '2 George Street' } });
    fireEvent.click(button('Next'));
    expect(await screen.findByRole('heading', { name: 'Enter Freight' })).toBeTruthy();
    // Two Nexts and the lazily loaded phone field: more than the default 5 s on a busy machine.
  }, 20_000);

  // Choosing from the saved-address list takes longer than the default 5 s on a busy machine.
  describe('Details: the usual sender and its default instructions (issue 24)', () => {
    const USUAL = buildAddress({ id: 7 });
    const OTHER = buildAddress({ id: 8, name: 'Second Store', addr1: '5 Main Street' });
    const options = buildBookingOptions({
      addresses: [USUAL, OTHER],
      customerDefaults: { ...buildBookingOptions().customerDefaults, defaultSender: { id: 7, suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' }, defaultInstructions: 'Dock 3, ring the bell' },
    });
    const chooseSender = async (name: RegExp) => {
      const sender = within(screen.getByRole('group', { name: "Sender's Details" }));
      fireEvent.click(sender.getByRole('combobox', { name: 'Saved Address' }));
      fireEvent.click(await screen.findByRole('option', { name }));
    };

    it('choosing another saved sender clears the instructions defaulted for the usual one', async () => {
      mockPickupCalls();
      openAt(2, { sender: chooseSavedAddress(USUAL), instructions: 'Dock 3, ring the bell' }, options);
      await screen.findByRole('heading', { name: 'Details' });
      await chooseSender(/Second Store/);
      await waitFor(() => expect(stored().draft.sender.key).toBe('8'));
      expect(stored().draft.instructions).toBe('');
    }, 20_000);

    it('choosing another saved sender keeps instructions the user typed', async () => {
      mockPickupCalls();
      openAt(2, { sender: chooseSavedAddress(USUAL), instructions: 'Leave at reception' }, options);
      await screen.findByRole('heading', { name: 'Details' });
      await chooseSender(/Second Store/);
      await waitFor(() => expect(stored().draft.sender.key).toBe('8'));
      expect(stored().draft.instructions).toBe('Leave at reception');
    }, 20_000);
  });
});
