import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConnoteBookRow, ConnoteBooksAnswer, ElectronicConnotesAnswer } from '@portal/domain/carrier/connote-book-calls';
import { CONNOTE_BOOK_CALL_MESSAGES } from '@portal/domain/carrier/connote-book-calls';
import type { CompanyListAnswer, CompanyListRow } from '@portal/domain/carrier/company-calls';
import { CONNOTE_BOOK_MESSAGES } from '@portal/domain/carrier/connote-books';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/factories';
import { buildStaffSession, renderCarrierArea, signInStaff } from '../carrier-test-support';
import { CARRIER_SECTIONS } from '../sections';
import { useStaffSessionStore } from '../session/staff-session-store';

const ACME = { id: 1, name: 'Acme Hardware Pty Ltd' };
const book = (overrides: Partial<ConnoteBookRow>): ConnoteBookRow => ({
  id: 1,
  companyId: ACME.id,
  companyName: ACME.name,
  firstSerial: 10_000_000,
  lastSerial: 10_000_999,
  span: 'FP100000009 to FP100009992',
  size: 1000,
  used: 912,
  remaining: 88,
  percentUsed: 91,
  nearlyUsedNoticeAt: Date.UTC(2026, 2, 2, 1, 0),
  createdAt: 0,
  ...overrides,
});
const COASTAL_BOOK = book({ id: 3, companyId: 2, companyName: 'Coastal Foods Pty Ltd', firstSerial: 20_000_000, lastSerial: 20_000_999, span: 'FP200000008 to FP200009991', used: 10, remaining: 990, percentUsed: 1, nearlyUsedNoticeAt: null });
const ELECTRONIC: ElectronicConnotesAnswer = { company: null, companies: [{ companyId: 1, companyName: ACME.name, issued: 1234, lastIssuedAt: Date.UTC(2026, 2, 2) }] };

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The back office's calls answered by `answer`, each request kept with its query. */
function mockCarrier(role: 'Operations' | 'Customer service', answer: (sent: Sent) => Response | undefined) {
  const sent: Sent[] = [];
  const fetch = mockFetch((url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const request = { method: init.method ?? 'GET', path: parsed.pathname, query: parsed.searchParams, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    sent.push(request);
    if (request.path === '/carrier/session') return jsonResponse(buildStaffSession({ role }));
    if (request.path === '/carrier/electronic-connotes') return jsonResponse(ELECTRONIC);
    if (request.path === '/carrier/companies') return jsonResponse(companiesMatching(request.query.get('search') ?? ''));
    return answer(request) ?? jsonResponse({ error: `No mock for ${request.method} ${request.path}` }, { status: 500 });
  });
  signInStaff(buildStaffSession({ role }));
  return { fetch, sent };
}

const COMPANIES: CompanyListRow[] = [
  { id: 1, name: ACME.name, abn: '51 824 753 556', suspendedAt: null, createdAt: 0 },
  { id: 2, name: 'Coastal Foods Pty Ltd', abn: '', suspendedAt: null, createdAt: 0 },
];
const companiesMatching = (search: string): CompanyListAnswer => ({
  companies: COMPANIES.filter((c) => c.name.toLowerCase().includes(search.toLowerCase())),
  next: null,
});

/** Types part of a name into a company picker and takes the company offered. */
async function choose(within_: ReturnType<typeof within> | typeof screen, label: string, typed: string, name: string) {
  const box = within_.getByRole('combobox', { name: label });
  // Typed, as a person types: into the focused box (Mantine takes other changes for autofill).
  box.focus();
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name }));
}

const everyBook = (): ConnoteBooksAnswer => ({ books: [book({}), COASTAL_BOOK], total: 2, page: 1, pageSize: 50, company: null });

