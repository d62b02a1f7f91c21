import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, jsonResponse, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { NewQuoteScreen } from './quote-screens';
import { completeWizard, mockQuoteCalls, quoteStore, stored } from './quote-test-support';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('New Quote (spec 02 sections 2, 4 and 6)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    quoteStore().getState().reset();
  });

  it('denies a user without Quotations add, and Go Back returns to the dashboard', () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Quotations: { view: true } } }));
    const fetch = mockQuoteCalls();
    const { router } = renderScreen(<NewQuoteScreen />, '/quote/new');
    const dialog = screen.getByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have access to create a quotation.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Failed to load the quote options.' when GET quoteNew fails", async () => {
    signInAs();
    mockQuoteCalls({ 'GET quoteNew': () => jsonResponse({ error: 'Boom' }, { status: 500 }) });
    renderScreen(<NewQuoteScreen />, '/quote/new');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load the quote options.');
  });

  it('opens a blank Details step with the five steps in the header', async () => {
    signInAs();
    mockQuoteCalls();
    renderScreen(<NewQuoteScreen />, '/quote/new');
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    for (const step of ['Details', 'Additional Services', 'Dangerous Goods', 'Special Instructions', 'Summary']) {
      expect(within(screen.getByRole('navigation', { name: 'Steps' })).getByText(step)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Enter Freight' })).toBeTruthy();
    expect(button('Back').disabled).toBe(false);
  });

  it('shows the suburb-required messages instead of advancing', async () => {
    signInAs();
    mockQuoteCalls();
    renderScreen(<NewQuoteScreen />, '/quote/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Sender suburb is required!').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Details' })).toBeTruthy();
  });

  it('offers an unnumbered local draft: Open Local Copy resumes it where it was left', async () => {
    signInAs();
    mockQuoteCalls();
    quoteStore().setState(completeWizard({ draft: { ...completeWizard().draft, progress: 4 } }));
    renderScreen(<NewQuoteScreen />, '/quote/new');
    const dialog = await screen.findByRole('dialog', { name: 'Quote in Progress' });
    expect(dialog.textContent).toContain('This account has an outstanding quote, would you like to complete the quote?');
    expect(within(dialog).queryByRole('button', { name: 'Reload from Server' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Local Copy' }));
    expect((await screen.findByLabelText('Special Instructions') as HTMLTextAreaElement).value).toBe('Ring the bell');
  });

  it('Start New discards the local draft', async () => {
    signInAs();
    mockQuoteCalls();
    quoteStore().setState(completeWizard());
    renderScreen(<NewQuoteScreen />, '/quote/new');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start New' }));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(stored().draft.instructions).toBe('');
    expect(stored().worked).toBe(false);
  });

  it('Reload from Server opens the numbered local copy from the server', async () => {
    signInAs();
    mockQuoteCalls();
    quoteStore().setState(completeWizard({ draft: { ...completeWizard().draft, quoteNumber: 'Q0000042' } }));
    const { router } = renderScreen(<NewQuoteScreen />, '/quote/new');
    const dialog = await screen.findByRole('dialog', { name: 'Quote in Progress' });
    expect(dialog.textContent).toContain('Quote Q0000042 has a local copy, would you like to pickup where you left off?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload from Server' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/existing'));
    expect(router.state.location.state).toEqual({ quoteNumber: 'Q0000042' });
  });
});
