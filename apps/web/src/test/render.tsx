import './setup';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/api/query-client';
import { Providers } from '../lib/providers';

/**
 * Renders `element` at `path` inside the app's providers and a data router, as the app does;
 * `pattern` is the route's own (e.g. '/directdropfreight/:route') when the screen reads its params.
 */
export function renderScreen(element: ReactElement, path = '/under-test', pattern = '*') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Dashboard screen</p> },
      { path: pattern, element },
      ...(pattern === '*' ? [] : [{ path: '*', element: <p>Elsewhere</p> }]),
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Providers env="test" queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