describe('the Connote books section (issue 26)', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it("lists every company's books with their use, and the electronic connotes; customer service reads them, allots none", async () => {
    mockCarrier('Customer service', ({ path }) => (path === '/carrier/connote-books' ? jsonResponse(everyBook()) : undefined));
    renderCarrierArea('#/carrier/connote-books', CARRIER_SECTIONS);
    const table = await screen.findByTestId('connote-books');
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toContain('FP100000009 to FP100009992');
    expect(rows[1]).toContain('91% used');
    expect(screen.getByRole('progressbar', { name: 'FP100000009 to FP100009992: 91% used' })).toBeTruthy();
    expect(rows[2]).toContain('Coastal Foods Pty Ltd');
    expect(rows[2]).toContain('Not sent');
    expect(within(await screen.findByTestId('electronic-connotes')).getByText('1,234')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allot a book' })).toBeNull();
  });

  it("shows one company's books, the company chosen by name", async () => {
    const { sent } = mockCarrier('Customer service', ({ path, query }) => {
      if (path !== '/carrier/connote-books') return undefined;
      if (query.get('companyId') === '1') return jsonResponse({ ...everyBook(), books: [book({})], total: 1, company: ACME });
      return jsonResponse(everyBook());
    });
    renderCarrierArea('#/carrier/connote-books', CARRIER_SECTIONS);
    await screen.findByTestId('connote-books');
    const box = screen.getByRole('combobox', { name: 'Company' });
    box.focus();
    fireEvent.change(box, { target: { value: 'acme' } });
    // What is typed is searched on the server: the options are its answer.
    await waitFor(() => expect(sent.some((s) => s.path === '/carrier/companies' && s.query.get('search') === 'acme')).toBe(true));
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([ACME.name]));
    fireEvent.click(screen.getByRole('option', { name: ACME.name }));
    expect(await screen.findByRole('heading', { name: `Connote books of ${ACME.name}` })).toBeTruthy();
    expect(sent.some((s) => s.path === '/carrier/electronic-connotes' && s.query.get('companyId') === '1')).toBe(true);
    expect(within(screen.getByTestId('connote-books')).getAllByRole('row')).toHaveLength(2);
  });

  it('allots a book to a company: the range checked before it is sent, the overlap the server finds shown', async () => {
    let overlap = true;
    const { sent } = mockCarrier('Operations', ({ method, path, query }) => {
      if (method === 'GET' && path === '/carrier/connote-books') {
        return jsonResponse(query.get('companyId') === '1' ? { ...everyBook(), books: [book({})], company: ACME } : everyBook());
      }
      if (method === 'POST' && path === '/carrier/companies/1/connote-books') {
        if (overlap) return jsonResponse({ error: `FP100001007 to FP100001999 overlaps this company's own book FP100000009 to FP100009992.` }, { status: 400 });
        return jsonResponse({ success: true, message: `Connote book FP300000007 to FP300004991 allotted to ${ACME.name}.`, companyId: 1, book: book({ id: 9 }) });
      }
      return undefined;
    });
    renderCarrierArea('#/carrier/connote-books', CARRIER_SECTIONS);
    fireEvent.click(await screen.findByRole('button', { name: 'Allot a book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allot a connote book' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allot' }));
    expect(within(dialog).getByText(CONNOTE_BOOK_CALL_MESSAGES.companyRequired)).toBeTruthy();
    await choose(within(dialog), 'Company', 'Acme', ACME.name);
    fireEvent.change(within(dialog).getByLabelText('First serial'), { target: { value: '30000500' } });
    fireEvent.change(within(dialog).getByLabelText('Last serial'), { target: { value: '30000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allot' }));
    expect(within(dialog).getByText(CONNOTE_BOOK_MESSAGES.lastBeforeFirst)).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('First serial'), { target: { value: '10000100' } });
    fireEvent.change(within(dialog).getByLabelText('Last serial'), { target: { value: '10000199' } });
    expect(within(dialog).getByText('FP100001007 to FP100001999: 100 connotes.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allot' }));
    expect(await within(dialog).findByText(/overlaps this company's own book FP100000009 to FP100009992/)).toBeTruthy();

    overlap = false;
    fireEvent.change(within(dialog).getByLabelText('First serial'), { target: { value: '30000000' } });
    fireEvent.change(within(dialog).getByLabelText('Last serial'), { target: { value: '30000499' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allot' }));
    expect(await screen.findByText(`Connote book FP300000007 to FP300004991 allotted to ${ACME.name}.`)).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
      { firstSerial: 10_000_100, lastSerial: 10_000_199 },
      { firstSerial: 30_000_000, lastSerial: 30_000_499 },
    ]);
  });

  it('is not open to a session without companies:read, nor listed', async () => {
    const session = buildStaffSession({ role: 'Operations', permissions: ['depots:read'] });
    mockFetch(() => jsonResponse(session));
    signInStaff(session);
    renderCarrierArea('#/carrier/connote-books', CARRIER_SECTIONS);
    expect(await screen.findByText(CARRIER_MESSAGES.roleDenied)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connote books' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Depots' })).toBeTruthy();
  });
});
