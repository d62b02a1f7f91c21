import { DashboardScreen, RoutedApp, SignedInShell } from './first-screen';
import { hashPath } from './hash-path';
import { isCarrierPath } from '../lib/carrier-area-path';
import { readStoredSession } from '../lib/session/session-storage';

// A tab that holds a session will most likely show the dashboard, whose chunks the login card
// never needs: they are fetched from the first moment, side by side with the session check, and
// not after React has evaluated and rendered its first screen (issue 24: on a phone that render
// came between the entry arriving and the dashboard's chunks being asked for). main.tsx imports
// this file first, so the browser has these requests under way while it evaluates the rest.

// The carrier's back office (`#/carrier`, issue 26) shows none of them, whatever the tab holds.
if (readStoredSession() && !isCarrierPath(hashPath())) {
  // Only a head start: a chunk that fails here is loaded again, and its error shown, where a
  // screen needs it.
  const ignore = () => undefined;
  for (const component of [RoutedApp, SignedInShell, DashboardScreen]) void component.preload().catch(ignore);
}
