import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { callsTo } from '../../test/mock-calls';
import { useStaffSessionStore } from '../session/staff-session-store';
import { buildPreview, GENERAL_CARD, openPricing, saved, sentBodies } from './pricing-test-support';

const [DRAFT, SCHEDULED, IN_FORCE] = GENERAL_CARD.versions as [typeof GENERAL_CARD.versions[0], typeof GENERAL_CARD.versions[0], typeof GENERAL_CARD.versions[0]];

/** The actions a version's menu offers, opened from its row. */
async function openActions(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  return { menu, items: within(menu).getAllByRole('menuitem').map((item) => item.textContent) };
}

const closeMenu = () => fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

describe("a card's page (issue 27)", () => {
  beforeEach(() => useStaffSessionStore.getState().logout());
  afterEach(() => vi.restoreAllMocks());

  it('lists the versions newest first with status, day, lanes, source and who created and scheduled them', async () => {
    openPricing('Pricing', '#/carrier/pricing/cards/general');
    expect(await screen.findByRole('heading', { name: 'General card' })).toBeTruthy();
    const rows = within(screen.getByTestId('card-versions')).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows[0]).toContain('Rates draftDraftNot scheduled240Copy of version 12Pat Pricer, 2027-06-01 10:30 AEST');
    expect(rows[1]).toContain('Rates JulyScheduled2027-07-01240Opening tariffThe system, 2027-06-01 10:30 AESTPat Pricer, 2027-06-01 10:30 AEST');
    expect(rows[2]).toContain('Rates 2027In force2027-01-01');
    expect(rows[3]).toContain('Rates 2026Superseded');
    expect(screen.getByRole('link', { name: 'Rates draft' }).getAttribute('href')).toBe('#/carrier/pricing/versions/15');
  });

  it('offers each version the actions of its status to a writer', async () => {
    openPricing('Pricing', '#/carrier/pricing/cards/general');
    const common = ['Export CSV', 'Export XLSX'];
    expect((await openActions('Rates draft')).items).toEqual([...common, 'What it would cost', 'New draft from this version', 'Import a rate sheet', 'Schedule', 'Delete']);
    closeMenu();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect((await openActions('Rates July')).items).toEqual([...common, 'What it would cost', 'New draft from this version', 'Import a rate sheet', 'Back to draft']);
    closeMenu();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect((await openActions('Rates 2027')).items).toEqual([...common, 'New draft from this version', 'Import a rate sheet']);
  });

  it('offers a reader only the exports and what a change would cost', async () => {
    openPricing('Customer service', '#/carrier/pricing/cards/general');
    const { menu, items } = await openActions('Rates draft');
    expect(items).toEqual(['Export CSV', 'Export XLSX', 'What it would cost']);
    expect(within(menu).getByRole('menuitem', { name: 'What it would cost' }).getAttribute('href')).toBe('#/carrier/pricing/versions/15/impact');
    expect(screen.queryByLabelText('Rate sheet compared with Rates draft')).toBeNull();
  });

  it("schedules a draft: the server's refusal of today said in the dialog, then its sentence on the page", async () => {
    let refuse = true;
    const fetch = openPricing('Pricing', '#/carrier/pricing/cards/general', {
      'POST /carrier/pricing/versions/15/schedule': () =>
        refuse
          ? jsonResponse({ error: 'A version takes effect after today (2027-06-15) on the carrier\'s clock.' }, { status: 400 })
          : saved('Rates draft takes effect on 2027-08-01.', { ...DRAFT, status: 'scheduled', effectiveFrom: '2027-08-01' }),
    });
    fireEvent.click(within((await openActions('Rates draft')).menu).getByRole('menuitem', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Rates draft' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByText(PRICING_DESK_MESSAGES.scheduleDayRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Takes effect on', { exact: false }), { target: { value: '2027-06-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText("A version takes effect after today (2027-06-15) on the carrier's clock.")).toBeTruthy();
    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('Takes effect on', { exact: false }), { target: { value: '2027-08-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Rates draft takes effect on 2027-08-01.')).toBeTruthy();
    expect(sentBodies(fetch, 'POST /carrier/pricing/versions/15/schedule')).toEqual([{ effectiveFrom: '2027-06-15' }, { effectiveFrom: '2027-08-01' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a scheduled version back to draft, and deletes a draft after a confirmation', async () => {
    const fetch = openPricing('Administrator', '#/carrier/pricing/cards/general', {
      'POST /carrier/pricing/versions/14/unschedule': () => saved('Rates July is a draft again.', { ...SCHEDULED, status: 'draft', effectiveFrom: null }),
      'DELETE /carrier/pricing/versions/15': () => saved('Rates draft deleted.', DRAFT),
    });
    fireEvent.click(within((await openActions('Rates July')).menu).getByRole('menuitem', { name: 'Back to draft' }));
    expect(await screen.findByText('Rates July is a draft again.')).toBeTruthy();
    expect(sentBodies(fetch, 'POST /carrier/pricing/versions/14/unschedule')).toEqual([{}]);

    fireEvent.click(within((await openActions('Rates draft')).menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Rates draft' });
    expect(within(dialog).getByText(PRICING_DESK_MESSAGES.deleteDraft('Rates draft'))).toBeTruthy();
    expect(callsTo(fetch, 'DELETE /carrier/pricing/versions/15')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the draft' }));
    expect(await screen.findByText('Rates draft deleted.')).toBeTruthy();
    expect(callsTo(fetch, 'DELETE /carrier/pricing/versions/15')).toHaveLength(1);
  });

  it('copies a version to a new draft and opens it', async () => {
    const copy = { ...DRAFT, id: 16, label: 'Rates 2028', source: 'Copy of version 12' };
    const fetch = openPricing('Pricing', '#/carrier/pricing/cards/general', {
      'POST /carrier/pricing/cards/general/versions': () => saved('Version 16 created from Rates 2027.', copy),
      'GET /carrier/pricing/versions/16': () => jsonResponse({ version: copy, charges: null, generalCharges: null, ppiPrices: [], editable: true }),
      'GET /carrier/pricing/versions/16/lanes': () => jsonResponse({ lanes: [], total: 0, page: 1, pageSize: 100 }),
    });
    fireEvent.click(within((await openActions('Rates 2027')).menu).getByRole('menuitem', { name: 'New draft from this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'New draft from Rates 2027' });
    fireEvent.change(within(dialog).getByLabelText('Label of the draft', { exact: false }), { target: { value: 'Rates 2028' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the draft' }));
    expect(await screen.findByText('Version 16 created from Rates 2027.')).toBeTruthy();
    expect(sentBodies(fetch, 'POST /carrier/pricing/cards/general/versions')).toEqual([{ label: 'Rates 2028', copyOf: IN_FORCE.id }]);
    expect(window.location.hash).toBe('#/carrier/pricing/versions/16');
  });

  it('exports a version with the staff token, saved under the answer\'s file name', async () => {
    const saveAs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saveAs.push(`${this.download} ${this.href}`);
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rates'), revokeObjectURL: vi.fn() });
    const fetch = openPricing('Customer service', '#/carrier/pricing/cards/general', {
      'GET /carrier/pricing/versions/12/export': () =>
        new Response('From depot,To depot\nBNE,SYD\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="general-rates-2027.csv"' } }),
    });
    fireEvent.click(within((await openActions('Rates 2027')).menu).getByRole('menuitem', { name: 'Export CSV' }));
    await waitFor(() => expect(saveAs).toEqual(['general-rates-2027.csv blob:rates']));
    const [url, init] = fetch.mock.calls.find(([u]) => String(u).includes('/export'))!;
    expect(url).toBe('/carrier/pricing/versions/12/export?format=csv');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer staff_token-1' });
  });

  it("says the export's refusal on the page", async () => {
    openPricing('Pricing', '#/carrier/pricing/cards/general', {
      'GET /carrier/pricing/versions/12/export': () => jsonResponse({ error: 'Version 12 has no lanes to export.' }, { status: 409 }),
    });
    fireEvent.click(within((await openActions('Rates 2027')).menu).getByRole('menuitem', { name: 'Export XLSX' }));
    expect(await screen.findByText('Version 12 has no lanes to export.')).toBeTruthy();
  });

  it('imports a rate sheet compared with a version: the file sent as base64, then its preview', async () => {
    const fetch = openPricing('Pricing', '#/carrier/pricing/cards/general', {
      'POST /carrier/pricing/versions/12/imports': () => jsonResponse(buildPreview()),
    });
    const input = await screen.findByLabelText('Rate sheet compared with Rates 2027');
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'rates.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(PRICING_DESK_MESSAGES.importFileType)).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['From depot\nBNE\n'], 'rates-2027.csv', { type: 'text/csv' })] } });
    expect(await screen.findByRole('heading', { name: 'Import of rates-2027.csv' })).toBeTruthy();
    expect(sentBodies(fetch, 'POST /carrier/pricing/versions/12/imports')).toEqual([{ fileName: 'rates-2027.csv', content: btoa('From depot\nBNE\n') }]);
    expect(window.location.hash).toBe('#/carrier/pricing/imports/31');
  });

  it('says a path that names no card', async () => {
    openPricing('Pricing', '#/carrier/pricing/cards/acme');
    expect(await screen.findByText(PRICING_DESK_MESSAGES.badPath)).toBeTruthy();
  });
});
