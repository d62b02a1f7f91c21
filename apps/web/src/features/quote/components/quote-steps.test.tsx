import '../../../test/setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { NewQuoteScreen } from './quote-screens';
import { completeWizard, mockQuoteCalls, quoteStore, stored } from './quote-test-support';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const steps = () => within(screen.getByRole('navigation', { name: 'Steps' }));

async function openLocal(overrides: Parameters<typeof completeWizard>[0] = {}) {
  quoteStore().setState(completeWizard(overrides));
  mockQuoteCalls();
  const view = renderScreen(<NewQuoteScreen />, '/quote/new');
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Open Local Copy' }));
  return view;
}

describe('quote wizard steps (spec 02 sections 2 and 4)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    quoteStore().getState().reset();
  });

  it('walks a complete draft from Details to Special Instructions', async () => {
    signInAs();
    await openLocal();
    await screen.findByRole('heading', { name: 'Details' });
    fireEvent.click(button('Next'));
    expect(screen.getByRole('heading', { name: 'Additional Services' })).toBeTruthy();
    fireEvent.click(button('Next'));
    expect(screen.getByRole('heading', { name: 'Dangerous Goods' })).toBeTruthy();
    fireEvent.click(button('Next'));
    expect(screen.getByRole('heading', { name: 'Special Instructions' })).toBeTruthy();
    expect(stored().draft.progress).toBe(4);
  });

  it('keeps Next disabled until both services are chosen, and Back always enabled', async () => {
    signInAs();
    const draft = { ...completeWizard().draft, progress: 2, pickupRequired: 0 as const };
    await openLocal({ draft });
    await screen.findByRole('heading', { name: 'Additional Services' });
    expect(button('Next').disabled).toBe(true);
    expect(button('Back').disabled).toBe(false);
    fireEvent.click(button('Back'));
    expect(screen.getByRole('heading', { name: 'Details' })).toBeTruthy();
  });

  it('keeps Next disabled until the dangerous goods question is answered', async () => {
    signInAs();
    const draft = { ...completeWizard().draft, progress: 3, _dgHas: null };
    await openLocal({ draft });
    await screen.findByRole('heading', { name: 'Dangerous Goods' });
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(button('Next').disabled).toBe(false);
  });

  it('lets the user click a reached step in the header, not one ahead', async () => {
    signInAs();
    await openLocal({ draft: { ...completeWizard().draft, progress: 3 } });
    await screen.findByRole('heading', { name: 'Dangerous Goods' });
    fireEvent.click(steps().getByText('Special Instructions'));
    expect(screen.getByRole('heading', { name: 'Dangerous Goods' })).toBeTruthy();
    fireEvent.click(steps().getByText('Details'));
    expect(screen.getByRole('heading', { name: 'Details' })).toBeTruthy();
  });

  it('Back on Details returns to the quotes landing', async () => {
    signInAs();
    const { router } = await openLocal();
    await screen.findByRole('heading', { name: 'Details' });
    fireEvent.click(button('Back'));
    expect(router.state.location.pathname).toBe('/quote');
  });
});
