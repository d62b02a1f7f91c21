import { lazy, Suspense, useEffect } from 'react';
import { FullPageLoader } from '../components/full-page-loader';
import { LoginScreen } from '../features/login/components/login-screen';
import { PUBLIC_TRACKING_PREFIX, useHashPath } from './hash-path';
import { useSessionStore } from './session/session-store';
import { startupCheckOnce } from './session/startup-check';

// The router (react-router and every screen's route) is a chunk the login card never waits for.
const RoutedApp = lazy(() => import('./routed-app').then((m) => ({ default: m.RoutedApp })));

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
    // What the dashboard needs is already on its way (preload-signed-in.ts).
    void startupCheckOnce();
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
