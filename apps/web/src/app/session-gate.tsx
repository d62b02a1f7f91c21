import { Suspense, useEffect } from 'react';
import { FullPageLoader } from '../components/full-page-loader';
import { LoginScreen } from '../features/login/components/login-screen';
import { SignedInShell } from './lazy-screens';
import { useSessionStore } from './session/session-store';
import { startupCheckOnce } from './session/startup-check';

/**
 * The root of every route: the stored session is checked first; nobody signed in sees
 * the login card whatever the route (spec 01 section 2); everyone else the signed-in shell.
 */
export function SessionGate() {
  const signedIn = useSessionStore((s) => s.session !== null);
  const status = useSessionStore((s) => s.status);

  useEffect(() => {
    if (status === 'checking') void startupCheckOnce();
  }, [status]);

  if (status === 'checking') return <FullPageLoader label="Checking your session" />;
  if (!signedIn) return <LoginScreen />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <SignedInShell />
    </Suspense>
  );
}
