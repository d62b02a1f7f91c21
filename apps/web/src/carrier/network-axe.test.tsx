import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ConnoteBooksAnswer } from '@portal/domain/carrier/connote-book-calls';
import { buildDepotForm } from '@portal/domain/carrier/test-factories';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/factories';
import { mockCalls } from '../test/mock-calls';
import { buildStaffSession, renderCarrierArea, signInStaff } from './carrier-test-support';
import { useStaffSessionStore } from './session/staff-session-store';

// The Connote books and Depots screens checked with axe-core (issue 26: axe-clean pages):
// labels, names, roles and structure. Colour contrast needs a browser's layout, which jsdom has
// not: the end-to-end run checks it (e2e/tests/carrier-network.spec.ts).

const BOOKS: ConnoteBooksAnswer = {
  books: [
    {
      id: 1,
      companyId: 5,
      companyName: 'Acme Hardware Pty Ltd',
      firstSerial: 10_000_000,
      lastSerial: 10_000_999,
      span: 'FP100000009 to FP100009992',
      size: 1000,
      used: 900,
      remaining: 100,
      percentUsed: 90,
      nearlyUsedNoticeAt: Date.UTC(2026, 10, 2),
      createdAt: 0,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
  company: null,
};

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the Connote books and Depots screens with axe', () => {
  beforeEach(() => {
    useStaffSessionStore.getState().logout();
    signInStaff(buildStaffSession({ role: 'Operations' }));
    mockCalls({
      'GET /carrier/session': () => jsonResponse(buildStaffSession({ role: 'Operations' })),
      'GET /carrier/connote-books': () => jsonResponse(BOOKS),
      'GET /carrier/electronic-connotes': () => jsonResponse({ company: null, companies: [{ companyId: 5, companyName: 'Acme Hardware Pty Ltd', issued: 12, lastIssuedAt: 0 }] }),
      'GET /carrier/companies': () => jsonResponse({ companies: [], next: null }),
      'GET /carrier/depots': () => jsonResponse({ depots: [{ ...buildDepotForm(), inUse: true }, { ...buildDepotForm({ code: 'TST', city: 'Testville' }), inUse: false }] }),
    });
  });

  it('the books, and the allot dialog', async () => {
    renderCarrierArea('#/carrier/connote-books');
    await screen.findByTestId('connote-books');
    await screen.findByTestId('electronic-connotes');
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Allot a book' }));
    await screen.findByRole('dialog', { name: 'Allot a connote book' });
    expect(await violations()).toEqual([]);
  });

  it('the depots, and the depot form with its field errors', async () => {
    renderCarrierArea('#/carrier/depots');
    await screen.findByTestId('depots');
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add depot' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    await screen.findByText('City cannot be blank.');
    expect(await violations()).toEqual([]);
  });
});
