import { createHashRouter } from 'react-router';
import { RouteError } from '../components/route-error';
import {
  ChangePasswordScreen,
  ConvertQuoteScreen,
  DashboardScreen,
  ExistingPickupScreen,
  ExistingQuoteScreen,
  NewPickupScreen,
  NewQuoteScreen,
  PickupsScreen,
  QuotesScreen,
  SettingsScreen,
  UsersScreen,
} from './lazy-screens';
import { SessionGate } from './session-gate';

// Hash-based routes of spec 01 section 2 and spec 02 section 2. The other booking screens
// (/quote/dropfreight, drop freight, consignments, ...) arrive with their issues;
// until then their paths are unmatched and fall back to the dashboard, as the spec says.
export function createRouter() {
  return createHashRouter([
    {
      path: '/',
      element: <SessionGate />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <DashboardScreen /> },
        { path: 'settings', element: <SettingsScreen /> },
        { path: 'settings/changepassword', element: <ChangePasswordScreen /> },
        { path: 'settings/myusers', element: <UsersScreen /> },
        { path: 'quote', element: <QuotesScreen /> },
        { path: 'quote/new', element: <NewQuoteScreen /> },
        { path: 'quote/existing', element: <ExistingQuoteScreen /> },
        { path: 'quote/convert', element: <ConvertQuoteScreen /> },
        { path: 'pickup', element: <PickupsScreen /> },
        { path: 'pickup/new', element: <NewPickupScreen /> },
        { path: 'pickup/existing', element: <ExistingPickupScreen /> },
        { path: '*', element: <DashboardScreen /> },
      ],
    },
  ]);
}
