import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';

/** The routed screens: a chunk of its own, loaded once someone is signed in or tracking. */
export function RoutedApp() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
