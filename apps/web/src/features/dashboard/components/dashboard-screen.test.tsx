import '../../../test/setup';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { DashboardScreen } from './dashboard-screen';

const tile = (name: string) => screen.getByRole('link', { name });

describe('dashboard tiles (spec 01 section 2)', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it('links every tile the user holds the permission for', () => {
    signInAs();
    renderScreen(<DashboardScreen />);
    expect(tile('New Quote').getAttribute('href')).toBe('/quote/new');
    expect(tile('Consignments').getAttribute('href')).toBe('/consignment');
    expect(tile('PODs').getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the others disabled, linking back to /', () => {
    signInAs(
      buildSession({ isAdmin: false, permissions: { Quotations: { view: true }, POD: { view: true } } }),
    );
    renderScreen(<DashboardScreen />);
    expect(tile('Existing Quotes').getAttribute('aria-disabled')).toBeNull();
    expect(tile('New Quote').getAttribute('aria-disabled')).toBe('true');
    expect(tile('New Quote').getAttribute('href')).toBe('/');
    expect(tile('New Pickup').getAttribute('aria-disabled')).toBe('true');
  });

  it("shows the Users link only to administrators", () => {
    signInAs(buildSession({ isAdmin: false }));
    renderScreen(<DashboardScreen />);
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByText('Acme Hardware Pty Ltd')).toBeTruthy();
  });
});
