import { lazy, Suspense, useEffect } from 'react';
import { FullPageLoader } from '../components/full-page-loader';
import { LoginScreen } from '../features/login/components/login-screen';
import { PUBLIC_TRACKING_PREFIX, useHashPath } from './hash-path';
import { useSessionStore } from './session/session-store';
import { startupCheckOnce } from './session/startup-check';

// The router (react-router and every screen's route) is a chunk the login card never waits for.
const loadRoutedApp = () => import('./routed-app');
const RoutedApp = lazy(() => loadRoutedApp().then((m) => ({ default: m.RoutedApp })));

/**
 * A stored session is most likely still good: what the dashboard needs (the router, the shell,
 * the dashboard's own chunk) is fetched side by side while the server says so, instead of one
 * after the other once it has. The lazy screens import the same chunks (lazy-screens.ts).
 */
function preloadSignedIn(): void {
  // Only a head start: a chunk that fails here is loaded again, and its error shown, where a
  // screen needs it.
  const ignore = () => undefined;
  void loadRoutedApp().catch(ignore);
  void import('./signed-in-shell').catch(ignore);
  void import('../features/dashboard/components/dashboard-screen').catch(ignore);
}

/**
 * What the page shows first, above the router: the stored session is checked first; nobody
 * signed in sees the login card whatever the route (spec 01 section 2); everyone signed in,
 * and anyone on the public tracking page, gets the routed screens.
 */
export function SessionGate() {
  const path = useHashPath();
  const signedIn = useSessionStore((s) => s.session !== null);
  const status = useSessionStore((s) => s.status);

  useEffect(() => {
    if (status !== 'checking') return;
    void startupCheckOnce();
    preloadSignedIn();
  }, [status]);

  const routed = (
    <Suspense fallback={<FullPageLoader />}>
      <RoutedApp />
    </Suspense>
  );
  if (path.startsWith(PUBLIC_TRACKING_PREFIX)) return routed;
  if (status === 'checking') return <FullPageLoader label="Checking your session" />;
  if (!signedIn) return <LoginScreen path={path} />;
  return routed;
}
