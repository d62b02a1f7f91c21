import { render } from '@testing-library/react';
import type { GenerateDocumentAnswer } from '@portal/domain/api/documents';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client';
import { Providers } from '../../lib/providers';
import { jsonResponse, mockFetch } from '../../test/factories';

// Shared set-up of the screens that generate and fetch documents: a fetch mock answering portal
// calls by 'METHOD path', other addresses (the signed PDF, the tracking API) by their path; the
// object URLs and the download link jsdom lacks; and a render at a route with navigation state.

type Answer = Response | Promise<Response>;
export type Routes = Partial<Record<string, (params: URLSearchParams, init: RequestInit) => Answer>>;

/** The signed address generate answers in these tests. */
export const PDF_PATH = '/signed/document.pdf';

const keyOf = (url: string, init: RequestInit | undefined) => {
  const { pathname } = new URL(url, 'http://localhost');
  return pathname.startsWith('/portal/') ? `${init?.method ?? 'GET'} ${pathname.slice('/portal/'.length)}` : pathname;
};

/** Answers each call from `routes`; an unknown one fails with a 500 naming it. */
export function mockRoutes(routes: Routes) {
  return mockFetch((url, init) => {
    const handler = routes[keyOf(url, init)];
    const params = new URL(url, 'http://localhost').searchParams;
    return handler ? handler(params, init) : jsonResponse({ error: `No mock for ${keyOf(url, init)}` }, { status: 500 });
  });
}

/** The query parameters of every call to `key`, in order. */
export function paramsOf(fetch: ReturnType<typeof mockRoutes>, key: string): Record<string, string>[] {
  return fetch.mock.calls
    .filter(([url, init]) => keyOf(String(url), init) === key)
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://localhost').searchParams));
}

export function generated(overrides: Partial<GenerateDocumentAnswer> = {}): GenerateDocumentAnswer {
  return { success: true, recordNumber: 'FP000012345', trackingID: 'TRK123', message: '', url: `${PDF_PATH}?sig=abc`, fileName: 'Consignment FP000012345.pdf', ...overrides };
}

export const pdfResponse = () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));

/** A call that answers only when the test says so. */
export function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

/** Object URLs and download clicks, which jsdom does not implement: returns the downloads made. */
export function captureDownloads() {
  const downloads: { href: string; download: string }[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
  return downloads;
}

/** Renders `element` at `pathname` with navigation `state`, the dashboard at '/'. */
export function renderWithState(element: ReactElement, pathname: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Dashboard screen</p> },
      { path: '*', element },
    ],
    { initialEntries: [{ pathname, state }] },
  );
  const view = render(
    <Providers env="test" queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
