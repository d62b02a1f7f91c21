import { preloadable } from './preloadable';

// The signed-in first screen: the router, the shell and the dashboard, each a chunk the login
// card never waits for. A tab holding a session asks for them before React runs
// (preload-signed-in.ts); the gate, the router and lazy-screens.ts render these same components,
// so nothing is fetched twice and nothing waits once it has arrived.

export const RoutedApp = preloadable(() => import('./routed-app').then((m) => m.RoutedApp));

export const SignedInShell = preloadable(() => import('./signed-in-shell').then((m) => m.SignedInShell));

export const DashboardScreen = preloadable(() =>
  import('../features/dashboard/components/dashboard-screen').then((m) => m.DashboardScreen),
);
