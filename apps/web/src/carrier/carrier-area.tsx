import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createCarrierRouter } from './carrier-router';
import { CARRIER_SECTIONS, type CarrierSection } from './sections';
import { useForgetAnswersOnSignOut } from './session/use-forget-answers';

/**
 * The carrier's back office (issue 26): a lazy chunk that the session gate shows for every path
 * under #/carrier (app/lazy-carrier-area.ts), with its own router, sign-in and session.
 * `sections` is for tests; the app shows CARRIER_SECTIONS.
 */
export function CarrierArea({ sections = CARRIER_SECTIONS }: { sections?: readonly CarrierSection[] }) {
  const [router] = useState(() => createCarrierRouter(sections));
  useForgetAnswersOnSignOut();
  return <RouterProvider router={router} />;
}
