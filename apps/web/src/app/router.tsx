import { Suspense } from 'react';
import { createHashRouter } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { PUBLIC_TRACKING_PREFIX } from './hash-path';
import { RouteError } from '../components/route-error';
import {
  AuditScreen,
  ChangePasswordScreen,
  ConsignmentScreen,
  ConvertQuoteScreen,
  DashboardScreen,
  DirectDropFreightScreen,
  DropFreightListScreen,
  GenerateLabelScreen,
  ExistingPickupScreen,
  ExistingQuoteScreen,
  NewPickupScreen,
  NewQuoteScreen,
  PickupsScreen,
  PodScreen,
  PublicTrackingScreen,
  QuoteDropFreightScreen,
  QuotesScreen,
  SettingsScreen,
  SignedInShell,
  UsersScreen,
} from './lazy-screens';

// Hash-based routes of spec 01 section 2 and spec 02 section 2; unmatched paths fall back to
// the dashboard, as the spec says.
// The public tracking page sits beside the signed-in shell, not under it: a label's QR code must
// open it without signing in (the SessionGate above the router lets its path through).
export function createRouter() {
  return createHashRouter([
    {
      path: `${PUBLIC_TRACKING_PREFIX}:trackingID`,
      element: (
        <Suspense fallback={<FullPageLoader />}>
          <PublicTrackingScreen />
        </Suspense>
      ),
      errorElement: <RouteError />,
    },
    {
      path: '/',
      // The session gate above the router shows it only while someone is signed in.
      element: (
        <Suspense fallback={<FullPageLoader />}>
          <SignedInShell />
        </Suspense>
      ),
      errorElement: <RouteError />,
      children: [
        { index: true, element: <DashboardScreen /> },
        { path: 'settings', element: <SettingsScreen /> },
        { path: 'settings/changepassword', element: <ChangePasswordScreen /> },
        { path: 'settings/myusers', element: <UsersScreen /> },
        { path: 'settings/myusers/audit', element: <AuditScreen /> },
        { path: 'quote', element: <QuotesScreen /> },
        { path: 'quote/new', element: <NewQuoteScreen /> },
        { path: 'quote/existing', element: <ExistingQuoteScreen /> },
        { path: 'quote/convert', element: <ConvertQuoteScreen /> },
        { path: 'quote/dropfreight', element: <QuoteDropFreightScreen /> },
        { path: 'pickup', element: <PickupsScreen /> },
        { path: 'pickup/new', element: <NewPickupScreen /> },
        { path: 'pickup/existing', element: <ExistingPickupScreen /> },
        { path: 'directdropfreight/:route', element: <DirectDropFreightScreen /> },
        { path: 'dropfreight', element: <DropFreightListScreen /> },
        { path: 'consignment', element: <ConsignmentScreen /> },
        { path: 'consignments/generatelabel', element: <GenerateLabelScreen /> },
        { path: 'pod', element: <PodScreen /> },
        { path: '*', element: <DashboardScreen /> },
      ],
    },
  ]);
}
