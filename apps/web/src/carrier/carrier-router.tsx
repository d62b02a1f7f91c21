import { createHashRouter } from 'react-router';
import { RouteError } from '../components/route-error';
import { CARRIER_AREA_PATH } from '../lib/carrier-area-path';
import type { CarrierSection } from './sections';
import { SectionRoute } from './shell/section-route';
import { StaffHome } from './shell/staff-home';
import { StaffGate } from './sign-in/staff-gate';

/**
 * The back office's routes under #/carrier (issue 26): the gate decides between the sign-in steps
 * and the shell, whose outlet shows the home page or a section. An unknown path shows home, as the
 * portal's unmatched paths show the dashboard.
 */
export function createCarrierRouter(sections: readonly CarrierSection[]) {
  const home = <StaffHome sections={sections} />;
  return createHashRouter([
    {
      path: CARRIER_AREA_PATH,
      element: <StaffGate sections={sections} />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: home },
        // A section's own pages (a company's page under companies/) are its screen's <Routes>.
        ...sections.map((section) => ({ path: `${section.path}/*`, element: <SectionRoute section={section} /> })),
        { path: '*', element: home },
      ],
    },
  ]);
}
