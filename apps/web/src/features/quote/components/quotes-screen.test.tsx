import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuoteListRow } from '@portal/domain/api/quote';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, jsonResponse, mockFetch, ONE_PAGE, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { QuotesScreen } from './quotes-screen';

const ROW: QuoteListRow = {
  quoteNum: 'Q0000042',
  date: Date.UTC(2026, 10, 20, 3),
  timeZone: 'Australia/Brisbane',
  sender: 'Fortitude Valley 4006 QLD',
  receiver: 'Sydney 2000 NSW',
  customerRef: 'REF-9',
  pickupNum: '',
  conNum: '',
  status: 'Quoted',
  quoted: false,
  scanned: false,
  conDraft: false,
};

const routeOf = (url: string) => new URL(url, 'http://localhost').pathname;

describe('quotes list (spec 02 sections 2 and 3)', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it("shows 'Loading Data...', then each quote's columns and a link to it", async () => {
    signInAs();
    mockFetch(() => jsonResponse({ ...ONE_PAGE, quotes: [ROW] }));
    const { router } = renderScreen(<QuotesScreen />, '/quote');
    expect(screen.getByText('Loading Data...')).toBeTruthy();
    const row = await screen.findByTestId('quote-row-Q0000042');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 9)).toEqual([
      'Quote Number', 'Date', 'Sender (Suburb)', 'Receiver (Suburb)', 'Customer Reference', 'Pickup', 'Consignment', 'Document Link', 'Status',
    ]);
    expect(within(row).getByText('2026-11-20 13:00 AEST')).toBeTruthy();
    expect(within(row).getByText('Quoted')).toBeTruthy();
    fireEvent.click(within(row).getByRole('link', { name: 'Q0000042' }));
    expect(router.state.location.pathname).toBe('/quote/existing');
    expect(router.state.location.state).toEqual({ quoteNumber: 'Q0000042' });
    expect(screen.getByRole('link', { name: 'New Quote' }).getAttribute('href')).toBe('/quote/new');
  });

  it("shows a scanned consignment's Document Link as every list does: 'Document', opening its view", async () => {
    signInAs();
    mockFetch(() => jsonResponse({ ...ONE_PAGE, quotes: [{ ...ROW, conNum: 'FP000012345', scanned: true }] }));
    const { router } = renderScreen(<QuotesScreen />, '/quote/existing');
    const link = await screen.findByRole('link', { name: 'Document FP000012345' });
    expect(link.textContent).toBe('Document');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/consignment'));
    expect(router.state.location.state).toEqual({ consignmentNumber: 'FP000012345' });
  });

  it('links a converted quote to its pickup', async () => {
    signInAs();
    mockFetch(() => jsonResponse({ ...ONE_PAGE, quotes: [{ ...ROW, pickupNum: 'P0000012', conNum: 'FP900000019', status: 'Converted' }] }));
    const { router } = renderScreen(<QuotesScreen />, '/quote');
    const row = await screen.findByTestId('quote-row-Q0000042');
    expect(within(row).getByText('FP900000019')).toBeTruthy();
    fireEvent.click(within(row).getByRole('link', { name: 'P0000012' }));
    expect(router.state.location.pathname).toBe('/pickup/existing');
    expect(router.state.location.state).toEqual({ pickupNumber: 'P0000012' });
  });

  it('links a quote converted to a drop freight not yet booked to its draft, a booked one to its consignment (decision 0040)', async () => {
    signInAs();
    const converted = { ...ROW, conNum: 'FP900000019', status: 'Converted', quoted: true };
    mockFetch(() => jsonResponse({ ...ONE_PAGE, quotes: [{ ...converted, conDraft: true }, { ...converted, quoteNum: 'Q0000043', conNum: 'FP900000020' }] }));
    const { router } = renderScreen(<QuotesScreen />, '/quote');
    const booked = await screen.findByTestId('quote-row-Q0000043');
    expect(within(booked).getByRole('link', { name: 'FP900000020' }).getAttribute('href')).toBe('/consignment');
    fireEvent.click(within(screen.getByTestId('quote-row-Q0000042')).getByRole('link', { name: 'FP900000019' }));
    expect(router.state.location.pathname).toBe('/directdropfreight/existing');
    expect(router.state.location.state).toEqual({ conNumber: 'FP900000019' });
  });

  it('duplicates a quote after the confirmation and opens the copy', async () => {
    signInAs();
    const fetch = mockFetch((url) =>
      routeOf(url) === '/portal/quotes/duplicate'
        ? jsonResponse({ success: true, recordNumber: 'Q0000043', message: '' })
        : jsonResponse({ ...ONE_PAGE, quotes: [ROW] }),
    );
    const { router } = renderScreen(<QuotesScreen />, '/quote');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Quote Q0000042' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Quote' });
    expect(dialog.textContent).toContain('This will create a copy of quote Q0000042. Are you sure you want to continue?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate Quote' }));
    await waitFor(() => expect(router.state.location.state).toEqual({ quoteNumber: 'Q0000043' }));
    const post = fetch.mock.calls.find(([url]) => routeOf(String(url)) === '/portal/quotes/duplicate');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ quoteNumber: 'Q0000042' });
  });

  it("shows a refused duplicate's message in the list's error area", async () => {
    signInAs();
    mockFetch((url) =>
      routeOf(url) === '/portal/quotes/duplicate'
        ? jsonResponse({ success: false, recordNumber: '', message: 'Quote Q0000042 cannot be copied.' })
        : jsonResponse({ ...ONE_PAGE, quotes: [ROW] }),
    );
    renderScreen(<QuotesScreen />, '/quote');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Quote Q0000042' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Duplicate Quote' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Quote Q0000042 cannot be copied.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a failed duplicate call in the error area', async () => {
    signInAs();
    mockFetch((url) =>
      routeOf(url) === '/portal/quotes/duplicate'
        ? jsonResponse({ error: 'Not found.' }, { status: 404 })
        : jsonResponse({ ...ONE_PAGE, quotes: [ROW] }),
    );
    renderScreen(<QuotesScreen />, '/quote');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Quote Q0000042' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Duplicate Quote' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not found.');
  });

  it('disables duplicate without Quotations add', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Quotations: { view: true } } }));
    mockFetch(() => jsonResponse({ ...ONE_PAGE, quotes: [ROW] }));
    renderScreen(<QuotesScreen />, '/quote');
    const button = (await screen.findByRole('button', { name: 'Duplicate Quote Q0000042' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('shows the next page after the first, then searches on the server (decision 0029)', async () => {
    signInAs();
    const CURSOR = '1763600000000.42';
    const older = { ...ROW, quoteNum: 'Q0000041' };
    const found = { ...ROW, quoteNum: 'Q0000077', customerRef: 'FOUND-1' };
    const fetch = mockFetch((url) => {
      const params = new URL(url, 'http://localhost').searchParams;
      if (params.get('search')) return jsonResponse({ ...ONE_PAGE, quotes: [found] });
      return jsonResponse(params.get('before') === CURSOR ? { ...ONE_PAGE, quotes: [older] } : { ...ONE_PAGE, next: CURSOR, quotes: [ROW] });
    });
    renderScreen(<QuotesScreen />, '/quote');
    await screen.findByTestId('quote-row-Q0000042');
    expect(screen.getByTestId('list-count').textContent).toBe('1 quote shown, newest first');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByTestId('quote-row-Q0000041');
    expect(screen.getByTestId('quote-row-Q0000042')).toBeTruthy();
    // The last page: the button goes, and its focus moves to the count a screen reader hears.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('list-count')));
    expect(screen.getByTestId('list-count').textContent).toBe('All 2 quotes shown');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: ' q77 ' } });
    await screen.findByTestId('quote-row-Q0000077');
    expect(screen.queryByTestId('quote-row-Q0000042')).toBeNull();
    const queries = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').search);
    expect(queries).toEqual(['', `?before=${encodeURIComponent(CURSOR)}`, '?search=q77']);
  });

  it("shows Permission Denied without Quotations view and asks nothing of the server", () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Quotations: { add: true } } }));
    const fetch = mockFetch(() => jsonResponse({ ...ONE_PAGE, quotes: [] }));
    renderScreen(<QuotesScreen />, '/quote');
    const dialog = screen.getByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have access to view quotations.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
