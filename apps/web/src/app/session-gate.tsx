import { Suspense, useDeferredValue, useEffect } from 'react';
import { FullPageLoader } from '../components/full-page-loader';
import { LoginScreen } from '../features/login/components/login-screen';
import { RoutedApp } from './first-screen';
import { PUBLIC_TRACKING_PREFIX, useHashPath } from './hash-path';
import { CarrierArea } from './lazy-carrier-area';
import { isCarrierPath } from '../lib/carrier-area-path';
import { useSessionStore } from '../lib/session/session-store';
import { startupCheckOnce } from '../lib/session/startup-check';

/**
 * What the page shows first, above the router: the stored session is checked first; nobody
 * signed in sees the login card whatever the route (spec 01 section 2); everyone signed in,
 * and anyone on the public tracking page, gets the routed screens. `#/carrier` is the carrier's
 * back office, with its own sign-in, whatever the customer's session (issue 26).
 */
export function SessionGate() {
  const path = useHashPath();
  const signedIn = useSessionStore((s) => s.session !== null);
  const status = useSessionStore((s) => s.status);
  // Entering the signed-in screens renders the shell and the dashboard at once: as a transition,
  // whose render yields to the browser every few milliseconds, not as one long task that holds a
  // phone's taps (issue 24). Leaving them (signing out, an expired check) is immediate.
  const checking = useDeferredValue(status === 'checking') || status === 'checking';
  const entered = useDeferredValue(signedIn) && signedIn;

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
  if (isCarrierPath(path)) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <CarrierArea />
      </Suspense>
    );
  }
  if (path.startsWith(PUBLIC_TRACKING_PREFIX)) return routed;
  if (checking) return <FullPageLoader label="Checking your session" />;
  if (!entered) return <LoginScreen path={path} />;
  return routed;
}
