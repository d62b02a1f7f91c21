import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/factories';
import { callsTo } from '../../test/mock-calls';
import { useStaffSessionStore } from '../session/staff-session-store';
import { buildLane, buildPreview, GENERAL_CARD, openPricing, saved, versionAnswer } from './pricing-test-support';

const CLEAN = buildPreview({ counts: { added: 1, changed: 1, removed: 1, unchanged: 238, errors: 0 }, removed: [buildLane({ depotTo: 'PER' })], errors: [], applicable: true });
const APPLIED = { ...GENERAL_CARD.versions[0]!, id: 17, label: '', source: 'Import of rates-2027.csv' };

/** The card's page, the import sent from it, and its preview shown. */
async function importFrom(answer = buildPreview(), routes = {}) {
  const fetch = openPricing('Pricing', '#/carrier/pricing/cards/general', {
    'POST /carrier/pricing/versions/15/imports': () => jsonResponse(answer),
    ...routes,
  });
  fireEvent.change(await screen.findByLabelText('Rate sheet compared with Rates draft'), { target: { files: [new File(['x'], 'rates-2027.csv')] } });
  await screen.findByRole('heading', { name: 'Import of rates-2027.csv' });
  return fetch;
}

describe("an import's preview (issue 27)", () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('shows the counts and every list, and refuses to apply while a row is bad, saying why', async () => {
    await importFrom();
    expect(screen.getByTestId('preview-counts').textContent).toBe('1 added, 1 changed, 0 removed, 238 unchanged, 1 bad rows.');
    const apply = screen.getByRole('button', { name: 'Apply as a new draft' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(screen.getByText(PRICING_DESK_MESSAGES.applyBlocked(1))).toBeTruthy();
    expect(apply.getAttribute('aria-describedby')).toBe('apply-blocked');
    // The bad rows are shown first.
    const bad = within(screen.getByTestId('preview-errors')).getAllByRole('row').map((row) => row.textContent);
    expect(bad[1]).toBe('7To depotRow 7: To depot XYZ is not a depot.');
    fireEvent.click(screen.getByRole('tab', { name: 'Changed (1)' }));
    expect(within(screen.getByTestId('preview-changed')).getByText('Rate per kg 0.3244 -> 0.3406 (+5.0%)')).toBeTruthy();
    expect(within(screen.getByTestId('preview-changed')).getByText('BNE to SYD, General')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Added (1)' }));
    expect(within(screen.getByTestId('preview-added')).getAllByRole('row')[1]!.textContent).toContain('BNEADLGeneral');
    fireEvent.click(screen.getByRole('tab', { name: 'Removed (0)' }));
    expect(screen.getByText('No lane is removed.')).toBeTruthy();
  });

  it('pages on through GET importPage', async () => {
    const many = buildPreview({ counts: { added: 1, changed: 1, removed: 0, unchanged: 0, errors: 250 } });
    const fetch = await importFrom(many, {
      'GET /carrier/pricing/imports/31': () => jsonResponse({ list: 'errors', page: 2, total: 250, rows: [{ row: 108, column: 'Rate per kg', message: 'Row 108: Rate per kg is negative.' }] }),
    });
    expect(screen.getByText('Page 1 of 3, 250 rows')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Row 108: Rate per kg is negative.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/carrier/pricing/imports/31?list=errors&page=2')).toBe(true);
  });

  it("applies a clean import and opens the new draft with the server's sentence", async () => {
    const fetch = await importFrom(CLEAN, {
      'POST /carrier/pricing/imports/31/apply': () => saved('Version 17 made from rates-2027.csv: 1 added, 1 changed, 1 removed.', APPLIED),
      'GET /carrier/pricing/versions/17': () => jsonResponse(versionAnswer(APPLIED)),
      'GET /carrier/pricing/versions/17/lanes': () => jsonResponse({ lanes: [], total: 0, page: 1, pageSize: 100 }),
    });
    expect(screen.queryByText(PRICING_DESK_MESSAGES.applyBlocked(0))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply as a new draft' }));
    expect(await screen.findByText('Version 17 made from rates-2027.csv: 1 added, 1 changed, 1 removed.')).toBeTruthy();
    expect(window.location.hash).toBe('#/carrier/pricing/versions/17');
    expect(callsTo(fetch, 'POST /carrier/pricing/imports/31/apply')).toHaveLength(1);
  });

  it("shows the server's refusal to apply", async () => {
    await importFrom(CLEAN, { 'POST /carrier/pricing/imports/31/apply': () => jsonResponse({ error: 'This import was applied already.' }, { status: 409 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Apply as a new draft' }));
    expect(await screen.findByText('This import was applied already.')).toBeTruthy();
  });

  it('opened afresh, reads each list from the server and still refuses to apply with bad rows', async () => {
    openPricing('Pricing', '#/carrier/pricing/cards/general');
    await screen.findByTestId('card-versions');
    // Each list's first page, by the list the query names.
    const fetch = mockFetch((url) => {
      const list = new URL(url, 'http://localhost').searchParams.get('list');
      if (list === 'errors') return jsonResponse({ list, page: 1, total: 2, rows: [{ row: 3, column: '', message: 'Row 3 is a duplicate of row 2.' }] });
      return jsonResponse({ list, page: 1, total: 0, rows: [] });
    });
    window.location.hash = '#/carrier/pricing/imports/31';
    expect(await screen.findByText(PRICING_DESK_MESSAGES.previewGone)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Apply as a new draft' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText(PRICING_DESK_MESSAGES.applyBlocked(2))).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Bad rows (2)' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual(
      ['added', 'changed', 'errors', 'removed'].map((list) => `/carrier/pricing/imports/31?list=${list}&page=1`),
    );
  });
});
