import '../test/setup';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, signInAs } from '../test/factories';
import { createQueryClient } from '../lib/api/query-client';
import { Providers } from '../lib/providers';
import { useSessionStore } from '../lib/session/session-store';
import { SessionGate } from './session-gate';

function renderGate(hash: string) {
  window.location.hash = hash;
  return render(
    <Providers env="test" queryClient={createQueryClient()}>
      <SessionGate />
    </Providers>,
  );
}

describe('the session gate and the carrier area (issue 26)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    mockFetch(() => jsonResponse({}));
  });

  it("shows the staff sign-in at #/carrier, not the customer's card", async () => {
    renderGate('#/carrier');
    expect(await screen.findByRole('heading', { name: 'Carrier sign-in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it("shows the carrier area whatever the customer's session: a signed-in customer at #/carrier/companies gets the staff sign-in", async () => {
    signInAs();
    renderGate('#/carrier/companies');
    expect(await screen.findByRole('heading', { name: 'Carrier sign-in' })).toBeTruthy();
    expect(screen.queryByText('Logged in:')).toBeNull();
  });

  it("keeps the customer's card everywhere else, and leaves the carrier area for it by its link", async () => {
    renderGate('#/carriers');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    window.location.hash = '#/carrier';
    const customerLink = await screen.findByRole('link', { name: 'Customer sign-in' });
    window.location.hash = customerLink.getAttribute('href') ?? '';
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
